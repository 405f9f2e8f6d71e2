import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startTestStack, type TestStack } from '../testing/stack.ts';

interface Refusal {
  message: string;
  extensions?: { code?: string; stacktrace?: unknown };
}

/** The same document over both transports: HTTP POST and graphql-ws. */
type Transport = (stack: TestStack, query: string) => Promise<{ status?: number; errors: Refusal[]; data?: unknown }>;

const overHttp: Transport = async (stack, query) => {
  const response = await fetch(`${stack.gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const body = (await response.json()) as { errors?: Refusal[]; data?: unknown };
  return { status: response.status, errors: body.errors ?? [], data: body.data };
};

/** Subscribes once over the socket and gathers what comes back until the operation ends. */
const overSocket: Transport = async (stack, query) => {
  const client = createClient({ url: `${stack.gateway.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
  try {
    const errors: Refusal[] = [];
    let data: unknown;
    await new Promise<void>((resolve) => {
      client.subscribe(
        { query },
        {
          next: (result) => {
            data ??= result.data;
            errors.push(...((result.errors ?? []) as Refusal[]));
          },
          error: (error) => {
            errors.push(...((Array.isArray(error) ? error : [{ message: String(error) }]) as Refusal[]));
            resolve();
          },
          complete: resolve,
        },
      );
    });
    return { errors, data };
  } finally {
    await client.dispose();
  }
};

const transports = [
  ['HTTP', overHttp],
  ['the WebSocket', overSocket],
] as const;

const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const subscription = 'subscription { orderPayStatus(orderNo: "202601010000000001") { paid } }';

describe('the same GraphQL rules on HTTP and on graphql-ws (NODE_ENV=production)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ NODE_ENV: 'production' });
  });
  afterAll(() => stack.close());

  describe.each(transports)('over %s', (_name, send) => {
    // over the socket a query is refused for its kind as well: subscription documents show the rule itself
    const wrap = (selection: string) => (send === overSocket ? `subscription ${selection}` : selection);

    it('refuses introspection in production', async () => {
      const { errors } = await send(stack, '{ __schema { queryType { name } } }');
      expect(errors.map((e) => e.message).join('\n')).toMatch(/introspection/i);
      expect(errors[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('refuses a document deeper than the depth limit', async () => {
      const deep = `{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }`;
      const { errors } = await send(stack, wrap(deep));
      expect(errors.map((e) => e.message).join('\n')).toMatch(/depth/i);
    });

    it('counts __typename aliases against the alias limit', async () => {
      const { errors } = await send(stack, wrap(aliases(40, '__typename')));
      expect(errors.map((e) => e.message).join('\n')).toMatch(/aliases limit/i);
      expect(errors[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('refuses a document past the cost limit', async () => {
      const costly = `${wrap(`{ ${'...F '.repeat(600)}}`)} fragment F on ${send === overSocket ? 'Subscription' : 'Query'} { ${send === overSocket ? 'orderPayStatus(orderNo: "1") { orderNo paid status }' : 'versions { version createdAt } editions { id name }'} }`;
      const { errors } = await send(stack, costly);
      expect(errors.map((e) => e.message).join('\n')).toMatch(/cost/i);
    });

    it('refuses a document past the token limit while parsing, as a syntax error', async () => {
      const { status, errors } = await send(stack, wrap(`{ ${'versions { version } '.repeat(700)} }`));
      expect(errors[0].message).toMatch(/tokens/i);
      expect(errors[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
      if (status !== undefined) expect(status).toBe(400);
    });

    it('answers a syntax error as GRAPHQL_PARSE_FAILED, without a stack trace', async () => {
      const { status, errors } = await send(stack, '{ versions { version ');
      expect(errors[0]).toMatchObject({ message: expect.stringMatching(/^Syntax Error/), extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
      expect(errors[0].extensions?.stacktrace).toBeUndefined();
      if (status !== undefined) expect(status).toBe(400);
    });

    it('hides field suggestions in production', async () => {
      const { errors } = await send(stack, wrap('{ version { version } }'));
      expect(errors[0].message).not.toMatch(/Did you mean/);
    });
  });

  it('answers a subscription sent over HTTP with 400 and where to send it', async () => {
    const { status, errors } = await overHttp(stack, subscription);
    expect(status).toBe(400);
    expect(errors[0]).toMatchObject({ message: expect.stringMatching(/WebSocket/), extensions: { code: 'BAD_REQUEST' } });
  });

  it('answers a query sent over the socket with BAD_REQUEST and runs nothing', async () => {
    const before = await stack.upstreamCalls();
    const { errors, data } = await overSocket(stack, '{ versions { version } }');
    expect(data).toBeUndefined();
    expect(errors[0]).toMatchObject({ message: expect.stringMatching(/HTTP/), extensions: { code: 'BAD_REQUEST' } });
    expect(await stack.upstreamCalls()).toBe(before);
  });

  it('answers a mutation sent over the socket with BAD_REQUEST', async () => {
    const { errors } = await overSocket(stack, 'mutation { requestCaptcha { uuid } }');
    expect(errors[0]).toMatchObject({ message: expect.stringMatching(/mutation is sent over HTTP/), extensions: { code: 'BAD_REQUEST' } });
  });

  it('bounds the variables of a subscription as HTTP bounds a query’s', async () => {
    const client = createClient({ url: `${stack.gateway.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    try {
      const errors = await new Promise<Refusal[]>((resolve) =>
        client.subscribe(
          // as deep as the client's own JSON.stringify can write (the gateway's bound is 10)
          { query: subscription, variables: { x: JSON.parse(`${'['.repeat(1000)}${']'.repeat(1000)}`) as unknown } },
          { next: () => {}, error: (error) => resolve(error as Refusal[]), complete: () => resolve([]) },
        ),
      );
      expect(errors[0]).toMatchObject({ message: expect.stringMatching(/nested deeper/), extensions: { code: 'BAD_REQUEST' } });
    } finally {
      await client.dispose();
    }
  });

  it('still serves a valid subscription over the socket', async () => {
    const { errors } = await overSocket(stack, subscription);
    // signed out: the resolver's own refusal, which proves the document passed every rule and ran
    expect(errors[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('introspection in development', () => {
  let development: TestStack;
  let production: TestStack;
  beforeAll(async () => {
    [development, production] = await Promise.all([startTestStack({ NODE_ENV: 'development' }), startTestStack({ NODE_ENV: 'production' })]);
  });
  afterAll(async () => {
    await development.close();
    await production.close();
  });

  // armor's depth limit does not count __schema fields: answered here, a document like this could nest as deep as the token limit lets it
  const deepIntrospection = `{ __schema { types { fields { type { ${'ofType { '.repeat(20)}name${' }'.repeat(20)} } } } } }`;

  it.each(transports)('is refused over %s exactly as production refuses it, however deep', async (_name, send) => {
    const [dev, prod] = await Promise.all([send(development, deepIntrospection), send(production, deepIntrospection)]);
    expect(dev.data ?? null).toBeNull();
    expect(dev.errors.map((e) => [e.message, e.extensions?.code])).toEqual(prod.errors.map((e) => [e.message, e.extensions?.code]));
    expect(dev.errors.map((e) => e.message).join('\n')).toMatch(/introspection/i);
  });

  it('leaves __typename alone', async () => {
    expect((await overHttp(development, '{ __typename }')).data).toEqual({ __typename: 'Query' });
  });
});
