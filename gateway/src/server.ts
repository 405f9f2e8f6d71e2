import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServer } from '@apollo/server';
import express, { type Express } from 'express';
import { analyticsRoutes, pageViewBatchLimit } from './edge/page-views.ts';
import { createApolloServer } from './edge/apollo-server.ts';
import { clientFiles } from './edge/client-files.ts';
import { compileTrustProxy, resolveClientAddress, type TrustProxy } from './core/client-address.ts';
import { originList, readGatewayConfig, type GatewayConfig } from './config.ts';
import type { Context } from './graph/context.ts';
import { formatError } from './core/errors.ts';
import { fastPath } from './edge/fast-path.ts';
import { graphRoute } from './edge/graph-route.ts';
import { createGraphqlRules } from './graph/limits.ts';
import { createMetrics, type Metrics } from './core/metrics.ts';
import { createPublicCache } from './graph/public-cache.ts';
import { jsonClientErrors, jsonNotFound, jsonRefusals } from './graph/refusals.ts';
import { createResponseCache, type ResponseCache } from './edge/response-cache.ts';
import { localeOf } from './core/locale.ts';
import { paymentNotifications } from './edge/payment-notifications.ts';
import { desktopClientApi } from './edge/desktop-client-api.ts';
import { pluginFiles } from './edge/plugin-files.ts';
import { prerenderedPages, type PrerenderedPages } from './edge/prerendered-pages.ts';
import { receiptFiles } from './edge/receipt-files.ts';
import { createContext } from './graph/request-context.ts';
import { restFieldResolver } from './graph/rest-fields.ts';
import { createSchema } from './schema.ts';
import { securityHeaders } from './edge/security-headers.ts';
import { serviceRoutes } from './edge/service-routes.ts';
import { localWindowLimit, redisWindowLimit } from './edge/rate-limit.ts';
import { serveSocket } from './edge/socket.ts';
import { siteFiles } from './edge/sitemap.ts';
import { localCoordination } from './subscriptions/coordination.ts';
import { createPayStatusHub, type PayStatusHub } from './subscriptions/pay-status.ts';
import { redisCoordination } from './subscriptions/redis-coordination.ts';
import type { Timers } from './subscriptions/timers.ts';
import { createTransport } from './upstream/transport.ts';
import { trustedOperationNames } from './graph/trusted-documents.ts';
import { requestSiteOrigin } from './core/site-origin.ts';

export interface RunningGateway {
  url: string;
  port: number;
  server: Server;
  metrics: ReturnType<typeof createMetrics>;
  payStatus: PayStatusHub;
  /** whole answers of public queries */
  responses: ResponseCache;
  /** the public pages as HTML (refresh() renders them again now) */
  prerendered: PrerenderedPages;
  close: () => Promise<void>;
}

/** One poller per order; shared with the other gateways through Redis when there is one. */
const payStatusHub = (config: GatewayConfig, metrics: Metrics, timers: Timers | undefined) =>
  createPayStatusHub({
    intervalMs: config.PAY_STATUS_POLL_MS,
    timeLimitMs: config.PAY_STATUS_TIME_LIMIT_MS,
    timers,
    coordination: config.REDIS_URL ? redisCoordination(config.REDIS_URL, config.PAY_STATUS_POLL_MS, (shared) => metrics.payStatusShared.set(shared ? 1 : 0)) : localCoordination(),
    onPollers: (count) => metrics.payStatusPollers.set(count),
  });

/** What HTTP and the socket share: the upstream, the caches and limits, the pay-status hub, and how a request is read. */
const gatewayServices = (config: GatewayConfig, timers: Timers | undefined) => {
  const metrics = createMetrics(trustedOperationNames());
  const transport = createTransport(config.UPSTREAM_URL, config.UPSTREAM_TIMEOUT_MS, metrics);
  const cache = createPublicCache(config.PUBLIC_CACHE_TTL_MS);
  const batchLimit = pageViewBatchLimit(config.PAGE_VIEW_BATCHES_PER_MINUTE);
  const pageViewLimit = config.REDIS_URL ? redisWindowLimit(config.REDIS_URL, 'page-views', batchLimit) : localWindowLimit(batchLimit);
  const responses = createResponseCache(config.PUBLIC_CACHE_TTL_MS);
  const payStatus = payStatusHub(config, metrics, timers);
  const contextDeps = { transport, cache, enHost: new URL(config.SITE_ORIGIN_EN).host, payStatus };
  const contextFor = (headers: IncomingHttpHeaders, clientIp: string | undefined, siteOrigin?: string): Context => createContext(contextDeps, headers, clientIp, siteOrigin);
  const siteOriginOf = requestSiteOrigin([config.SITE_ORIGIN_ZH, config.SITE_ORIGIN_EN]);
  // One reading of TRUST_PROXY for every transport: Express's req.ip (HTTP routes) and the socket's upgrade request.
  const trustProxy = compileTrustProxy(config.TRUST_PROXY);
  const clientAddress = (headers: IncomingHttpHeaders, socketAddress: string | undefined) => resolveClientAddress(trustProxy, headers, socketAddress);
  const localeOfRequest = (headers: IncomingHttpHeaders) => localeOf(headers, contextDeps.enHost);
  return { metrics, transport, pageViewLimit, responses, payStatus, enHost: contextDeps.enHost, contextFor, siteOriginOf, trustProxy, clientAddress, localeOfRequest };
};

