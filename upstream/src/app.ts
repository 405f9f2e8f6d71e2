import express from 'express';
import { editions } from './seed/index.ts';
import { calls } from '../../contract/index.ts';
import { openApiDocument } from '../../contract/openapi.ts';
import { siteOriginOf, type UpstreamConfig } from './domain/config.ts';
import type { Database } from './db/database.ts';
import { authenticateCalls } from './http/auth.ts';
import { answerErrors, answerNotFound } from './http/errors.ts';
import { apiSecurityHeaders } from './http/security-headers.ts';
import { localeOf } from './http/locale.ts';
import type { Mailer } from './mail/mailer.ts';
import { analyticsRoutes } from './analytics/index.ts';
import { clientRoutes } from './licensing/index.ts';
import { clientDocsRoutes } from './licensing/index.ts';
import { receiptRoutes } from './orders/index.ts';
import { contentRoutes } from './content/index.ts';
import { devRoutes } from './dev-routes.ts';
import { dictRoutes } from './content/index.ts';
import { docRoutes } from './content/index.ts';
import { licenseRoutes } from './licensing/index.ts';
import { editionRoutes } from './editions/index.ts';
import { createLicenseSigner } from './licensing/index.ts';
import { createPackageSigner } from './plugins/index.ts';
import { signApprovedPackages } from './plugins/index.ts';
import { createPayments, notificationRoutes, type ProviderOptions } from './payments/index.ts';
import { adminRoutes, authenticateStaffCalls, staffCoreRoutes, staffCreditNoteRoutes, staffCustomerRoutes, staffLeadsRoutes, staffMoneyRoutes, staffPageViewRoutes, staffReviewRoutes, staffRoutes } from './staff/index.ts';
import { orderRoutes } from './orders/index.ts';
import { pluginRoutes } from './plugins/index.ts';
import { payRoutes } from './payments/index.ts';
import { sandboxRoutes } from './payments/index.ts';
import { salesRoutes } from './sales/index.ts';
import { sessionRoutes, userRoutes } from './accounts/index.ts';
import { versionRoutes } from './content/index.ts';
import { teamRoutes } from './teams/index.ts';
import { systemClock, type Clock } from './domain/clock.ts';
import type { Locale } from './domain/locale.ts';
import { secretOf } from './db/secret.ts';
import { findSession } from './accounts/index.ts';
import { currentRequestSite } from './runtime/request-site.ts';
import { rememberRequestSite } from './http/request-site.ts';

export interface AppServices {
  mailer: Mailer;
  /** the time the services read (tests move a manual clock) */
  clock?: Clock;
  /** this upstream's own address, known once it listens */
  origin: () => string;
  /** the sandbox's notification schedule (ms before each attempt); tests delay the first to play a copy that dies first */
  notifyDelays?: number[];
  /** what tests tell a real payment adapter beyond its settings (the fakes' certificate authority) */
  providerOptions?: ProviderOptions;
}

/** The runtime every feature's routes receive: the kernel's, with each feature's additions. */
export type AppRuntime = ReturnType<typeof createUpstreamApp>['runtime'];

export const createUpstreamApp = (db: Database, config: UpstreamConfig, { mailer, clock = systemClock, origin, notifyDelays, providerOptions }: AppServices) => {
  const { payments, sandbox } = createPayments({ db, config, clock, origin, notifyDelays, providerOptions });
  const signer = createLicenseSigner(db, config.LICENSE_SIGNING_KEY?.replace(/\\n/g, '\n'));
  const packageSigner = createPackageSigner(db, config.PLUGIN_SIGNING_KEY?.replace(/\\n/g, '\n'));
  const rt = {
    db,
    config,
    mailer,
    clock,
    // the buyer's own site while serving their request (runtime/request-site.ts), else the language's configured one
    siteOrigin: (locale: Locale) => currentRequestSite() ?? siteOriginOf(config, locale),
    payments,
    offeredMethods: () => payments.offered(),
    signer,
    packageSigner,
  };
  let adminToken: Promise<string> | undefined;
  // the shared token of the CLI and machine jobs: configured, or generated into the database on first start
  const adminTokenOf = () => (adminToken ??= config.ADMIN_TOKEN ? Promise.resolve(config.ADMIN_TOKEN) : secretOf(db, 'admin_token'));
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  // The gateway passes the browser's address in X-Forwarded-For and the per-IP rate limits count that address;
  // it is believed only from TRUST_PROXY (default: the gateway on this machine), else anyone could pick their own.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(apiSecurityHeaders(config));
  // before any body parser: providers sign their notifications' exact bytes
  app.use('/api', notificationRoutes(rt));
  app.use(express.json({ limit: '1mb' }));
  app.use(rememberRequestSite(config));

  app.get('/healthz', async (_req, res) => {
    try {
      await db.selectFrom('edition').select('id').limit(1).execute();
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'database unavailable' });
    }
  });

  // The document names the public site (of the request's language) as its server: the calls are reached there, through
  // the gateway, not at this upstream's own address.
  const documents = { zh: openApiDocument(calls, `${rt.siteOrigin('zh')}/api`), en: openApiDocument(calls, `${rt.siteOrigin('en')}/api`) };
  const api = express.Router();
  api.get('/openapi.json', (req, res) => res.json(documents[localeOf(req)]));
  api.use(clientDocsRoutes(editions, rt.siteOrigin));
  api.use(authenticateCalls(calls, (token) => findSession(rt, token)));
  api.use(authenticateStaffCalls(rt, calls, adminTokenOf));
  api.use(versionRoutes(db), editionRoutes(db), contentRoutes(db, (locale) => siteOriginOf(config, locale)), dictRoutes(db), userRoutes(rt), orderRoutes(rt), payRoutes(rt), licenseRoutes(rt));
  api.use(pluginRoutes(rt));
  api.use(docRoutes(db));
  api.use(salesRoutes(rt));
  api.use(teamRoutes(rt));
  api.use(staffRoutes());
  api.use(staffCoreRoutes(rt));
  api.use(staffReviewRoutes(rt), staffCustomerRoutes(rt));
  api.use(staffLeadsRoutes(rt), staffPageViewRoutes(rt));
  api.use(staffMoneyRoutes(rt), staffCreditNoteRoutes(rt));
  api.use(analyticsRoutes(rt));
  api.use(sessionRoutes(rt));
  api.use(clientRoutes(rt), receiptRoutes(rt));
  api.use(answerNotFound);
  app.use('/api', api);

  if (sandbox) app.use('/sandbox', sandboxRoutes(sandbox));
  app.use('/admin', express.json({ limit: '4kb' }), adminRoutes(rt, adminTokenOf));
  if (config.NODE_ENV !== 'production') app.use('/dev', devRoutes(db));
  app.use(answerNotFound, answerErrors);
  const ready = async () => {
    await sandbox?.ready();
    await signer.ready();
    await signApprovedPackages(db, packageSigner);
  };
  return { app, ready, runtime: rt, close: () => sandbox?.close() };
};
