import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow, StaffListMember } from '../../../contract/index.ts';
import { from, freshIp, lastMailTo } from '../testing/accounts.ts';
import { startTestUpstream, TEST_ADMIN_TOKEN, type TestUpstream } from '../testing/api.ts';
import { enrolledStaff, staffSessionFor, totpCode } from '../testing/staff.ts';
import { runAdmin } from './admin.ts';

// Staff management and the audit log (issue #33): admin only, each action audited, the last admin kept.
let t: TestUpstream;
beforeAll(async () => {
  t = await startTestUpstream();
}, 60_000);
afterAll(() => t.close());

const post = <T>(path: string, token: string, json: unknown = {}, lang = 'en') => t.api<T>(path, { method: 'POST', headers: from(freshIp(), lang, token), json });
const get = <T>(path: string, token: string) => t.api<T>(path, { headers: from(freshIp(), 'en', token) });
const admin = () => staffSessionFor(t.upstream.db, t.clock.now(), 'admin');
const enrolmentTokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('creating a member', () => {
  it('from the CLI prints the one-time enrolment link, audited as cli and mailed to them', async () => {
    const env = { UPSTREAM_ORIGIN: t.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN };
    const printed = await runAdmin(['create-staff', '--username', 'firstadmin', '--email', 'first@staff.example.com', '--role', 'admin'], env);
    const link = /(\S+\/admin\/enrol\?token=[\w-]{43})/.exec(printed)?.[1];
    expect(link).toBeDefined();
    expect((await lastMailTo(t, 'first@staff.example.com')).links).toContain(link);
    const audit = await get<{ rows: AuditRow[] }>('/staff/audit?action=staff.create&actor=cli', TEST_ADMIN_TOKEN);
    expect(audit.body.data.rows[0]).toMatchObject({ actorName: 'cli', action: 'staff.create', after: { username: 'firstadmin', role: 'admin' } });
  });

  it('from the CLI names a wrong admin token as the cause', async () => {
    const env = { UPSTREAM_ORIGIN: t.upstream.origin, ADMIN_TOKEN: 'not-the-admin-token-0000' };
    await expect(runAdmin(['create-staff', '--username', 'nobody', '--email', 'n@staff.example.com', '--role', 'sales'], env)).rejects.toThrow(/refused the admin token from ADMIN_TOKEN/);
  });

  it('refuses a username already taken', async () => {
    const { token } = await admin();
    await post('/staff/members', token, { username: 'dupe', email: 'dupe@staff.example.com', role: 'sales' });
    const again = await post('/staff/members', token, { username: 'DUPE', email: 'dupe2@staff.example.com', role: 'sales' });
    expect(again.status).toBe(409);
  });
});