type GatewayServices = ReturnType<typeof gatewayServices>;

const expressApp = (config: GatewayConfig, development: boolean, trustProxy: TrustProxy) => {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  const siteOrigins = [config.SITE_ORIGIN_ZH, config.SITE_ORIGIN_EN];
  app.use(securityHeaders({ production: !development, siteOrigins, extraFrameOrigins: originList(config.CROSS_LOGIN_FRAME_ORIGINS) }));
  return app;
};

/** The site's own routes after /graphql: files through the upstream, page views, the sitemap, pages, the built client. */
const siteRoutes = (app: Express, config: GatewayConfig, { transport, enHost, pageViewLimit, metrics, contextFor }: GatewayServices, apollo: ApolloServer<Context>) => {
  app.use(pluginFiles({ upstreamUrl: config.UPSTREAM_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS, enHost, metrics }));
  app.use(receiptFiles({ upstreamUrl: config.UPSTREAM_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS, enHost, metrics }));
  app.use(paymentNotifications({ upstreamUrl: config.UPSTREAM_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS, enHost, metrics }));
  // after every other /api path the gateway serves: the desktop client's calls, then a JSON 404 for the rest of /api
  app.use(desktopClientApi({ upstreamUrl: config.UPSTREAM_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS, enHost, metrics }));
  app.use(
    '/analytics',
    analyticsRoutes({
      transport,
      analyticsUrl: config.ANALYTICS_URL,
      siteOrigins: { zh: config.SITE_ORIGIN_ZH, en: config.SITE_ORIGIN_EN },
      enHost,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      batchLimit: pageViewLimit,
      metrics,
    }),
  );
  app.use(siteFiles({ zh: config.SITE_ORIGIN_ZH, en: config.SITE_ORIGIN_EN }));
  const prerendered = prerenderedPages({
    dist: config.CLIENT_DIST,
    origins: { zh: config.SITE_ORIGIN_ZH, en: config.SITE_ORIGIN_EN },
    // through Apollo Server like any request (its rules, plugins and caches), as an anonymous visitor of that site
    execute: async (request, locale) => {
      const response = await apollo.executeOperation(request, { contextValue: contextFor({ 'x-locale': locale }, undefined) });
      return response.body.kind === 'single' ? response.body.singleResult : { errors: [{ message: 'incremental delivery is not prerendered' }] };
    },
    localeOf: (host) => localeOf({ host }, enHost),
    refreshMs: config.PRERENDER === 'on' ? config.PRERENDER_REFRESH_MS : 0,
  });
  app.use(prerendered.middleware);
  app.use(clientFiles(config.CLIENT_DIST));
  app.use(jsonNotFound, jsonRefusals);
  return prerendered;
};

const listen = async (httpServer: Server, config: GatewayConfig) => {
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.PORT, config.BIND_ADDRESS, () => resolve());
  });
  return (httpServer.address() as AddressInfo).port;
};

/** `timers`: where pay-status polls and time limits are scheduled (tests pass manual timers). */
export const startGateway = async (overrides: Partial<GatewayConfig> = {}, { timers }: { timers?: Timers } = {}): Promise<RunningGateway> => {
  const config = { ...readGatewayConfig(), ...overrides };
  const development = config.NODE_ENV !== 'production';
  const services = gatewayServices(config, timers);
  const { metrics, transport, pageViewLimit, responses, payStatus, contextFor, siteOriginOf, trustProxy, clientAddress, localeOfRequest } = services;

  const schema = createSchema();
  const rules = createGraphqlRules(!development);
  const app = expressApp(config, development, trustProxy);
  const countCachedAnswer = (operation: string | undefined) => (metrics.countOperation(operation), metrics.cachedAnswers.inc());
  // Kept public answers are sent before Express (fast-path.ts); everything else goes on to the app.
  const httpServer = createServer(fastPath(responses, localeOfRequest, countCachedAnswer, app));
  jsonClientErrors(httpServer);

  const socket = serveSocket({ httpServer, schema, fieldResolver: restFieldResolver, rules, formatError: formatError(development), contextFor, clientAddress, timers });
  const apollo = createApolloServer({ schema, rules, development, publicCacheTtlMs: config.PUBLIC_CACHE_TTL_MS, httpServer, socket, metrics });
  await apollo.start();

  serviceRoutes(app, { transport, metrics, access: { allow: config.METRICS_ALLOW, token: config.METRICS_TOKEN, trust: trustProxy } });
  graphRoute(app, { apollo, schema, development, responses, localeOfRequest, contextFor, clientAddress, siteOriginOf });
  const prerendered = siteRoutes(app, config, services, apollo);

  const port = await listen(httpServer, config);
  // rendered once the gateway answers (the pages query it); until then every path gets the shell
  if (config.PRERENDER === 'on') void prerendered.refresh();
  return {
    url: `http://localhost:${port}`,
    port,
    server: httpServer,
    metrics,
    payStatus,
    responses,
    prerendered,
    close: async () => {
      prerendered.close();
      await payStatus.close();
      pageViewLimit.close();
      await apollo.stop();
      socket.wsServer.close();
      httpServer.closeAllConnections();
    },
  };
};
