import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateCrossLoginCodeDocument,
  HeaderProfileDocument,
  RedeemCrossLoginCodeDocument,
  SignOutDocument,
  SignOutEverywhereDocument,
} from '../../../client/src/gql/graphql.ts';
import { signedInUser, solvedCaptcha, startTestStack, type TestStack } from '../testing/stack.ts';

/** Sign-out and cross-site login through the graph, with the client's own documents (issue #12). */
describe('sign-out and cross-site login through the graph', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'x-locale': 'en' });
  /** A second session of an existing account (signedInUser made the account and its first session). */
  const anotherSession = async (username: string) => {
    const { body } = await stack.graph<{ signIn: { token: string } }>('mutation($input: SignInInput!) { signIn(input: $input) { token } }', {
      input: { username, password: `${username}1pass`, ...(await solvedCaptcha(stack)) },
    });
    return body.data!.signIn.token;
  };
  const restInfoStatus = async (token: string) => (await fetch(`${stack.upstream.apiUrl}/user/info`, { headers: { authorization: `Bearer ${token}` } })).status;
  const me = async (token: string) => (await stack.graph(HeaderProfileDocument, {}, bearer(token))).body.data?.me ?? null;

  it('signOut ends the session: afterwards me is null, REST answers 401 and a signed-in mutation is UNAUTHENTICATED', async () => {
    const { token } = await signedInUser(stack, 'gone01');
    expect(await me(token)).toMatchObject({ username: 'gone01' });
    const out = await stack.graph(SignOutDocument, {}, bearer(token));
    expect(out.body).toEqual({ data: { signOut: true } });
    expect(await me(token)).toBeNull();
    expect(await restInfoStatus(token)).toBe(401);
    const again = await stack.graph(SignOutDocument, {}, bearer(token));
    expect(again.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('signOutEverywhere ends every session of the account, the calling one included', async () => {
    const { token } = await signedInUser(stack, 'every01');
    const second = await anotherSession('every01');
    const other = (await signedInUser(stack, 'other01')).token;
    expect((await stack.graph(SignOutEverywhereDocument, {}, bearer(second))).body).toEqual({ data: { signOutEverywhere: true } });
    expect(await me(token)).toBeNull();
    expect(await me(second)).toBeNull();
    expect(await restInfoStatus(token)).toBe(401);
    expect(await me(other)).toMatchObject({ username: 'other01' });
  });

  it('a cross-site login code signs in its own user once, with a new token', async () => {
    const { token } = await signedInUser(stack, 'cross01');
    const made = await stack.graph(CreateCrossLoginCodeDocument, {}, bearer(token));
    const { code, expiresAt } = made.body.data!.createCrossLoginCode;
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const redeemed = await stack.graph(RedeemCrossLoginCodeDocument, { code }, { 'x-locale': 'en' });
    const session = redeemed.body.data!.redeemCrossLoginCode;
    expect(session.user.username).toBe('cross01');
    expect(session.token).not.toBe(token);
    expect(await me(session.token)).toMatchObject({ username: 'cross01' });

    const again = await stack.graph(RedeemCrossLoginCodeDocument, { code }, { 'x-locale': 'en' });
    expect(again.body.errors![0]).toMatchObject({
      message: 'This cross-site sign-in code has already been used; please sign in again',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('a session token is not a cross-site login code', async () => {
    const { token } = await signedInUser(stack, 'cross02');
    const { body } = await stack.graph(RedeemCrossLoginCodeDocument, { code: token }, { 'x-locale': 'zh' });
    expect(body.errors![0]).toMatchObject({ message: '跨站登录凭证无效，请重新登录', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a visitor cannot ask for a cross-site login code', async () => {
    const { body } = await stack.graph(CreateCrossLoginCodeDocument, {});
    expect(body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});
