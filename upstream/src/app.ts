import express from 'express';
import { calls } from '../../contract/index.ts';
import { openApiDocument } from '../../contract/openapi.ts';
import { siteOriginOf, type UpstreamConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { authenticateCalls } from './http/auth.ts';
import { answerErrors, answerNotFound } from './http/errors.ts';
import { apiSecurityHeaders } from './http/security-headers.ts';
import type { Mailer } from './mail/mailer.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { clientRoutes } from './routes/client.ts';
import { clientDocsRoutes } from './routes/client-docs.ts';
import { receiptRoutes } from './routes/receipt.ts';
import { contentRoutes } from './routes/content.ts';
import { devRoutes } from './routes/dev.ts';
import { dictRoutes } from './routes/dict.ts';
import { docRoutes } from './routes/doc.ts';
import { licenseRoutes } from './routes/license.ts';
import { editionRoutes } from './routes/edition.ts';
import { createLicenseSigner } from './licenses/signing.ts';
import { createPackageSigner } from './plugins/signing.ts';
import { signApprovedPackages } from './services/plugin-signature.ts';
import { createSandbox } from './payments/sandbox.ts';
import { adminRoutes } from './routes/admin.ts';
import { orderRoutes } from './routes/order.ts';
import { pluginRoutes } from './routes/plugin.ts';
import { NOTIFY_PATH, payRoutes } from './routes/pay.ts';
import { sandboxRoutes } from './routes/sandbox.ts';
import { salesRoutes } from './routes/sales.ts';
import { sessionRoutes, userRoutes } from './routes/user.ts';
import { versionRoutes } from './routes/version.ts';
import { systemClock, type Clock } from './domain/clock.ts';
import { secretOf } from './domain/secret.ts';
import { findSession } from './services/session.ts';

export interface AppServices {
  mailer: Mailer;
  /** the time the services read (tests move a manual clock) */
  clock?: Clock;
  /** this upstream's own address, known once it listens */
  origin: () => string;
  /** the sandbox's notification schedule (ms before each attempt); tests delay the first to play a copy that dies first */
  notifyDelays?: number[];
}

export const createUpstreamApp = (db: Database, config: UpstreamConfig, { mailer, clock = systemClock, origin, notifyDelays }: AppServices) => {
  const sandbox = createSandbox({ db, clock, notifyDelays, publicOrigin: () => config.PUBLIC_URL?.replace(/\/$/, '') ?? origin() });
  const payments = {
    provider: sandbox.provider,
    sandboxNotifications: sandbox.retryNotifications,
    notifyUrl: () => `${origin()}/api${NOTIFY_PATH}`,
    siteOrigin: (locale: 'zh' | 'en') => siteOriginOf(config, locale),
  };
  const signer = createLicenseSigner(db, config.LICENSE_SIGNING_KEY?.replace(/\\n/g, '\n'));
  const packageSigner = createPackageSigner(db, config.PLUGIN_SIGNING_KEY?.replace(/\\n/g, '\n'));
  const rt = { db, config, mailer, clock, payments, signer, packageSigner };
  let adminToken: Promise<string> | undefined;
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  // The gateway passes the browser's address in X-Forwarded-For and the per-IP rate limits count that address;
  // it is believed only from TRUST_PROXY (default: the gateway on this machine), else anyone could pick their own.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(apiSecurityHeaders(config));
  app.use(express.json({ limit: '1mb' }));

  app.get('/healthz', async (_req, res) => {
    try {
      await db.selectFrom('edition').select('id').limit(1).execute();
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'database unavailable' });
    }
  });

  const document = openApiDocument(calls);
  const api = express.Router();
  api.get('/openapi.json', (_req, res) => res.json(document));
  api.use(clientDocsRoutes());
  api.use(authenticateCalls(calls, (token) => findSession(rt, token)));
  api.use(versionRoutes(db), editionRoutes(db), contentRoutes(db, payments.siteOrigin), dictRoutes(db), userRoutes(rt), orderRoutes(rt), payRoutes(rt), licenseRoutes(rt));
  api.use(pluginRoutes(rt));
  api.use(docRoutes(db));
  api.use(salesRoutes(rt));
  api.use(analyticsRoutes(rt));
  api.use(sessionRoutes(rt));
  api.use(clientRoutes(rt), receiptRoutes(rt));
  api.use(answerNotFound);
  app.use('/api', api);

  app.use('/sandbox', sandboxRoutes(sandbox));
  app.use('/admin', express.json({ limit: '4kb' }), adminRoutes(rt, () => (adminToken ??= config.ADMIN_TOKEN ? Promise.resolve(config.ADMIN_TOKEN) : secretOf(db, 'admin_token'))));
  if (config.NODE_ENV !== 'production') app.use('/dev', devRoutes(db));
  app.use(answerNotFound, answerErrors);
  const ready = async () => {
    await sandbox.ready();
    await signer.ready();
    await signApprovedPackages(db, packageSigner);
  };
  return { app, ready, runtime: rt, close: () => sandbox.close() };
};
