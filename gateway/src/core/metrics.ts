import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The label of every operation name the site's own client does not send: invented names cannot grow the registry. */
export const OTHER_OPERATION = 'other';

/**
 * Prometheus metrics of one gateway process: requests, errors, upstream latency. `knownOperations` are the names of
 * the client's trusted documents (the server passes them); every other name is counted as `other`.
 */
export const createMetrics = (knownOperations: ReadonlySet<string> = new Set()) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const graphqlRequests = new Counter({ name: 'gateway_graphql_requests_total', help: 'GraphQL operations (names outside the client’s trusted documents are "other")', labelNames: ['operation'], registers: [registry] });
  return {
    registry,
    graphqlRequests,
    /** Counts one GraphQL request under its operation name, or under `other` / `anonymous`. */
    countOperation: (name: string | null | undefined) =>
      graphqlRequests.inc({ operation: !name ? 'anonymous' : knownOperations.has(name) ? name : OTHER_OPERATION }),
    cachedAnswers: new Counter({ name: 'gateway_cached_answers_total', help: 'Public answers sent from the response cache, before the GraphQL pipeline (also counted in gateway_graphql_requests_total)', registers: [registry] }),
    graphqlErrors: new Counter({ name: 'gateway_graphql_errors_total', help: 'GraphQL errors by code', labelNames: ['code'], registers: [registry] }),
    upstreamCalls: new Counter({ name: 'gateway_upstream_calls_total', help: 'Upstream REST calls', labelNames: ['call', 'outcome'], registers: [registry] }),
    payStatusPollers: new Gauge({ name: 'gateway_pay_status_pollers', help: 'orderPayStatus pollers running (one per order)', registers: [registry] }),
    payStatusShared: new Gauge({
      name: 'gateway_pay_status_shared',
      help: 'With REDIS_URL: 1 while pay-status pollers are shared through Redis, 0 while Redis is away and this gateway polls for its own subscribers',
      registers: [registry],
    }),
    pageViewBatches: new Counter({ name: 'gateway_page_view_batches_total', help: 'Page-view beacon batches: accepted, limited (past the per-address limit) or invalid', labelNames: ['outcome'], registers: [registry] }),
    upstreamLatency: new Histogram({
      name: 'gateway_upstream_latency_seconds',
      help: 'Upstream REST latency',
      labelNames: ['call'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 6],
      registers: [registry],
    }),
  };
};

export type Metrics = ReturnType<typeof createMetrics>;