describe('an enrolment link', () => {
  it('works once', async () => {
    const m = await enrolledStaff(t, TEST_ADMIN_TOKEN, 'support');
    const again = await post('/staff/auth/enrolment/start', '', { token: m.enrolmentToken });
    expect(again.status).toBe(404);
  });

  it('works no more after 72 hours', async () => {
    const { token } = await admin();
    const created = await post<{ enrolmentLink: string }>('/staff/members', token, { username: 'late1', email: 'late1@staff.example.com', role: 'sales' });
    t.clock.advance(72 * 60 * 60 * 1000);
    const late = await post('/staff/auth/enrolment/start', '', { token: enrolmentTokenOf(created.body.data.enrolmentLink) });
    expect(late.status).toBe(410);
  });

  it('refuses a code that is not of the secret it gave', async () => {
    const { token } = await admin();
    const created = await post<{ enrolmentLink: string }>('/staff/members', token, { username: 'wrongcode', email: 'wc@staff.example.com', role: 'sales' });
    const link = enrolmentTokenOf(created.body.data.enrolmentLink);
    const { body } = await post<{ secret: string }>('/staff/auth/enrolment/start', '', { token: link });
    const right = totpCode(body.data.secret, t.clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    const finished = await post('/staff/auth/enrolment/finish', '', { token: link, password: 'staff-pass-1', confirmPassword: 'staff-pass-1', code: wrong });
    expect(finished.status).toBe(400);
  });
});

describe('an admin managing staff', () => {
  it('changes a role that takes effect on the member\'s next call', async () => {
    const { token } = await admin();
    const member = await staffSessionFor(t.upstream.db, t.clock.now(), 'reviewer');
    expect((await get('/staff/members', member.token)).status).toBe(403);
    await post(`/staff/members/${member.staffId}/role`, token, { role: 'admin', reason: 'covers for the week' });
    expect((await get('/staff/members', member.token)).status).toBe(200);
  });

  it('ends a member\'s sessions everywhere', async () => {
    const { token } = await admin();
    const member = await staffSessionFor(t.upstream.db, t.clock.now(), 'sales');
    const ended = await post<{ ended: number }>(`/staff/members/${member.staffId}/end-sessions`, token, { reason: 'lost laptop' });
    expect(ended.body.data.ended).toBe(1);
    expect((await get('/staff/me', member.token)).status).toBe(401);
  });

  it('may not disable themself', async () => {
    const { token, staffId } = await admin();
    const self = await post(`/staff/members/${staffId}/disabled`, token, { disabled: true });
    expect(self.status).toBe(400);
  });

  it('may not take away the last enabled admin', async () => {
    const { token } = await admin();
    const admins = (await get<StaffListMember[]>('/staff/members', token)).body.data.filter((m) => m.role === 'admin' && !m.disabled);
    const [last, ...others] = admins;
    for (const other of others) await post(`/staff/members/${other.id}/disabled`, TEST_ADMIN_TOKEN, { disabled: true });
    const demoted = await post(`/staff/members/${last.id}/role`, TEST_ADMIN_TOKEN, { role: 'sales' }, 'zh-CN');
    expect(demoted.status).toBe(409);
    expect(demoted.body.messages).toBe('这是最后一位启用中的管理员，请先任命另一位管理员');
    expect((await post(`/staff/members/${last.id}/disabled`, TEST_ADMIN_TOKEN, { disabled: true })).status).toBe(409);
    for (const other of others) await post(`/staff/members/${other.id}/disabled`, TEST_ADMIN_TOKEN, { disabled: false });
  });

  it('audits each action with its before and after', async () => {
    const { token, username } = await admin();
    const member = await staffSessionFor(t.upstream.db, t.clock.now(), 'finance');
    await post(`/staff/members/${member.staffId}/role`, token, { role: 'support', reason: 'moved team' });
    await post(`/staff/members/${member.staffId}/disabled`, token, { disabled: true });
    await post(`/staff/members/${member.staffId}/disabled`, token, { disabled: false });
    await post(`/staff/members/${member.staffId}/end-sessions`, token);
    const { body } = await get<{ rows: AuditRow[]; total: number }>(`/staff/audit?subjectType=staff&subjectId=${member.staffId}`, token);
    expect(body.data.rows.map((r) => [r.action, r.actorName])).toEqual([
      ['staff.sessions_end', username],
      ['staff.enable', username],
      ['staff.disable', username],
      ['staff.role', username],
    ]);
    expect(body.data.rows[3]).toMatchObject({ before: { role: 'finance' }, after: { role: 'support' }, reason: 'moved team' });
  });
});

describe('admin-only calls', () => {
  for (const role of ['reviewer', 'finance', 'sales', 'support'] as const) {
    it(`refuse a member of ${role} with 403`, async () => {
      const { token } = await staffSessionFor(t.upstream.db, t.clock.now(), role);
      expect((await get('/staff/members', token)).status).toBe(403);
      expect((await get('/staff/audit', token)).status).toBe(403);
      expect((await post('/staff/members', token, { username: `x${role}`, email: 'x@staff.example.com', role: 'admin' })).status).toBe(403);
    });
  }
});

describe('the audit log', () => {
  it('filters by date range, the end date taken whole', async () => {
    const day = t.clock.now().toISOString().slice(0, 10);
    const { body } = await get<{ rows: AuditRow[]; total: number }>(`/staff/audit?from=${day}&to=${day}&size=2`, TEST_ADMIN_TOKEN);
    expect(body.data.total).toBeGreaterThan(2);
    expect(body.data.rows).toHaveLength(2);
    expect(Number(body.data.rows[0].id)).toBeGreaterThan(Number(body.data.rows[1].id));
    const before = await get<{ total: number }>('/staff/audit?to=2000-01-01', TEST_ADMIN_TOKEN);
    expect(before.body.data.total).toBe(0);
  });

  it('refuses a date it cannot read with 400', async () => {
    expect((await get('/staff/audit?from=yesterday', TEST_ADMIN_TOKEN)).status).toBe(400);
  });
});
