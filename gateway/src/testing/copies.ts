import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { startUpstreamCopies } from '../../../upstream/src/testing/copies.ts';
import { startGateway, type RunningGateway } from '../server.ts';
import type { GatewayConfig } from '../config.ts';
import { manualTimers, type ManualTimers } from './manual-timers.ts';
import { startRedis } from './redis.ts';
import type { GraphAnswer } from './stack.ts';

/**
 * The shape behind a load balancer, in one test process: two upstream copies on one database, two gateways on
 * one Redis, the first gateway on the first upstream and the second on the second, so that consecutive requests
 * sent to alternate gateways also alternate upstreams. Each gateway's pay-status time is the test's to move.
 */
export const startStackCopies = async (gatewayConfig: Partial<GatewayConfig> = {}) => {
  let redis = await startRedis();
  const upstreams = await startUpstreamCopies(2);
  const timers: ManualTimers[] = [manualTimers(), manualTimers()];
  const gateways: RunningGateway[] = [];
  for (const [index, copy] of upstreams.copies.entries()) {
    gateways.push(
      await startGateway({ PORT: 0, UPSTREAM_URL: copy.upstream.apiUrl, NODE_ENV: 'test', REDIS_URL: redis.url, ...gatewayConfig }, { timers: timers[index] }),
    );
  }
  /** POSTs a GraphQL operation to one gateway, as the client does. */
  const graph = async <T = Record<string, unknown>, V = Record<string, unknown>>(
    gateway: number,
    query: string | TypedDocumentNode<T, V>,
    variables?: V,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${gateways[gateway].url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: typeof query === 'string' ? query : print(query), variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphAnswer<T> };
  };
  return {
    upstreams,
    gateways,
    timers,
    graph,
    /** the code of a captcha, read on an upstream copy's development route */
    captchaCode: async (copy: number, uuid: string) => ((await (await fetch(`${upstreams.copies[copy].upstream.origin}/dev/captcha/${uuid}`)).json()) as { code: string }).code,
    stopRedis: () => redis.stop(),
    /** Redis again, where the gateways look for it (their clients reconnect on their own) */
    startRedisAgain: async () => {
      redis = await startRedis(redis.port);
    },
    close: async () => {
      for (const gateway of gateways) await gateway.close();
      await upstreams.close();
      await redis.stop();
    },
  };
};
