import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../contract/index.ts';
import { from, freshIp } from '../testing/accounts.ts';
import { startTestUpstream, TEST_ADMIN_TOKEN, type TestUpstream } from '../testing/api.ts';
import { enrolledStaff, totpCode } from '../testing/staff.ts';

// Staff sign-in (issue #33): a password and a second factor, each code good once, limited like a buyer's sign-in.
let t: TestUpstream;
beforeAll(async () => {
  t = await startTestUpstream();
}, 60_000);
afterAll(() => t.close());

const STEP = 30_000;
type SignedIn = { token: string; expiresAt: string; member: StaffMember };

const signIn = (body: { username: string; password: string; code: string }, ip = freshIp(), lang = 'en') =>
  t.api<SignedIn>('/staff/auth/sign-in', { method: 'POST', headers: from(ip, lang), json: body });
const me = (token: string) => t.api<StaffMember>('/staff/me', { headers: from(freshIp(), 'en', token) });
/** a code of the next time step: the one enrolment used is spent */
const nextCode = (secret: string) => totpCode(secret, new Date(t.clock.now().getTime() + STEP));

describe('staff sign-in', () => {
  it('signs in with the password and a current code, answering an 8-hour tws_ session', async () => {
    const m = await enrolledStaff(t, TEST_ADMIN_TOKEN, 'finance');
    const { status, body } = await signIn({ username: m.username, password: m.password, code: nextCode(m.secret) });
    expect(status).toBe(200);
    expect(body.data.token).toMatch(/^tws_/);
    expect(Date.parse(body.data.expiresAt) - t.clock.now().getTime()).toBe(8 * 60 * 60 * 1000);
    expect((await me(body.data.token)).body.data).toMatchObject({ username: m.username, role: 'finance', kind: 'staff' });
  });

  it('refuses a wrong code with the same message as a wrong password', async () => {
    const m = await enrolledStaff(t, TEST_ADMIN_TOKEN, 'sales');
    const code = nextCode(m.secret) === '000000' ? '111111' : '000000';
    const wrongCode = await signIn({ username: m.username, password: m.password, code });
    const wrongPassword = await signIn({ username: m.username, password: 'not-it-1', code: nextCode(m.secret) });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.messages).toBe('Incorrect username, password or code');
    expect(wrongPassword.body.messages).toBe(wrongCode.body.messages);
  });

  it('refuses a code already used, within its window', async () => {
    const m = await enrolledStaff(t, TEST_ADMIN_TOKEN, 'support');
    const code = nextCode(m.secret);
    expect((await signIn({ username: m.username, password: m.password, code })).status).toBe(200);
    const replay = await signIn({ username: m.username, password: m.password, code }, freshIp(), 'zh-CN');
    expect(replay.status).toBe(400);
    expect(replay.body.messages).toBe('该验证码已使用过，请等待身份验证器生成下一个验证码');
  });

  it('refuses the code enrolment confirmed', async () => {
    const m = await enrolledStaff(t, TEST_ADMIN_TOKEN, 'support');
    const replay = await signIn({ username: m.username, password: m.password, code: totpCode(m.secret, t.clock.now()) });
    expect(replay.status).toBe(400);
  });

  it('takes a recovery code once, whatever its case and hyphen', async () => {
    const m = await enrolledStaff(t, TEST_ADMIN_TOKEN, 'reviewer');
    expect(m.recoveryCodes).toHaveLength(10);
    const code = m.recoveryCodes[3];
    expect((await signIn({ username: m.username, password: m.password, code: code.toUpperCase() })).status).toBe(200);
    const again = await signIn({ username: m.username, password: m.password, code: code.replace('-', '') });
    expect(again.status).toBe(400);
    expect((await signIn({ username: m.username, password: m.password, code: m.recoveryCodes[4] })).status).toBe(200);
  });

  it('lets no more than the limit through from one address, however many ask at once', async () => {
    const m = await enrolledStaff(t, TEST_ADMIN_TOKEN, 'sales');
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 16 }, () => signIn({ username: m.username, password: 'wrong-pass-1', code: '123456' }, ip)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('slows, never locks, an account others guess at from many addresses', async () => {
    const m = await enrolledStaff(t, TEST_ADMIN_TOKEN, 'sales');
    for (let i = 0; i < 10; i++) await signIn({ username: m.username, password: 'wrong-pass-1', code: '123456' });
    const slowed = await signIn({ username: m.username, password: m.password, code: nextCode(m.secret) });
    expect(slowed.status).toBe(429);
    t.clock.advance(1000);
    expect((await signIn({ username: m.username, password: m.password, code: nextCode(m.secret) })).status).toBe(200);
  });

  it('refuses a disabled member', async () => {
    const m = await enrolledStaff(t, TEST_ADMIN_TOKEN, 'finance');
    await t.api(`/staff/members/${m.id}/disabled`, { method: 'POST', headers: from(freshIp(), 'en', TEST_ADMIN_TOKEN), json: { disabled: true } });
    const { status, body } = await signIn({ username: m.username, password: m.password, code: nextCode(m.secret) });
    expect(status).toBe(403);
    expect(body.messages).toBe('This staff account is disabled; ask an admin');
  });

  it('ends the session 8 hours after sign-in', async () => {
    const m = await enrolledStaff(t, TEST_ADMIN_TOKEN, 'support');
    const { body } = await signIn({ username: m.username, password: m.password, code: nextCode(m.secret) });
    t.clock.advance(8 * 60 * 60 * 1000 - 1000);
    expect((await me(body.data.token)).status).toBe(200);
    t.clock.advance(1000);
    expect((await me(body.data.token)).status).toBe(401);
  });

  it('signs out: the token works no more', async () => {
    const m = await enrolledStaff(t, TEST_ADMIN_TOKEN, 'support');
    const { body } = await signIn({ username: m.username, password: m.password, code: nextCode(m.secret) });
    const out = await t.api('/staff/auth/sign-out', { method: 'POST', headers: from(freshIp(), 'en', body.data.token) });
    expect(out.status).toBe(200);
    expect((await me(body.data.token)).status).toBe(401);
  });

  it('keeps staff.sign_in in the audit log under the member', async () => {
    const m = await enrolledStaff(t, TEST_ADMIN_TOKEN, 'sales');
    await signIn({ username: m.username, password: m.password, code: nextCode(m.secret) });
    const rows = await t.upstream.db.selectFrom('audit_log').select(['action', 'actor_name']).where('subject_type', '=', 'staff').where('subject_id', '=', String(m.id)).orderBy('id').execute();
    expect(rows).toEqual([
      { action: 'staff.create', actor_name: 'cli' },
      { action: 'staff.enrol', actor_name: m.username },
      { action: 'staff.sign_in', actor_name: m.username },
    ]);
  });
});
