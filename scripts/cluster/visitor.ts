import { Agent, request } from 'node:http';
import type pg from 'pg';

export interface GraphAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * A visitor of the site through the balancer, from a loopback address of its own (all of 127/8 is this machine):
 * the balancer appends that address to X-Forwarded-For and the per-address limits count it, as they would count
 * separate people's addresses.
 */
export const visitorFrom = (siteUrl: string, address: string) => {
  const agent = new Agent({ keepAlive: true, localAddress: address });
  const post = <T>(path: string, body: unknown, headers: Record<string, string>) =>
    new Promise<{ status: number; body: T }>((resolve, reject) => {
      const url = new URL(path, siteUrl);
      const payload = JSON.stringify(body);
      const req = request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers }, timeout: 30_000 },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            try {
              resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as T });
            } catch {
              reject(new Error(`HTTP ${res.statusCode}: ${text.slice(0, 200)}`));
            }
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('no answer in 30 s')));
      req.on('error', reject);
      req.end(payload);
    });
  return {
    address,
    /** A GraphQL operation, as the site's client sends it (English unless told). */
    graph: async <T>(query: string, variables: Record<string, unknown> = {}, token?: string, headers: Record<string, string> = {}) =>
      (await post<GraphAnswer<T>>('/graphql', { query, variables }, { 'x-locale': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers })).body,
    close: () => agent.destroy(),
  };
};

export type Visitor = ReturnType<typeof visitorFrom>;

/** The answer's data, or an error naming what the site refused. */
export const dataOf = <T>(answer: GraphAnswer<T>, what: string): T => {
  if (answer.errors?.length || !answer.data) throw new Error(`${what}: ${answer.errors?.map((e) => `${e.extensions?.code}: ${e.message}`).join('; ') ?? 'no data'}`);
  return answer.data;
};

/**
 * What a person running the site reads in its database, in production where the /dev routes do not exist: a
 * captcha's code (stored as the answer to compare with, beside its expiry) and the mails of the outbox.
 */
export const operatorReads = (db: pg.Pool) => ({
  captchaCode: async (uuid: string) => (await db.query<{ code: string }>('select code from captcha where uuid = $1', [uuid])).rows[0]?.code,
  activationLink: async (email: string) => {
    const { rows } = await db.query<{ links: string[] }>('select links from outbox where to_address = $1 order by id desc limit 1', [email]);
    return rows[0]?.links.find((link) => link.includes('token='));
  },
});

const SIGN_UP = 'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }';
const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { token } }';
const CAPTCHA = 'mutation { requestCaptcha { uuid } }';
const ACTIVATE = 'mutation ($token: String!) { activateAccount(token: $token) }';

/** A captcha asked for through the site, answered with the code its row holds. */
export const solvedCaptcha = async (visitor: Visitor, reads: ReturnType<typeof operatorReads>) => {
  const { uuid } = dataOf(await visitor.graph<{ requestCaptcha: { uuid: string } }>(CAPTCHA), 'requestCaptcha').requestCaptcha;
  const code = await reads.captchaCode(uuid);
  if (!code) throw new Error(`captcha ${uuid} is not in the database`);
  return { uuid, code };
};

/** Sign-up with a captcha, activation from the mail, sign-in with another captcha: the session token. */
export const newCustomer = async (visitor: Visitor, reads: ReturnType<typeof operatorReads>, username: string) => {
  const password = `${username}9pass`;
  const email = `${username}@example.com`;
  dataOf(
    await visitor.graph(SIGN_UP, {
      input: { username, email, password, confirmPassword: password, agreement: 'User Registration and Service Agreement', ...(await solvedCaptcha(visitor, reads)) },
    }),
    `signUp ${username}`,
  );
  const link = await reads.activationLink(email);
  if (!link) throw new Error(`no activation mail to ${email} in the outbox`);
  dataOf(await visitor.graph(ACTIVATE, { token: new URL(link).searchParams.get('token') }), 'activateAccount');
  const { signIn } = dataOf(await visitor.graph<{ signIn: { token: string } }>(SIGN_IN, { input: { username, password, ...(await solvedCaptcha(visitor, reads)) } }), 'signIn');
  return { username, email, token: signIn.token };
};

export const CREATE_ORDER = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { orderNo payInfo { qrcodeUrl } } }';
/** A Red Team licence for 3 months, paid by Alipay's QR code. */
export const redTeamByAlipay = { licenseTypeId: '13', paymentType: 'ALIPAY', quantity: 1, period: 3, name: 'Cluster Buyer', country: 'CN' };

/** Approves a QR payment on the sandbox provider's page (through the balancer), as the buyer's phone would. */
export const approveOnSandbox = async (checkoutUrl: string) => {
  const checkout = new URL(checkoutUrl);
  const answer = await fetch(`${checkout.origin}${checkout.pathname}/pay`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ payment: checkout.searchParams.get('payment') ?? '' }),
  });
  if (answer.status !== 303) throw new Error(`the sandbox did not approve (${answer.status})`);
};
