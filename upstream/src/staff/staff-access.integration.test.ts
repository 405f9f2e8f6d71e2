import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../contract/index.ts';
import { activeUser, from, freshIp, tokenFor } from '../testing/accounts.ts';
import { startTestUpstream, TEST_ADMIN_TOKEN, type TestUpstream } from '../testing/api.ts';
import { staffSessionFor } from '../testing/staff.ts';
import { appendAudit } from './audit.ts';

// Who may make a staff call (issue #33): the upstream decides on every call, whatever page asked.
let t: TestUpstream;
beforeAll(async () => {
  t = await startTestUpstream();
}, 60_000);
afterAll(() => t.close());

const me = (token?: string, lang = 'en') => t.api<StaffMember>('/staff/me', { headers: from(freshIp(), lang, token) });

describe('a staff call', () => {
  it('asks for a sign-in when no token is given', async () => {
    const { status, body } = await me();
    expect(status).toBe(401);
    expect(body.messages).toBe('Please sign in to the back office');
  });

  it("refuses a buyer's session token: a buyer is never staff", async () => {
    const buyer = await activeUser(t);
    const { token } = await tokenFor(t, buyer.username, buyer.password);
    const { status, body } = await me(token, 'zh-CN');
    expect(status).toBe(403);
    expect(body.messages).toBe('仅限工作人员：请使用员工账号登录管理后台');
  });

  it('refuses a staff token it does not know, or one whose session ended', async () => {
    expect((await me('tws_not-a-session')).status).toBe(401);
    const { token } = await staffSessionFor(t.upstream.db, t.clock.now(), 'support');
    t.clock.advance(8 * 60 * 60 * 1000);
    const { status, body } = await me(token);
    expect(status).toBe(401);
    expect(body.messages).toBe('Your back-office session has ended; please sign in again');
  });

  it('answers a signed-in member with their name and role', async () => {
    const { token, username, staffId } = await staffSessionFor(t.upstream.db, t.clock.now(), 'reviewer');
    const { status, body } = await me(token);
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: staffId, username, role: 'reviewer', kind: 'staff' });
  });

  it("refuses a disabled member's session at once", async () => {
    const { token, staffId } = await staffSessionFor(t.upstream.db, t.clock.now(), 'finance');
    await t.upstream.db.updateTable('staff').set({ disabled_at: t.clock.now() }).where('id', '=', staffId).execute();
    expect((await me(token)).status).toBe(401);
  });

  it('takes the admin token of the CLI as an admin named cli', async () => {
    const { status, body } = await me(TEST_ADMIN_TOKEN);
    expect(status).toBe(200);
    expect(body.data).toEqual({ id: null, username: 'cli', role: 'admin', kind: 'cli' });
  });
});

describe('the audit log', () => {
  const appendOne = async () => {
    const actor = { kind: 'cli' as const, staffId: null, name: 'cli', role: 'admin' as const, ip: '127.0.0.1', tokenHash: null };
    await appendAudit(t.upstream.db, actor, t.clock.now(), { action: 'test.append', subjectType: 'test', subjectId: 1, before: { a: 1 }, after: { a: 2 }, reason: 'a test' });
    return t.upstream.db.selectFrom('audit_log').selectAll().where('action', '=', 'test.append').orderBy('id', 'desc').executeTakeFirstOrThrow();
  };

  it('keeps who, when, from where, what, before, after and why', async () => {
    const row = await appendOne();
    expect(row).toMatchObject({ actor_kind: 'cli', actor_name: 'cli', ip: '127.0.0.1', subject_type: 'test', subject_id: '1', before: { a: 1 }, after: { a: 2 }, reason: 'a test' });
  });

  it('is refused an update by the database itself', async () => {
    const row = await appendOne();
    await expect(sql`update audit_log set reason = 'changed' where id = ${row.id}`.execute(t.upstream.db)).rejects.toThrow();
    const kept = await t.upstream.db.selectFrom('audit_log').select('reason').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(kept.reason).toBe('a test');
  });

  it('is refused a delete and a truncate by the database itself', async () => {
    const row = await appendOne();
    await expect(sql`delete from audit_log where id = ${row.id}`.execute(t.upstream.db)).rejects.toThrow();
    await expect(sql`truncate audit_log`.execute(t.upstream.db)).rejects.toThrow();
    expect(await t.upstream.db.selectFrom('audit_log').select('id').where('id', '=', row.id).executeTakeFirst()).toBeDefined();
  });
});
