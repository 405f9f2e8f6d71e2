import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Captcha, SignInAnswer, User } from '../../../contract/index.ts';
import { CAPTCHA_LIFETIME } from './captcha.ts';
import { DAY, MINUTE, SECOND } from '../domain/clock.ts';
import { LIMITS } from '../runtime/rate-limit.ts';
import { activeUser, freshAccount, freshIp, from, signIn, signUp, solveCaptcha, tokenFor } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';

describe('captcha, sign-in and sessions', () => {
  let t: TestUpstream;
  let alice: Awaited<ReturnType<typeof activeUser>>;
  beforeAll(async () => {
    t = await startTestUpstream();
    alice = await activeUser(t, freshAccount('alice'));
  });
  afterAll(() => t.close());

  const login = (body: Record<string, string>, ip = freshIp(), lang = 'zh-CN') =>
    t.api<SignInAnswer>('/user/login', { method: 'POST', json: body, headers: from(ip, lang) });

  describe('captcha', () => {
    it('GET /user/captcha gives an SVG data URL and a uuid', async () => {
      const { status, body } = await t.api<Captcha>('/user/captcha', { headers: from(freshIp()) });
      expect([status, body.statusCode]).toEqual([200, 200]);
      expect(body.data.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(body.data.captcha.split(',')[1], 'base64').toString()).toMatch(/^<svg/);
      expect(body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('the code is 4 characters without look-alikes (0/O, 1/I/L)', async () => {
      const { code } = await solveCaptcha(t);
      expect(code).toMatch(/^[a-z0-9]{4}$/);
      expect(code).not.toMatch(/[0o1il]/);
    });

    it('a wrong captcha code is refused', async () => {
      const { uuid } = await solveCaptcha(t);
      const { status, body } = await login({ username: alice.username, password: alice.password, code: 'zzzz', uuid });
      expect([status, body.statusCode]).toEqual([400, 400]);
      expect(body.messages).toBe('验证码错误，请输入新的验证码');
    });

    it('a captcha works once: a second attempt with it is refused even with the right code', async () => {
      const captcha = await solveCaptcha(t);
      const first = await login({ username: alice.username, password: alice.password, code: captcha.code, uuid: captcha.uuid });
      expect(first.body.statusCode).toBe(200);
      const again = await login({ username: alice.username, password: alice.password, code: captcha.code, uuid: captcha.uuid }, freshIp(), 'en');
      expect(again.body).toMatchObject({ statusCode: 400, messages: 'The verification code has expired or was already used; please refresh it' });
    });

    it('a wrong attempt uses the captcha up too', async () => {
      const captcha = await solveCaptcha(t);
      await login({ username: alice.username, password: alice.password, code: 'zzzz', uuid: captcha.uuid });
      const retry = await login({ username: alice.username, password: alice.password, code: captcha.code, uuid: captcha.uuid });
      expect(retry.body.statusCode).toBe(400);
    });

    it('the captcha code is compared ignoring letter case', async () => {
      const captcha = await solveCaptcha(t);
      const { body } = await login({ username: alice.username, password: alice.password, code: ` ${captcha.code.toUpperCase()} `, uuid: captcha.uuid });
      expect(body.statusCode).toBe(200);
    });

    it('a captcha expires after 5 minutes', async () => {
      const captcha = await solveCaptcha(t);
      t.clock.advance(CAPTCHA_LIFETIME + SECOND);
      const { body } = await login({ username: alice.username, password: alice.password, code: captcha.code, uuid: captcha.uuid }, freshIp(), 'en');
      expect(body).toMatchObject({ statusCode: 400, messages: 'The verification code has expired; please refresh it' });
    });

    it('an unknown captcha uuid is refused', async () => {
      const { body } = await login({ username: alice.username, password: alice.password, code: 'abcd', uuid: 'no-such-uuid' });
      expect(body.statusCode).toBe(400);
    });

    it('more than 60 captchas a minute from one address are refused with 429, and allowed again a minute later', async () => {
      const ip = freshIp();
      for (let i = 0; i < LIMITS.captcha.limit; i++) expect((await t.api('/user/captcha', { headers: from(ip) })).body.statusCode).toBe(200);
      const refused = await t.api('/user/captcha', { headers: from(ip, 'en') });
      expect([refused.status, refused.body.statusCode]).toEqual([429, 429]);
      expect(refused.body.messages).toMatch(/^Too many verification codes requested; please try again in \d+ seconds$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await t.api('/user/captcha', { headers: from(freshIp()) })).body.statusCode).toBe(200);
      t.clock.advance(MINUTE);
      expect((await t.api('/user/captcha', { headers: from(ip) })).body.statusCode).toBe(200);
    });

    it('GET /dev/captcha/{uuid} answers 404 for an unknown captcha', async () => {
      expect((await fetch(`${t.upstream.origin}/dev/captcha/nope`)).status).toBe(404);
    });
  });

  describe('sign in', () => {
    it('signs in by username and answers a token and the user', async () => {
      const { body } = await signIn(t, alice.username, alice.password);
      expect(body.statusCode).toBe(200);
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.data.user).toMatchObject({ id: alice.id, username: alice.username, email: alice.email, status: 1, name: null, country: null });
      expect(body.data.user.key).toMatch(/^[0-9a-f]{32}$/);
      expect(Number.isNaN(Date.parse(body.data.user.created_at))).toBe(false);
    });

    it('signs in by email address, ignoring letter case', async () => {
      const { body } = await signIn(t, alice.email.toUpperCase(), alice.password);
      expect(body.data.user.id).toBe(alice.id);
    });

    it('signs in by username ignoring letter case', async () => {
      const { body } = await signIn(t, alice.username.toUpperCase(), alice.password);
      expect(body.data.user.id).toBe(alice.id);
    });

    it('a wrong password and an unknown user get the same message', async () => {
      const wrongPassword = await signIn(t, alice.username, 'Wrong12345', { lang: 'en' });
      const unknownUser = await signIn(t, 'nobody_here', alice.password, { lang: 'en' });
      expect(wrongPassword.body).toEqual({ statusCode: 400, messages: 'Incorrect username, email address or password', data: null });
      expect(unknownUser.body).toEqual(wrongPassword.body);
    });

    it('an account whose email is not verified can sign in and shows status 0', async () => {
      const bob = await signUp(t, freshAccount('bob'));
      const { token, user } = await tokenFor(t, bob.username, bob.password);
      expect(user.status).toBe(0);
      const info = await t.api<User>('/user/info', { headers: { authorization: `Bearer ${token}` } });
      expect(info.body.data).toMatchObject({ id: bob.id, status: 0 });
    });

    it('after 10 failed attempts from one address a further attempt gets 429, even with the right password', async () => {
      const ip = freshIp();
      for (let i = 0; i < LIMITS.signInFailures.limit; i++) {
        expect((await signIn(t, `nobody_${i}`, 'Wrong12345', { ip })).body.statusCode).toBe(400);
      }
      const refused = await signIn(t, alice.username, alice.password, { ip, lang: 'en' });
      expect([refused.status, refused.body.statusCode]).toEqual([429, 429]);
      expect(refused.body.messages).toMatch(/^Too many failed sign-in attempts; please try again in \d+ minutes$/);
      expect((await signIn(t, alice.username, alice.password)).body.statusCode).toBe(200);
    });

    it('after 10 wrong passwords for one account, the next check waits a second, and then the owner signs in', async () => {
      const carol = await activeUser(t, freshAccount('carol'));
      for (let i = 0; i < 5; i++) expect((await signIn(t, carol.username, 'Wrong12345')).body.statusCode).toBe(400);
      for (let i = 0; i < 5; i++) expect((await signIn(t, carol.email, 'Wrong12345')).body.statusCode).toBe(400);
      const slowed = await signIn(t, carol.username, carol.password, { lang: 'en' });
      expect([slowed.status, slowed.body.statusCode]).toEqual([429, 429]);
      expect(slowed.body.messages).toBe('Too many failed sign-ins for this account; please wait 1 seconds, then try again with a new verification code');
      expect(slowed.headers.get('retry-after')).toBe('1');
      t.clock.advance(SECOND);
      expect((await signIn(t, carol.username, carol.password)).body.statusCode).toBe(200);
    });

    it('each further wrong password doubles the wait for the account, up to a minute', async () => {
      const fay = await activeUser(t, freshAccount('fay'));
      for (let i = 0; i < LIMITS.signInAccount.limit; i++) expect((await signIn(t, fay.username, 'Wrong12345')).body.statusCode).toBe(400);
      const waits: string[] = [];
      for (let i = 0; i < 8; i++) {
        const slowed = await signIn(t, fay.username, 'Wrong12345');
        expect(slowed.body.statusCode).toBe(429);
        const wait = slowed.headers.get('retry-after')!;
        waits.push(wait);
        t.clock.advance(Number(wait) * SECOND);
        expect((await signIn(t, fay.username, 'Wrong12345')).body.statusCode).toBe(400);
      }
      expect(waits).toEqual(['1', '2', '4', '8', '16', '32', '60', '60']);
      t.clock.advance(MINUTE);
      expect((await signIn(t, fay.username, fay.password)).body.statusCode).toBe(200);
    });

    it('a wrong captcha counts against the caller\'s address only, never against the account', async () => {
      const dan = await activeUser(t, freshAccount('dan'));
      const ip = freshIp();
      for (let i = 0; i < LIMITS.signInFailures.limit; i++) {
        const { uuid } = await solveCaptcha(t);
        expect((await login({ username: dan.username, password: dan.password, code: 'zzzz', uuid }, ip)).body.statusCode).toBe(400);
      }
      expect((await signIn(t, dan.username, dan.password, { ip })).body.statusCode).toBe(429);
      expect((await signIn(t, dan.username, dan.password)).body.statusCode).toBe(200);
    });

    it("a stranger's made-up captchas from many addresses leave the owner able to sign in at once", async () => {
      const gus = await activeUser(t, freshAccount('gus'));
      for (let i = 0; i < 12; i++) {
        const { status, body } = await login({ username: gus.username, password: 'Wrong12345', code: 'abcd', uuid: crypto.randomUUID() }, freshIp(), 'en');
        expect([status, body.messages]).toEqual([400, 'The verification code has expired or was already used; please refresh it']);
      }
      expect((await signIn(t, gus.username, gus.password)).body.statusCode).toBe(200);
    });

    it('a successful sign-in clears the failures counted against the account', async () => {
      const eve = await activeUser(t, freshAccount('eve'));
      for (let i = 0; i < LIMITS.signInFailures.limit - 1; i++) expect((await signIn(t, eve.username, 'Wrong12345')).body.statusCode).toBe(400);
      expect((await signIn(t, eve.username, eve.password)).body.statusCode).toBe(200);
      expect((await signIn(t, eve.username, 'Wrong12345')).body.statusCode).toBe(400);
      expect((await signIn(t, eve.username, eve.password)).body.statusCode).toBe(200);
    });
  });

  describe('sessions and /user/info', () => {
    it('GET /user/info without a token answers HTTP 401 with statusCode 401 and a message', async () => {
      const { status, body } = await t.api('/user/info', { headers: { 'accept-language': 'en' } });
      expect([status, body.statusCode]).toEqual([401, 401]);
      expect(body.messages).toBe('Please sign in first');
    });

    it('GET /user/info with an unknown token answers 401', async () => {
      const { status, body } = await t.api('/user/info', { headers: { authorization: 'Bearer not-a-token' } });
      expect([status, body.statusCode]).toEqual([401, 401]);
      expect(body.messages).toBe('登录已失效，请重新登录');
    });

    it('GET /user/info?index=1 answers HTTP 200 with the 401 body as is', async () => {
      const { status, body } = await t.api('/user/info?index=1', { headers: { authorization: 'Bearer not-a-token' } });
      expect(status).toBe(200);
      expect(body).toMatchObject({ statusCode: 401, data: null, messages: expect.any(String) });
    });

    it('GET /user/info?index=1 with a good token answers the user', async () => {
      const { token } = await tokenFor(t, alice.username, alice.password);
      const { body } = await t.api<User>('/user/info?index=1', { headers: { authorization: `Bearer ${token}` } });
      expect(body).toMatchObject({ statusCode: 200, data: { id: alice.id, username: alice.username } });
    });

    it('a session ends after 7 days', async () => {
      const { token } = await tokenFor(t, alice.username, alice.password);
      t.clock.advance(7 * DAY - MINUTE);
      expect((await t.api('/user/info', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      t.clock.advance(MINUTE);
      expect((await t.api('/user/info', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    });

    it('POST /user/updateKey replaces the API key with a new one', async () => {
      const { token, user } = await tokenFor(t, alice.username, alice.password);
      const { body } = await t.api<{ key: string }>('/user/updateKey', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(body.statusCode).toBe(200);
      expect(body.data.key).toMatch(/^[0-9a-f]{32}$/);
      expect(body.data.key).not.toBe(user.key);
      const info = await t.api<User>('/user/info', { headers: { authorization: `Bearer ${token}` } });
      expect(info.body.data.key).toBe(body.data.key);
    });

    it('POST /user/updateKey without a token answers 401', async () => {
      expect((await t.api('/user/updateKey', { method: 'POST' })).status).toBe(401);
    });
  });
});
