import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, fillPath, type AccessToken, type OwnPlugin } from '../../../contract/index.ts';
import { ACCESS_TOKEN_MAX_ACTIVE } from '../../../contract/limits.ts';
import { DAY } from '../domain/clock.ts';
import { activeUser, freshAccount, freshIp, from, tokenFor } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { filesOf, manifestOf, zip } from '../testing/packages.ts';

/**
 * Personal access tokens (issue #19): made, listed and revoked with a session; they publish through
 * POST /plugin/publish and are refused by every other call, so a leaked token can read no order, licence or profile.
 */
let serial = 0;
const packageOf = (manifest: Record<string, unknown> = {}) =>
  zip(filesOf(manifestOf({ name: 'token-probe', version: '1.0.0', ...manifest }), { 'src/main.js': `tidewatch.registerCommand('hello.summary', () => {}); // ${serial++}\n` }));

describe('publishing tokens', () => {
  let t: TestUpstream;
  let session: string;
  let other: string;
  /** Signs both users in again (a session lasts 7 days; the expiry test moves the clock further). */
  let signIn: () => Promise<void>;
  beforeAll(async () => {
    t = await startTestUpstream();
    const a = await activeUser(t, freshAccount('pub'), 'en-US');
    const b = await activeUser(t, freshAccount('other'), 'en-US');
    signIn = async () => {
      session = (await tokenFor(t, a.username, a.password)).token;
      other = (await tokenFor(t, b.username, b.password)).token;
    };
    await signIn();
  });
  afterAll(() => t.close());

  const create = (token: string, body: unknown, lang = 'en') =>
    t.api<AccessToken & { token: string }>('/plugin/access-tokens', { method: 'POST', json: body, headers: from(freshIp(), lang, token) });
  const list = async (token: string) => (await t.api<AccessToken[]>('/plugin/access-tokens', { headers: from(freshIp(), 'en', token) })).body.data;
  const revoke = (token: string, id: number) => t.api(`/plugin/access-tokens/${id}`, { method: 'DELETE', headers: from(freshIp(), 'en', token) });
  const publish = async (token: string | null, bytes: Uint8Array, lang = 'en', field = 'file') => {
    const form = new FormData();
    form.append(field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'extension.zip');
    return t.api<OwnPlugin>('/plugin/publish', { method: 'POST', body: form, headers: from(freshIp(), lang, token ?? undefined) });
  };
  const upload = async (token: string, bytes: Uint8Array, lang = 'en') => {
    const form = new FormData();
    form.append('package', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'extension.zip');
    return t.api<OwnPlugin>('/plugin/upload', { method: 'POST', body: form, headers: from(freshIp(), lang, token) });
  };
  const made = async (name = 'CI', days = 30) => {
    const { status, body } = await create(session, { name, expires_in_days: days });
    expect(status).toBe(200);
    return body.data;
  };

  it('is shown once, at creation; the list and the database hold only its name, dates and hash', async () => {
    const token = await made('laptop', 90);
    expect(token.token).toMatch(/^twp_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'laptop', scopes: ['publish'], last_used_at: null, expired: false });
    expect(new Date(token.expires_at).getTime() - new Date(token.created_at).getTime()).toBe(90 * DAY);
    const listed = (await list(session)).find((row) => row.id === token.id)!;
    expect(listed).toEqual({ id: token.id, name: 'laptop', scopes: ['publish'], created_at: token.created_at, expires_at: token.expires_at, last_used_at: null, expired: false });
    expect(JSON.stringify(await list(session))).not.toContain(token.token);
    const row = await t.upstream.db.selectFrom('access_token').selectAll().where('id', '=', token.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token.token.slice(4));
  });

  it.each([
    [{ name: 'x', expires_in_days: 7 }, 'expires_in_days must be 30, 90 or 365'],
    [{ name: '  ', expires_in_days: 30 }, 'Give the token a name'],
    [{ name: 'x'.repeat(65), expires_in_days: 30 }, 'The token name is at most 64 characters'],
  ])('refuses %j with a message', async (body, message) => {
    const { status, body: answer } = await create(session, body);
    expect(status).toBe(400);
    expect(answer.messages).toBe(message);
  });

  it('says why in Chinese too', async () => {
    expect((await create(session, { name: 'x', expires_in_days: 7 }, 'zh-CN')).body.messages).toBe('expires_in_days 必须为 30、90 或 365');
  });

  it('is made by a signed-in user only', async () => {
    expect((await create('', { name: 'x', expires_in_days: 30 })).status).toBe(401);
  });

  it('cannot act as a session: every call that wants one refuses it (orders, licences, profile and the rest)', async () => {
    const { token } = await made('leaky');
    const sessionCalls = calls.filter((call) => call.auth === 'required');
    expect(sessionCalls.map((call) => call.path)).toEqual(expect.arrayContaining(['/user/info', '/order/list', '/license/list', '/plugin/mine', '/plugin/access-tokens']));
    for (const call of sessionCalls) {
      const path = fillPath(call.path, Object.fromEntries([...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, '1'])));
      const { status, body } = await t.api(path, { method: call.method, headers: from(freshIp(), 'en', token), ...(call.method === 'POST' ? { json: {} } : {}) });
      expect([call.id, status, body.statusCode]).toEqual([call.id, 401, 401]);
    }
    // …nor make more tokens for itself
    expect((await create(token, { name: 'more', expires_in_days: 365 })).status).toBe(401);
  });

  it('publishes, with the same verdict as the upload page, and records when it was used', async () => {
    const { id, token } = await made('build');
    const bad = packageOf({ version: 'one', engines: 'any' });
    const [byToken, byPage] = [await publish(token, bad), await upload(session, bad)];
    expect(byToken.status).toBe(400);
    expect(byToken.body.messages).toBe(byPage.body.messages);
    expect(byToken.body.messages.split('\n')).toEqual(['version "one" is not a semantic version such as 1.0.2.', 'engines "any" is not a product version such as 1.8.237.']);

    const good = await publish(token, packageOf({ name: 'from-terminal', contributes: { views: { leftNav: [{ command: 'x' }] } } }));
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({ extension_id: 'acme.from-terminal', review_status: 'pending', warnings: ['The entry point "leftNav" is deprecated since 1.8.237; use "toolbar".'] });
    expect(good.body.data.queue_position).toBeGreaterThanOrEqual(1);
    const mine = (await t.api<{ lists: OwnPlugin[] }>('/plugin/mine?size=100', { headers: from(freshIp(), 'en', session) })).body.data.lists;
    expect(mine.find((row) => row.upload_id === good.body.data.upload_id)).toEqual(good.body.data);
    expect((await list(session)).find((row) => row.id === id)!.last_used_at).not.toBeNull();
  });

  it('answers in the language the terminal asks for', async () => {
    const { token } = await made('zh');
    expect((await publish(token, packageOf({ version: 'one' }), 'zh-CN')).body.messages).toBe('version“one”不是语义化版本号，例如 1.0.2。');
  });

  it('says which token problem it is: missing, unknown, a session, revoked, expired', async () => {
    const bytes = packageOf({ name: 'never-published' });
    const missing = await publish(null, bytes);
    expect([missing.status, missing.body.messages]).toEqual([401, 'Send a publishing token as Authorization: Bearer <token>; make one in the user centre, Extensions tab']);
    const unknown = await publish(`twp_${'A'.repeat(43)}`, bytes);
    expect([unknown.status, unknown.body.messages]).toEqual([401, 'This publishing token is not known: check that it was copied whole, or make a new one in the user centre']);
    expect((await publish(session, bytes)).body.messages).toBe(unknown.body.messages);

    const revoked = await made('old laptop');
    expect((await revoke(session, revoked.id)).status).toBe(200);
    const day = t.clock.now().toISOString().slice(0, 10);
    const refused = await publish(revoked.token, bytes);
    expect([refused.status, refused.body.messages]).toEqual([401, `This publishing token was revoked on ${day}; make a new one in the user centre`]);
    expect((await list(session)).map((row) => row.id)).not.toContain(revoked.id);

    const soon = await made('short', 30);
    t.clock.advance(30 * DAY);
    await signIn();
    const expired = await publish(soon.token, bytes);
    expect([expired.status, expired.body.messages]).toEqual([401, `This publishing token expired on ${soon.expires_at.slice(0, 10)}; make a new one in the user centre`]);
    expect((await list(session)).find((row) => row.id === soon.id)!.expired).toBe(true);
    expect(await t.upstream.db.selectFrom('plugin').select('id').where('name', '=', 'never-published').execute()).toEqual([]);
  });

  it('is revoked only by its owner, once', async () => {
    const { id } = await made('mine');
    expect((await revoke(other, id)).status).toBe(404);
    expect((await revoke(session, id)).status).toBe(200);
    expect((await revoke(session, id)).body.messages).toBe('The publishing token does not exist or is already revoked');
  });

  it(`holds at most ${ACCESS_TOKEN_MAX_ACTIVE} unexpired tokens per account, however many are asked for at once`, async () => {
    const account = await activeUser(t, freshAccount('burst'), 'en-US');
    const burst = (await tokenFor(t, account.username, account.password)).token;
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => create(burst, { name: `parallel ${i}`, expires_in_days: 30 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(ACCESS_TOKEN_MAX_ACTIVE);
    const refused = answers.filter((a) => a.status !== 200);
    expect(new Set(refused.map((a) => `${a.status} ${a.body.messages}`))).toEqual(new Set([`409 You already have ${ACCESS_TOKEN_MAX_ACTIVE} active publishing tokens; revoke one before making another`]));
    expect(await list(burst)).toHaveLength(ACCESS_TOKEN_MAX_ACTIVE);
    // another account is not touched by the burst, and revoking one makes room
    expect((await create(other, { name: 'unaffected', expires_in_days: 30 })).status).toBe(200);
    await revoke(burst, (await list(burst))[0].id);
    expect((await create(burst, { name: 'after revoking', expires_in_days: 30 })).status).toBe(200);
  });
});
