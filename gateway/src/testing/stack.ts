import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import { freshDatabaseUrl } from '../../../upstream/src/testing/database-url.ts';
import { startUpstream, type RunningUpstream, type StartOptions } from '../../../upstream/src/server.ts';
import type { UpstreamConfig } from '../../../upstream/src/domain/config.ts';
import { TEST_ADMIN_TOKEN } from '../../../upstream/src/testing/api.ts';
import { startGateway, type RunningGateway } from '../server.ts';
import type { GatewayConfig } from '../config.ts';
import type { Timers } from '../subscriptions/timers.ts';

export interface TestStack {
  upstream: RunningUpstream;
  gateway: RunningGateway;
  /** POSTs a GraphQL operation as the client does; answers the parsed body and the HTTP status. */
  graph: <T = Record<string, unknown>, V = Record<string, unknown>>(
    query: string | TypedDocumentNode<T, V>,
    variables?: V,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: GraphAnswer<T> }>;
  /** How many upstream calls the gateway has made so far, from its own metrics. */
  upstreamCalls: () => Promise<number>;
  close: () => Promise<void>;
}

export interface GraphAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const sourceOf = (query: string | DocumentNode) => (typeof query === 'string' ? query : print(query));

/** What a test tells the stack's upstream beyond the defaults: its configuration (payment providers) and start options. */
export interface TestStackUpstream {
  config?: Partial<UpstreamConfig>;
  options?: StartOptions;
}

/**
 * A real upstream on a fresh database and a real gateway in front of it, on free ports. Pass `timers`
 * (`manualTimers()`) to move the gateway's pay-status time from the test, and `upstreamSetup` to configure the
 * upstream (PAYMENT_PROVIDER and a fake provider's settings, a manual clock).
 */
export const startTestStack = async (
  gatewayConfig: Partial<GatewayConfig> = {},
  gatewayServices: { timers?: Timers } = {},
  upstreamSetup: TestStackUpstream = {},
): Promise<TestStack> => {
  const upstream = await startUpstream(
    // scheduled jobs run only when a test runs them (upstream.runJobs()): a tick in the middle of a test would write rows it did not ask for
    { DATABASE_URL: await freshDatabaseUrl(), UPSTREAM_PORT: 0, NODE_ENV: 'test', ADMIN_TOKEN: TEST_ADMIN_TOKEN, JOBS_TICK_MS: 0, ...upstreamSetup.config },
    { mailLog: () => {}, ...upstreamSetup.options },
  );
  const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: upstream.apiUrl, NODE_ENV: 'test', ...gatewayConfig }, gatewayServices);
  const graph: TestStack['graph'] = async (query, variables, headers = {}) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: sourceOf(query), variables }),
    });
    return { status: response.status, body: await response.json() };
  };
  const upstreamCalls = async () => {
    const metric = await gateway.metrics.upstreamCalls.get();
    return metric.values.reduce((sum, value) => sum + value.value, 0);
  };
  return {
    upstream,
    gateway,
    graph,
    upstreamCalls,
    close: async () => {
      await gateway.close();
      await upstream.close();
    },
  };
};

/** A captcha and its code, read through the upstream's development route. */
export const solvedCaptcha = async (stack: TestStack) => {
  const { body } = await stack.graph<{ requestCaptcha: { uuid: string } }>('mutation { requestCaptcha { uuid } }');
  const { uuid } = body.data!.requestCaptcha;
  const { code } = (await (await fetch(`${stack.upstream.origin}/dev/captcha/${uuid}`)).json()) as { code: string };
  return { uuid, code };
};

/** Signs a new user up through the graph, activates them from the outbox, signs them in; answers their token. */
export const signedInUser = async (stack: TestStack, username: string) => {
  const [email, password] = [`${username}@example.com`, `${username}1pass`];
  await stack.graph('mutation($input: SignUpInput!) { signUp(input: $input) { id } }', {
    input: { username, email, password, confirmPassword: password, agreement: 'User Registration and Service Agreement', ...(await solvedCaptcha(stack)) },
  });
  const mails = (await (await fetch(`${stack.upstream.origin}/dev/outbox`)).json()) as { to: string; links: string[] }[];
  const link = mails.find((mail) => mail.to === email)!.links.find((l) => l.includes('token='))!;
  await stack.graph('mutation($t: String!) { activateAccount(token: $t) }', { t: new URL(link).searchParams.get('token') });
  const session = await stack.graph<{ signIn: { token: string } }>('mutation($input: SignInInput!) { signIn(input: $input) { token } }', {
    input: { username, password, ...(await solvedCaptcha(stack)) },
  });
  const token = session.body.data!.signIn.token;
  return { token, auth: { authorization: `Bearer ${token}` } };
};
