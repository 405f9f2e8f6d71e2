import { createClient, type Client } from 'graphql-ws';
import type pg from 'pg';
import WebSocket from 'ws';
import type { HaproxyServer } from '../balancer.ts';
import type { Cluster } from '../cluster.ts';
import { waitFor } from '../processes.ts';
import { metricValue, type Report } from '../report.ts';
import { operatorReads, visitorFrom, type Visitor } from '../visitor.ts';

/** What every scenario of the cluster test works with. */
export interface ScenarioContext {
  cluster: Cluster;
  report: Report;
  /** the cluster's PostgreSQL, as its operator reads it */
  db: pg.Pool;
  reads: ReturnType<typeof operatorReads>;
  /** a visitor from a loopback address of its own (127.0.x.y from n) */
  visitor: (n: number) => Visitor;
}

export const contextOf = (cluster: Cluster, report: Report, db: pg.Pool): ScenarioContext => {
  const visitors: Visitor[] = [];
  return {
    cluster,
    report,
    db,
    reads: operatorReads(db),
    visitor: (n) => {
      const visitor = visitorFrom(cluster.siteUrl, `127.0.${10 + (n >> 8)}.${n & 255}`);
      visitors.push(visitor);
      return visitor;
    },
  };
};

/** A gateway's own metrics (read from loopback, which METRICS_ALLOW lets in). */
export const gatewayMetric = async (cluster: Cluster, gateway: string, name: string, labels: Record<string, string> = {}) =>
  metricValue(await (await fetch(`${cluster.urlOf(gateway)}/metrics`, { signal: AbortSignal.timeout(5000) })).text(), name, labels);

/** The requests each server of the balancer has had since `before`. */
export const requestsSince = (before: HaproxyServer[], after: HaproxyServer[]) =>
  Object.fromEntries(after.map((server) => [server.server, server.total - (before.find((b) => b.server === server.server)?.total ?? 0)]));

export interface PayStatusWatch {
  client: Client;
  events: { paid: boolean; at: number }[];
  /** resolves with the time of the first event carrying `paid` */
  paidAt: () => Promise<number>;
  first: Promise<void>;
}

/** Follows an order's pay status over graphql-ws at `url` (the balancer, or one gateway), as the checkstand does. */
export const watchPayStatus = (url: string, token: string, orderNo: string): PayStatusWatch => {
  const client = createClient({ url: `${url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  const events: { paid: boolean; at: number }[] = [];
  let firstCame = () => {};
  const first = new Promise<void>((resolve) => (firstCame = resolve));
  let failed: Error | undefined;
  client.subscribe<{ orderPayStatus: { paid: boolean } }>(
    { query: 'subscription ($no: ID!) { orderPayStatus(orderNo: $no) { paid } }', variables: { no: orderNo } },
    {
      next: (result) => {
        events.push({ paid: result.data?.orderPayStatus.paid ?? false, at: Date.now() });
        firstCame();
      },
      error: (error) => (failed = error instanceof Error ? error : new Error(JSON.stringify(error))),
      complete: () => {},
    },
  );
  return {
    client,
    events,
    first,
    paidAt: async () =>
      (
        await waitFor(`${orderNo} paid on the subscription`, () => {
          if (failed) throw failed;
          return events.find((event) => event.paid);
        }, Boolean, 60_000, 20)
      )!.at,
  };
};
