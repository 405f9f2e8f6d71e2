import type { Express } from 'express';
import { listVersions } from '../../../contract/index.ts';
import type { Metrics } from '../core/metrics.ts';
import { bindUpstream } from '../upstream/client.ts';
import type { Transport } from '../upstream/transport.ts';
import { metricsAccess, type MetricsAccess } from './metrics-access.ts';

/** What the operator's tools ask: whether the gateway lives, whether it can serve (its upstream answers), its metrics. */
export const serviceRoutes = (app: Express, { transport, metrics, access }: { transport: Transport; metrics: Metrics; access: MetricsAccess }) => {
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    try {
      await bindUpstream(transport, null, 'zh').call(listVersions);
      res.json({ status: 'ready', upstream: 'reachable' });
    } catch (error) {
      res.status(503).json({ status: 'not ready', upstream: (error as Error).message });
    }
  });
  app.get('/metrics', metricsAccess(access), async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
};
