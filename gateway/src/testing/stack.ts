import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import { freshDatabaseUrl } from '../../../upstream/src/testing/database-url.ts';
import { startUpstream, type RunningUpstream } from '../../../upstream/src/server.ts';
import { startGateway, type RunningGateway } from '../server.ts';
import type { GatewayConfig } from '../config.ts';

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

/** A real upstream on a fresh database and a real gateway in front of it, on free ports. */
export const startTestStack = async (gatewayConfig: Partial<GatewayConfig> = {}): Promise<TestStack> => {
  const upstream = await startUpstream({ DATABASE_URL: await freshDatabaseUrl(), UPSTREAM_PORT: 0, NODE_ENV: 'test' });
  const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: upstream.apiUrl, NODE_ENV: 'test', ...gatewayConfig });
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
