import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivateAccountDocument,
  AgreementPageDocument,
  ChangePasswordDocument,
  HeaderProfileDocument,
  ProfilePageDocument,
  RefreshApiKeyDocument,
  RequestCaptchaDocument,
  SignInDocument,
  SignUpDocument,
} from '../../../client/src/gql/graphql.ts';
import { startTestStack, type TestStack } from '../testing/stack.ts';

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

describe('accounts through the graph', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  const captcha = async () => {
    const { body } = await stack.graph(RequestCaptchaDocument);
    const { uuid, image } = body.data!.requestCaptcha;
    expect(image).toMatch(/^data:image\//);
    const { code } = (await (await fetch(`${stack.upstream.origin}/dev/captcha/${uuid}`)).json()) as { code: string };
    return { uuid, code };
  };
  const mailTo = async (address: string) => {
    const mails = (await (await fetch(`${stack.upstream.origin}/dev/outbox`)).json()) as Mail[];
    return mails.find((mail) => mail.to === address)!;
  };
  const tokenIn = (mail: Mail) => new URL(mail.links.find((link) => link.includes('token='))!).searchParams.get('token')!;

  const signUp = async (username: string, email: string, password: string) => {
    const { uuid, code } = await captcha();
    return stack.graph(
      SignUpDocument,
      { input: { username, email, password, confirmPassword: password, agreement: 'User Registration and Service Agreement', code, uuid } },
    );
  };
  const signIn = async (username: string, password: string) => {
    const { uuid, code } = await captcha();
    return stack.graph(
      SignInDocument,
      { input: { username, password, code, uuid } },
    );
  };

  it('signs up, activates by the mailed link, signs in and reads me', async () => {
    const signedUp = await signUp('alice01', 'alice@example.com', 'correct1horse');
    expect(signedUp.body.errors).toBeUndefined();
    expect(signedUp.body.data!.signUp.id).toMatch(/^\d+$/);
    const activation = await mailTo('alice@example.com');
    expect(activation.links[0]).toMatch(/^http:\/\/localhost:8080\/activate\/result\?token=/);
    const activated = await stack.graph(ActivateAccountDocument, { token: tokenIn(activation) });
    expect(activated.body.data).toEqual({ activateAccount: true });

    const session = await signIn('alice@example.com', 'correct1horse');
    expect(session.body.data!.signIn.user).toMatchObject({ username: 'alice01', status: 'VERIFIED' });
    const me = await stack.graph(ProfilePageDocument, {}, { authorization: `Bearer ${session.body.data!.signIn.token}` });
    expect(me.body.data).toMatchObject({ me: { username: 'alice01', email: 'alice@example.com', status: 'VERIFIED' } });
  });

  it('refreshes the API key and changes the password', async () => {
    await signUp('bob01', 'bob@example.com', 'first1pass');
    const token = (await signIn('bob01', 'first1pass')).body.data!.signIn.token;
    const auth = { authorization: `Bearer ${token}` };
    const before = (await stack.graph(ProfilePageDocument, {}, auth)).body.data!.me!.key;
    const refreshed = await stack.graph(RefreshApiKeyDocument, {}, auth);
    expect(refreshed.body.data!.refreshApiKey).not.toBe(before);
    const changed = await stack.graph(ChangePasswordDocument, { input: { password: 'first1pass', newPassword: 'second2pass', confirmNewPassword: 'second2pass' } }, auth);
    expect(changed.body.data).toEqual({ changePassword: true });
    expect((await signIn('bob01', 'second2pass')).body.data!.signIn.user.username).toBe('bob01');
  });

  it('answers me with null for a visitor and for a token the upstream refuses', async () => {
    expect((await stack.graph(HeaderProfileDocument)).body.data).toEqual({ me: null });
    expect((await stack.graph(HeaderProfileDocument, {}, { authorization: 'Bearer not-a-real-token' })).body.data).toEqual({ me: null });
  });

  it('refuses a wrong captcha with BAD_USER_INPUT and the upstream message', async () => {
    const { uuid } = await captcha();
    const { body } = await stack.graph(SignInDocument, { input: { username: 'alice01', password: 'x', code: 'zzzz', uuid } }, { 'x-locale': 'en' });
    expect(body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(body.errors![0].message.length).toBeGreaterThan(0);
  });

  it('answers UNAUTHENTICATED to a signed-in-only mutation without a token', async () => {
    const { body } = await stack.graph(RefreshApiKeyDocument);
    expect(body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('gives the agreement in the language of the request', async () => {
    const zh = await stack.graph(AgreementPageDocument, {}, { 'x-locale': 'zh' });
    const en = await stack.graph(AgreementPageDocument, {}, { 'x-locale': 'en' });
    expect(zh.body.data!.agreement).toMatch(/[\u4e00-\u9fff]/);
    expect(en.body.data!.agreement).toMatch(/Agreement/i);
  });
});
