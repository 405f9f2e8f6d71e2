import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, SECOND } from '../domain/clock.ts';
import { LIMITS } from '../runtime/rate-limit.ts';
import { TOKEN_LIFETIME } from './tokens.ts';
import { freshAccount, freshIp, from, lastMailTo, outbox, signIn, signUp, signUpBody, tokenOf } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';

describe('sign-up and activation', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  const register = async (body: Record<string, unknown>, lang = 'zh-CN') => {
    const ip = freshIp();
    const account = { username: 'x', email: 'x', password: 'x', ...body } as { username: string; email: string; password: string };
    return t.api<{ id: number }>('/user/register', { method: 'POST', json: { ...(await signUpBody(t, account, ip)), ...body }, headers: from(ip, lang) });
  };
  const activate = (token: string, lang = 'zh-CN') => t.api('/user/activate', { method: 'POST', json: { token }, headers: { 'accept-language': lang } });
  const resend = (id: number, lang = 'zh-CN', ip = freshIp()) => t.api('/user/resendActiveMail', { method: 'POST', json: { id }, headers: from(ip, lang) });
  const mailsTo = async (address: string) => (await outbox(t)).filter((mail) => mail.to === address).length;

  it('sign-up, then the activation link, then sign-in by username and by email', async () => {
    const account = freshAccount('dora');
    const { body } = await register(account);
    expect(body.statusCode).toBe(200);
    expect(body.data.id).toBeGreaterThan(0);

    const mail = await lastMailTo(t, account.email);
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:8080\/activate\/result\?token=[A-Za-z0-9_-]{43}$/);
    expect((await activate(tokenOf(mail.links[0]))).body.statusCode).toBe(200);

    const byName = await signIn(t, account.username, account.password);
    expect(byName.body.data.user).toMatchObject({ id: body.data.id, status: 1 });
    const byEmail = await signIn(t, account.email, account.password);
    expect(byEmail.body.data.user.id).toBe(body.data.id);
  });

  it('the activation mail is in Chinese for a Chinese sign-up, HTML and text, linking to the Chinese site', async () => {
    const user = await signUp(t, freshAccount('zh'), 'zh-CN');
    const mail = await lastMailTo(t, user.email);
    expect(mail.subject).toBe('激活您的潮望账号');
    expect(mail.text).toContain(`${user.username}，您好`);
    expect(mail.text).toContain(mail.links[0]);
    expect(mail.html).toContain(`href="${mail.links[0]}"`);
    expect(mail.html).toContain('验证邮箱');
  });

  it('the activation mail is in English for an English sign-up, linking to the English site', async () => {
    const user = await signUp(t, freshAccount('en'), 'en-US,en;q=0.9');
    const mail = await lastMailTo(t, user.email);
    expect(mail.subject).toBe('Activate your Tidewatch account');
    expect(mail.text).toContain(`Hello ${user.username},`);
    expect(mail.links[0]).toMatch(/^http:\/\/en\.localhost:8080\/activate\/result\?token=/);
    expect(mail.html).toContain('Verify email address');
  });

  it('a new account is unverified (status 0) with an API key', async () => {
    const user = await signUp(t);
    const { body } = await signIn(t, user.username, user.password);
    expect(body.data.user).toMatchObject({ status: 0, key: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('a duplicate username is refused, ignoring letter case', async () => {
    const first = await signUp(t, freshAccount('erin'));
    const { body } = await register({ ...freshAccount('other'), username: first.username.toUpperCase() }, 'en');
    expect(body).toMatchObject({ statusCode: 400, messages: 'This username is already taken' });
  });

  it('a duplicate email address is refused, ignoring letter case', async () => {
    const first = await signUp(t, freshAccount('fay'));
    const { body } = await register({ ...freshAccount('other'), email: first.email.toUpperCase() }, 'en');
    expect(body).toMatchObject({ statusCode: 400, messages: 'This email address is already registered' });
  });

  it('two simultaneous sign-ups with one username make one account; the other is told the name is taken', async () => {
    const account = freshAccount('twin');
    const answers = await Promise.all([
      register({ ...account, email: `a.${account.email}` }, 'en'),
      register({ ...account, username: account.username.toUpperCase(), email: `b.${account.email}` }, 'en'),
    ]);
    expect(answers.map((a) => a.body.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.body.statusCode === 400)?.body.messages).toBe('This username is already taken');
  });

  it('two simultaneous sign-ups with one address make one account; the other is told the address is registered', async () => {
    const account = freshAccount('twin');
    const answers = await Promise.all([register({ ...account, username: `${account.username}a` }, 'en'), register({ ...account, username: `${account.username}b` }, 'en')]);
    expect(answers.map((a) => a.body.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.body.statusCode === 400)?.body.messages).toBe('This email address is already registered');
  });

  it("the server's messages follow the request language: Chinese unless English is asked for", async () => {
    const first = await signUp(t, freshAccount('lang'));
    const zh = await register({ ...freshAccount('other'), username: first.username }, 'zh-CN,zh;q=0.9');
    const none = await register({ ...freshAccount('other'), username: first.username }, '');
    const en = await register({ ...freshAccount('other'), username: first.username }, 'en-GB');
    expect([zh.body.messages, none.body.messages, en.body.messages]).toEqual(['该用户名已被注册', '该用户名已被注册', 'This username is already taken']);
  });

  it("the contract's own validation messages follow the request language", async () => {
    const empty = { username: '', email: '', password: 'x', confirmPassword: 'x', code: 'x', uuid: 'x' };
    const zh = await t.api('/user/register', { method: 'POST', json: empty, headers: { 'accept-language': 'zh-CN' } });
    const en = await t.api('/user/register', { method: 'POST', json: empty, headers: { 'accept-language': 'en' } });
    expect([zh.body.statusCode, zh.body.messages]).toEqual([400, '请输入用户名']);
    expect([en.body.statusCode, en.body.messages]).toEqual([400, 'Please enter your username']);
    const wrongType = await t.api('/user/resendActiveMail', { method: 'POST', json: { id: 'abc' }, headers: { 'accept-language': 'zh-CN' } });
    expect(wrongType.body.messages).toBe('id 须为 1 到 2147483647 之间的整数');
  });

  it('a refused sign-up creates nothing and sends no mail', async () => {
    const account = freshAccount('gil');
    const before = (await outbox(t)).length;
    expect((await register({ ...account, confirmPassword: 'Different123' })).body.statusCode).toBe(400);
    expect((await outbox(t)).length).toBe(before);
    expect((await signIn(t, account.username, account.password)).body.statusCode).toBe(400);
  });

  it('a sign-up with a wrong captcha is refused', async () => {
    const { body } = await register({ ...freshAccount('hal'), code: 'zzzz' });
    expect(body).toMatchObject({ statusCode: 400, messages: '验证码错误，请输入新的验证码' });
  });

  describe('the username rule: 3–32 letters, digits, _ or -, starting with a letter', () => {
    it.each([
      ['too short', 'ab', 'The username must be 3 to 32 characters long'],
      ['too long', `a${'b'.repeat(32)}`, 'The username must be 3 to 32 characters long'],
      ['starting with a digit', '1abc', 'The username may contain only letters, digits, underscores (_) and hyphens (-), and must start with a letter'],
      ['starting with an underscore', '_abc', 'The username may contain only letters, digits, underscores (_) and hyphens (-), and must start with a letter'],
      ['with a space', 'ab cd', 'The username may contain only letters, digits, underscores (_) and hyphens (-), and must start with a letter'],
      ['with an @', 'ab@cd', 'The username may contain only letters, digits, underscores (_) and hyphens (-), and must start with a letter'],
    ])('refuses a username %s', async (_case, username, message) => {
      const { body } = await register({ ...freshAccount(), username }, 'en');
      expect(body).toMatchObject({ statusCode: 400, messages: message });
    });

    it('accepts letters, digits, underscores and hyphens of 3 and of 32 characters', async () => {
      const short = `K${Math.random().toString(36).slice(2, 4)}`;
      expect((await register({ ...freshAccount(), username: short })).body.statusCode).toBe(200);
      const long = `a-_${Math.random().toString(36).slice(2, 8)}`.padEnd(32, '9');
      expect((await register({ ...freshAccount(), username: long })).body.statusCode).toBe(200);
    });
  });

  describe('the email rule: shaped like an address, at most 254 characters', () => {
    it.each([['no at sign', 'someone.example.com'], ['no domain dot', 'someone@example'], ['a space', 'some one@example.com'], ['two at signs', 'a@b@example.com']])(
      'refuses an address with %s',
      async (_case, email) => {
        const { body } = await register({ ...freshAccount(), email }, 'en');
        expect(body).toMatchObject({ statusCode: 400, messages: 'Please enter the correct email address.' });
      },
    );

    it('refuses an address longer than 254 characters', async () => {
      const { body } = await register({ ...freshAccount(), email: `${'a'.repeat(60)}@${['b', 'c', 'd', 'e'].map((c) => c.repeat(60)).join('.')}.com` }, 'en');
      expect(body).toMatchObject({ statusCode: 400, messages: 'At most 254 characters' });
    });
  });

  describe('the password rule: 8–64 characters with a letter and a digit, confirmed', () => {
    it.each([
      ['shorter than 8', 'Abc1234', 'The password must be 8 to 64 characters long'],
      ['longer than 64', `A1${'b'.repeat(63)}`, 'The password must be 8 to 64 characters long'],
      ['without a digit', 'Abcdefghij', 'The password must contain at least one letter and one digit'],
      ['without a letter', '1234567890', 'The password must contain at least one letter and one digit'],
    ])('refuses a password %s', async (_case, password, message) => {
      const { body } = await register({ ...freshAccount(), password, confirmPassword: password }, 'en');
      expect(body).toMatchObject({ statusCode: 400, messages: message });
    });

    it('refuses a confirmation that differs from the password', async () => {
      const { body } = await register({ ...freshAccount(), confirmPassword: 'Secret124' }, 'en');
      expect(body).toMatchObject({ statusCode: 400, messages: 'The two passwords do not match' });
    });
  });

  it('an activation link works once; using it again is refused', async () => {
    const user = await signUp(t);
    const token = tokenOf((await lastMailTo(t, user.email)).links[0]);
    expect((await activate(token)).body.statusCode).toBe(200);
    expect((await activate(token, 'en')).body).toMatchObject({ statusCode: 400, messages: 'This activation link has already been used' });
  });

  it('an activation link expires after 48 hours', async () => {
    const user = await signUp(t);
    const token = tokenOf((await lastMailTo(t, user.email)).links[0]);
    t.clock.advance(TOKEN_LIFETIME.activate + SECOND);
    expect((await activate(token, 'en')).body).toMatchObject({ statusCode: 400, messages: 'This activation link has expired; please request a new activation mail' });
    expect((await signIn(t, user.username, user.password)).body.data.user.status).toBe(0);
  });

  it('an unknown activation token is refused', async () => {
    expect((await activate('not-a-real-token', 'en')).body).toMatchObject({ statusCode: 400, messages: 'This activation link is invalid' });
  });

  it('resending the activation mail sends a new link that activates the account', async () => {
    const user = await signUp(t);
    const first = await lastMailTo(t, user.email);
    t.clock.advance(LIMITS.mailBurst.windowMs);
    expect((await resend(user.id)).body.statusCode).toBe(200);
    const second = await lastMailTo(t, user.email);
    expect(second.id).toBeGreaterThan(first.id);
    expect(second.links[0]).not.toBe(first.links[0]);
    expect((await activate(tokenOf(second.links[0]))).body.statusCode).toBe(200);
  });

  it('resending answers the same for a verified, an unknown and an unverified id, and mails only the unverified one', async () => {
    const verified = await signUp(t);
    await activate(tokenOf((await lastMailTo(t, verified.email)).links[0]));
    const unverified = await signUp(t);
    t.clock.advance(LIMITS.mailBurst.windowMs);
    const answers = [await resend(verified.id, 'en'), await resend(999999, 'en'), await resend(unverified.id, 'en')];
    expect(answers[0].body.statusCode).toBe(200);
    expect(answers.map((answer) => [answer.status, answer.headers.get('retry-after'), answer.body])).toEqual(
      Array(3).fill([answers[0].status, null, answers[0].body]),
    );
    expect([await mailsTo(verified.email), await mailsTo(unverified.email)]).toEqual([1, 2]);
  });

  it('a resend within the minute of the last mail answers the same but sends no second mail', async () => {
    const user = await signUp(t);
    expect(await mailsTo(user.email)).toBe(1);
    const soon = await resend(user.id, 'en');
    expect([soon.status, soon.body.statusCode]).toEqual([200, 200]);
    expect(await mailsTo(user.email)).toBe(1);
    t.clock.advance(LIMITS.mailBurst.windowMs);
    expect((await resend(user.id)).body.statusCode).toBe(200);
    expect(await mailsTo(user.email)).toBe(2);
  });

  it('mail to one address is limited to ten an hour, silently for resends', async () => {
    const user = await signUp(t);
    for (let sent = 1; sent < LIMITS.mailHourly.limit; sent++) {
      t.clock.advance(LIMITS.mailBurst.windowMs);
      expect((await resend(user.id)).body.statusCode).toBe(200);
    }
    expect(await mailsTo(user.email)).toBe(LIMITS.mailHourly.limit);
    t.clock.advance(LIMITS.mailBurst.windowMs);
    expect((await resend(user.id)).body.statusCode).toBe(200);
    expect(await mailsTo(user.email)).toBe(LIMITS.mailHourly.limit);
    t.clock.advance(HOUR);
    expect((await resend(user.id)).body.statusCode).toBe(200);
    expect(await mailsTo(user.email)).toBe(LIMITS.mailHourly.limit + 1);
  });

  it('resending is limited per caller address whatever the id, with a 429 that names the minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.resendActivation.limit; i++) expect((await resend(900000 + i, 'zh-CN', ip)).body.statusCode).toBe(200);
    const refused = await resend(1, 'en', ip);
    expect([refused.status, refused.body.statusCode]).toEqual([429, 429]);
    expect(refused.body.messages).toBe('Too many activation mails requested from your network; please try again in 15 minutes');
    expect(Number(refused.headers.get('retry-after'))).toBe(15 * 60);
    expect((await resend(1, 'en')).body.statusCode).toBe(200);
    t.clock.advance(LIMITS.resendActivation.windowMs);
    expect((await resend(1, 'en', ip)).body.statusCode).toBe(200);
  });
});
