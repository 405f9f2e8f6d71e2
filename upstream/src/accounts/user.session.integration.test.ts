import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInAnswer, User } from '../../../contract/index.ts';
import { SECOND } from '../domain/clock.ts';
import { CROSS_LOGIN_CODE_LIFETIME } from './cross-login.ts';
import { hashToken } from './tokens.ts';
import { activeUser, freshAccount, freshIp, from, tokenFor } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';

describe('sign-out and cross-site login codes', () => {
  let t: TestUpstream;
  let alice: Awaited<ReturnType<typeof activeUser>>;
  let bob: Awaited<ReturnType<typeof activeUser>>;
  beforeAll(async () => {
    t = await startTestUpstream();
    alice = await activeUser(t, freshAccount('alice'));
    bob = await activeUser(t, freshAccount('bob'));
  });
  afterAll(() => t.close());

  const post = <T = unknown>(path: string, token?: string, json: unknown = {}, lang = 'en') =>
    t.api<T>(path, { method: 'POST', json, headers: from(freshIp(), lang, token) });
  const info = (token: string) => t.api<User>('/user/info', { headers: from(freshIp(), 'en', token) });
  const newCode = async (token: string) => {
    const { body } = await post<{ code: string; expires_at: string }>('/user/crossLogin/code', token);
    expect(body.statusCode).toBe(200);
    return body.data.code;
  };
  const redeem = (code: string, lang = 'en') => post<SignInAnswer>('/user/crossLogin/redeem', undefined, { code }, lang);

  describe('sign out', () => {
    it("POST /user/signOut ends the caller's session: its token gets 401 afterwards", async () => {
      const { token } = await tokenFor(t, alice.username, alice.password);
      expect((await info(token)).status).toBe(200);
      const out = await post('/user/signOut', token);
      expect([out.status, out.body.statusCode]).toEqual([200, 200]);
      const after = await info(token);
      expect([after.status, after.body.statusCode]).toEqual([401, 401]);
      expect(after.body.messages).toBe('Your sign-in has expired; please sign in again');
    });

    it('POST /user/signOut leaves the same account signed in elsewhere', async () => {
      const here = (await tokenFor(t, alice.username, alice.password)).token;
      const elsewhere = (await tokenFor(t, alice.username, alice.password)).token;
      await post('/user/signOut', here);
      expect((await info(elsewhere)).status).toBe(200);
    });

    it('POST /user/signOut without a valid token is refused with 401', async () => {
      expect((await post('/user/signOut')).status).toBe(401);
      expect((await post('/user/signOut', 'not-a-token')).status).toBe(401);
    });

    it('POST /user/signOutEverywhere ends every session of the account, the caller included, and no one else', async () => {
      const sessions = await Promise.all([1, 2, 3].map(async () => (await tokenFor(t, alice.username, alice.password)).token));
      const bobs = (await tokenFor(t, bob.username, bob.password)).token;
      const out = await post('/user/signOutEverywhere', sessions[0]);
      expect(out.body.statusCode).toBe(200);
      for (const token of sessions) expect((await info(token)).status).toBe(401);
      expect((await info(bobs)).status).toBe(200);
    });
  });

  describe('cross-site login codes', () => {
    it('a code signs its own user in with a new session token of its own', async () => {
      const { token } = await tokenFor(t, alice.username, alice.password);
      const { body } = await redeem(await newCode(token));
      expect(body.statusCode).toBe(200);
      expect(body.data.user).toMatchObject({ id: alice.id, username: alice.username });
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.data.token).not.toBe(token);
      expect((await info(body.data.token)).body.data.id).toBe(alice.id);
    });

    it("a code is bound to the user who asked for it: bob's code signs in bob, never alice", async () => {
      const bobs = (await tokenFor(t, bob.username, bob.password)).token;
      const { body } = await redeem(await newCode(bobs));
      expect(body.data.user.id).toBe(bob.id);
    });

    it('a code works once: a second redeem is refused with 400 and a message', async () => {
      const code = await newCode((await tokenFor(t, alice.username, alice.password)).token);
      expect((await redeem(code)).body.statusCode).toBe(200);
      const again = await redeem(code);
      expect([again.status, again.body.statusCode]).toEqual([400, 400]);
      expect(again.body.messages).toBe('This cross-site sign-in code has already been used; please sign in again');
      expect((await redeem(code, 'zh-CN')).body.messages).toBe('该跨站登录凭证已被使用，请重新登录');
    });

    it('of many simultaneous redeems of one code exactly one wins', async () => {
      const code = await newCode((await tokenFor(t, alice.username, alice.password)).token);
      const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(code)));
      expect(answers.filter((answer) => answer.body.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 400)).toHaveLength(19);
    });

    it('a code expires after 60 seconds', async () => {
      const code = await newCode((await tokenFor(t, alice.username, alice.password)).token);
      t.clock.advance(CROSS_LOGIN_CODE_LIFETIME + SECOND);
      const late = await redeem(code);
      expect([late.status, late.body.messages]).toEqual([400, 'This cross-site sign-in code has expired; please sign in again']);
    });

    it('a code still works just before its 60 seconds are up', async () => {
      const code = await newCode((await tokenFor(t, alice.username, alice.password)).token);
      t.clock.advance(CROSS_LOGIN_CODE_LIFETIME - SECOND);
      expect((await redeem(code)).body.statusCode).toBe(200);
    });

    it('an unknown code, and a session token passed as a code, are refused', async () => {
      const unknown = await redeem('no-such-code');
      expect([unknown.status, unknown.body.messages]).toEqual([400, 'This cross-site sign-in code is invalid; please sign in again']);
      const { token } = await tokenFor(t, alice.username, alice.password);
      expect((await redeem(token)).status).toBe(400);
    });

    it('a code dies with the session that made it: signing out voids it', async () => {
      const { token } = await tokenFor(t, alice.username, alice.password);
      const code = await newCode(token);
      await post('/user/signOut', token);
      expect((await redeem(code)).status).toBe(400);
    });

    it('asking for a code needs a valid session', async () => {
      expect((await post('/user/crossLogin/code')).status).toBe(401);
    });

    it('an empty code is refused with the translated message', async () => {
      const { status, body } = await redeem('', 'zh-CN');
      expect([status, body.messages]).toEqual([400, '缺少跨站登录凭证']);
    });

    it('only the hash of a code is stored', async () => {
      const code = await newCode((await tokenFor(t, alice.username, alice.password)).token);
      const rows = await t.upstream.db.selectFrom('cross_login_code').select('code_hash').execute();
      expect(rows.some((row) => row.code_hash === hashToken(code))).toBe(true);
      expect(rows.some((row) => row.code_hash === code)).toBe(false);
    });
  });
});
