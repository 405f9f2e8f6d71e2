import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../contract/index.ts';
import { SECOND } from '../domain/clock.ts';
import { LIMITS } from '../runtime/rate-limit.ts';
import { TOKEN_LIFETIME } from './tokens.ts';
import { activeUser, freshAccount, lastMailTo, signIn, signUp, tokenFor, tokenOf } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';

describe('password reset and change', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  const post = (path: string, json: unknown, { lang = 'zh-CN', token }: { lang?: string; token?: string } = {}) =>
    t.api(path, { method: 'POST', json, headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const askReset = (username: string, email: string, lang = 'zh-CN') => post('/user/send/retrievePasswordMail', { username, email }, { lang });
  const reset = (token: string, password: string, confirmPassword = password, lang = 'zh-CN') =>
    post('/user/retrievePassword', { token, password, confirmPassword }, { lang });
  const change = (token: string, password: string, newPassword: string, confirmNewPassword = newPassword, lang = 'zh-CN') =>
    post('/user/updatePassword', { password, newPassword, confirmNewPassword }, { lang, token });
  const info = (token: string) => t.api<User>('/user/info', { headers: { authorization: `Bearer ${token}` } });

  /** An active user whose last mail is a minute old, so the next mail is allowed. */
  const readyUser = async (lang = 'zh-CN') => {
    const user = await activeUser(t, freshAccount('reset'), lang);
    t.clock.advance(LIMITS.mailBurst.windowMs);
    return user;
  };
  const resetLink = async (user: { username: string; email: string }) => {
    expect((await askReset(user.username, user.email)).body.statusCode).toBe(200);
    return (await lastMailTo(t, user.email)).links[0];
  };

  describe('reset by mail', () => {
    it('mails a reset link when username and email belong to one account, then the new password signs in', async () => {
      const user = await readyUser();
      expect((await askReset(user.username.toUpperCase(), user.email.toUpperCase())).body.statusCode).toBe(200);
      const link = (await lastMailTo(t, user.email)).links[0];
      expect(link).toMatch(/^http:\/\/localhost:8080\/password\/reset\?token=[A-Za-z0-9_-]{43}$/);
      expect((await reset(tokenOf(link), 'NewSecret456')).body.statusCode).toBe(200);
      expect((await signIn(t, user.username, 'NewSecret456')).body.statusCode).toBe(200);
      expect((await signIn(t, user.username, user.password)).body.statusCode).toBe(400);
    });

    it('the reset mail is in the language of the account, HTML and text, linking to that site', async () => {
      const user = await readyUser('en');
      await askReset(user.username, user.email, 'zh-CN');
      const mail = await lastMailTo(t, user.email);
      expect(mail.subject).toBe('Reset your Tidewatch password');
      expect(mail.links[0]).toMatch(/^http:\/\/en\.localhost:8080\/password\/reset\?token=/);
      expect(mail.text).toContain(mail.links[0]);
      expect(mail.html).toContain('Choose a new password');
    });

    it('refuses when the username and email do not belong to one account', async () => {
      const user = await readyUser();
      const other = await signUp(t);
      const { status, body } = await askReset(user.username, other.email, 'en');
      expect([status, body.statusCode]).toEqual([400, 400]);
      expect(body.messages).toBe('The username and email address do not belong to the same account');
      expect((await askReset('nobody_at_all', 'nobody@example.com')).body.messages).toBe('用户名与邮箱不属于同一账号');
    });

    it('a reset link works once; using it again is refused', async () => {
      const user = await readyUser();
      const token = tokenOf(await resetLink(user));
      expect((await reset(token, 'NewSecret456')).body.statusCode).toBe(200);
      expect((await reset(token, 'Another789', 'Another789', 'en')).body).toMatchObject({ statusCode: 400, messages: 'This password reset link has already been used' });
      expect((await signIn(t, user.username, 'NewSecret456')).body.statusCode).toBe(200);
    });

    it('a reset link expires after an hour', async () => {
      const user = await readyUser();
      const token = tokenOf(await resetLink(user));
      t.clock.advance(TOKEN_LIFETIME.reset + SECOND);
      expect((await reset(token, 'NewSecret456', 'NewSecret456', 'en')).body).toMatchObject({
        statusCode: 400,
        messages: 'This password reset link has expired; please request a new one',
      });
    });

    it('only the newest reset link works', async () => {
      const user = await readyUser();
      const older = tokenOf(await resetLink(user));
      t.clock.advance(LIMITS.mailBurst.windowMs);
      const newer = tokenOf(await resetLink(user));
      expect((await reset(older, 'NewSecret456')).body.statusCode).toBe(400);
      expect((await reset(newer, 'NewSecret456')).body.statusCode).toBe(200);
    });

    it('an unknown reset token is refused', async () => {
      expect((await reset('no-such-token', 'NewSecret456', 'NewSecret456', 'en')).body).toMatchObject({ statusCode: 400, messages: 'This password reset link is invalid' });
    });

    it('the new password follows the password rules, and a refused one leaves the link usable', async () => {
      const user = await readyUser();
      const token = tokenOf(await resetLink(user));
      expect((await reset(token, 'short1', 'short1', 'en')).body.messages).toBe('The password must be 8 to 64 characters long');
      expect((await reset(token, 'NoDigitsHere', 'NoDigitsHere', 'en')).body.messages).toBe('The password must contain at least one letter and one digit');
      expect((await reset(token, 'NewSecret456', 'NewSecret457', 'en')).body.messages).toBe('The two passwords do not match');
      expect((await reset(token, 'NewSecret456')).body.statusCode).toBe(200);
    });

    it('a reset signs the user out everywhere', async () => {
      const user = await readyUser();
      const { token: session } = await tokenFor(t, user.username, user.password);
      expect((await info(session)).status).toBe(200);
      expect((await reset(tokenOf(await resetLink(user)), 'NewSecret456')).body.statusCode).toBe(200);
      expect((await info(session)).status).toBe(401);
    });

    it('reset mails are rate limited per address', async () => {
      const user = await readyUser();
      await resetLink(user);
      const { status, body } = await askReset(user.username, user.email, 'en');
      expect([status, body.statusCode]).toEqual([429, 429]);
      expect(body.messages).toMatch(/^A mail was just sent to this address/);
    });
  });

  describe('change while signed in', () => {
    it('changes the password given the current one', async () => {
      const user = await activeUser(t);
      const { token } = await tokenFor(t, user.username, user.password);
      expect((await change(token, user.password, 'Changed789')).body.statusCode).toBe(200);
      expect((await signIn(t, user.username, 'Changed789')).body.statusCode).toBe(200);
      expect((await signIn(t, user.username, user.password)).body.statusCode).toBe(400);
    });

    it('refuses a wrong current password', async () => {
      const user = await activeUser(t);
      const { token } = await tokenFor(t, user.username, user.password);
      const { status, body } = await change(token, 'NotMine123', 'Changed789', 'Changed789', 'en');
      expect([status, body.statusCode]).toEqual([400, 400]);
      expect(body.messages).toBe('The current password is incorrect');
      expect((await signIn(t, user.username, user.password)).body.statusCode).toBe(200);
    });

    it('the new password follows the rules and must be confirmed', async () => {
      const user = await activeUser(t);
      const { token } = await tokenFor(t, user.username, user.password);
      expect((await change(token, user.password, 'abc', 'abc', 'en')).body.messages).toBe('The password must be 8 to 64 characters long');
      expect((await change(token, user.password, '12345678', '12345678', 'en')).body.messages).toBe('The password must contain at least one letter and one digit');
      expect((await change(token, user.password, 'Changed789', 'Changed780', 'en')).body.messages).toBe('The two passwords do not match');
      expect((await change(token, user.password, user.password, user.password, 'en')).body.messages).toBe('The new password must be different from the current password');
    });

    it('keeps this session and signs out the others', async () => {
      const user = await activeUser(t);
      const { token: here } = await tokenFor(t, user.username, user.password);
      const { token: elsewhere } = await tokenFor(t, user.username, user.password);
      expect((await change(here, user.password, 'Changed789')).body.statusCode).toBe(200);
      expect((await info(here)).status).toBe(200);
      expect((await info(elsewhere)).status).toBe(401);
    });

    it('needs a signed-in user', async () => {
      const { status, body } = await change('not-a-token', 'Secret123', 'Changed789');
      expect([status, body.statusCode]).toEqual([401, 401]);
    });

    it('wrong current passwords count like failed sign-ins', async () => {
      const user = await activeUser(t);
      const { token } = await tokenFor(t, user.username, user.password);
      for (let i = 0; i < LIMITS.signInFailures.limit; i++) expect((await change(token, 'NotMine123', 'Changed789')).body.statusCode).toBe(400);
      expect((await change(token, user.password, 'Changed789')).body.statusCode).toBe(429);
    });
  });
});
