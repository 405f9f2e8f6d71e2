import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics of one gateway process: requests, errors, upstream latency. */
export const createMetrics = () => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    graphqlRequests: new Counter({ name: 'gateway_graphql_requests_total', help: 'GraphQL operations', labelNames: ['operation'], registers: [registry] }),
    graphqlErrors: new Counter({ name: 'gateway_graphql_errors_total', help: 'GraphQL errors by code', labelNames: ['code'], registers: [registry] }),
    upstreamCalls: new Counter({ name: 'gateway_upstream_calls_total', help: 'Upstream REST calls', labelNames: ['call', 'outcome'], registers: [registry] }),
    payStatusPollers: new Gauge({ name: 'gateway_pay_status_pollers', help: 'orderPayStatus pollers running (one per order)', registers: [registry] }),
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
