import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { GraphQLError } from 'graphql';
import { listVersions } from '../../contract/index.ts';
import { analyticsRoutes, PAGE_VIEW_BATCH_LIMIT } from './edge/page-views.ts';
import { clientFiles } from './edge/client-files.ts';
import { compileTrustProxy, resolveClientAddress } from './core/client-address.ts';
import { originList, readGatewayConfig, type GatewayConfig } from './config.ts';
import type { Context, Sharing } from './graph/context.ts';
import { formatError } from './core/errors.ts';
import { fastPath, readAheadRefusal } from './edge/fast-path.ts';
import { graphiqlPage } from './graph/graphiql.ts';
import { httpCaching } from './edge/http-caching.ts';
import { boundedGraphInput } from './graph/input-bounds.ts';
import { createGraphqlRules } from './graph/limits.ts';
import { createMetrics } from './core/metrics.ts';
import { metricsAccess } from './edge/metrics-access.ts';
import { createPublicCache } from './graph/public-cache.ts';
import { jsonClientErrors, jsonNotFound, jsonRefusals } from './graph/refusals.ts';
import { createResponseCache, type ResponseCache } from './edge/response-cache.ts';
import { localeOf } from './core/locale.ts';
import { pluginFiles } from './edge/plugin-files.ts';
import { prerenderedPages, type PrerenderedPages } from './edge/prerendered-pages.ts';
import { receiptFiles } from './edge/receipt-files.ts';
import { createContext } from './graph/request-context.ts';
import { restFieldResolver } from './graph/rest-fields.ts';
import { createSchema } from './schema.ts';
import { GRAPHIQL_CSP, securityHeaders } from './edge/security-headers.ts';
import { localWindowLimit, redisWindowLimit } from './edge/rate-limit.ts';
import { serveSocket } from './edge/socket.ts';
import { siteFiles } from './edge/sitemap.ts';
import { bindUpstream } from './upstream/client.ts';
import { localCoordination } from './subscriptions/coordination.ts';
import { redisCoordination } from './subscriptions/redis-coordination.ts';
import { createPayStatusHub, type PayStatusHub } from './subscriptions/pay-status.ts';
import type { Timers } from './subscriptions/timers.ts';
import { createTransport } from './upstream/transport.ts';
import { trustedDocumentStore, trustedOperationNames } from './graph/trusted-documents.ts';
import { MAX_PACKAGE_BYTES } from './graph/upload-stream.ts';

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

/** `timers`: where pay-status polls and time limits are scheduled (tests pass manual timers). */
export const startGateway = async (overrides: Partial<GatewayConfig> = {}, { timers }: { timers?: Timers } = {}): Promise<RunningGateway> => {
  const config = { ...readGatewayConfig(), ...overrides };
  const development = config.NODE_ENV !== 'production';
  const metrics = createMetrics(trustedOperationNames());
  const transport = createTransport(config.UPSTREAM_URL, config.UPSTREAM_TIMEOUT_MS, metrics);
  const cache = createPublicCache(config.PUBLIC_CACHE_TTL_MS);
  const pageViewLimit = config.REDIS_URL ? redisWindowLimit(config.REDIS_URL, 'page-views', PAGE_VIEW_BATCH_LIMIT) : localWindowLimit(PAGE_VIEW_BATCH_LIMIT);
  const responses = createResponseCache(config.PUBLIC_CACHE_TTL_MS);
  const payStatus = createPayStatusHub({
    intervalMs: config.PAY_STATUS_POLL_MS,
    timeLimitMs: config.PAY_STATUS_TIME_LIMIT_MS,
    timers,
    coordination: config.REDIS_URL ? redisCoordination(config.REDIS_URL, config.PAY_STATUS_POLL_MS, (shared) => metrics.payStatusShared.set(shared ? 1 : 0)) : localCoordination(),
    onPollers: (count) => metrics.payStatusPollers.set(count),
  });
  const contextDeps = { transport, cache, enHost: new URL(config.SITE_ORIGIN_EN).host, payStatus };
  const contextFor = (headers: IncomingHttpHeaders, clientIp: string | undefined): Context => createContext(contextDeps, headers, clientIp);
  // One reading of TRUST_PROXY for every transport: Express's req.ip (HTTP routes) and the socket's upgrade request.
  const trustProxy = compileTrustProxy(config.TRUST_PROXY);
  const clientAddress = (headers: IncomingHttpHeaders, socketAddress: string | undefined) => resolveClientAddress(trustProxy, headers, socketAddress);

  const schema = createSchema();
  const rules = createGraphqlRules(!development);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  const siteOrigins = [config.SITE_ORIGIN_ZH, config.SITE_ORIGIN_EN];
  app.use(securityHeaders({ production: !development, siteOrigins, extraFrameOrigins: originList(config.CROSS_LOGIN_FRAME_ORIGINS) }));
  const localeOfRequest = (headers: IncomingHttpHeaders) => localeOf(headers, contextDeps.enHost);
  const countCachedAnswer = (operation: string | undefined) => (metrics.countOperation(operation), metrics.cachedAnswers.inc());
  // Kept public answers are sent before Express (fast-path.ts); everything else goes on to the app.
  const httpServer = createServer(fastPath(responses, localeOfRequest, countCachedAnswer, app));
  jsonClientErrors(httpServer);

  const socket = serveSocket({ httpServer, schema, fieldResolver: restFieldResolver, rules, formatError: formatError(development), contextFor, clientAddress, timers });

  const apollo = new ApolloServer<Context>({
    schema,
    fieldResolver: restFieldResolver,
    csrfPrevention: true,
    // A document sent by id (GET or POST) is one of the client's, from the manifest `npm run codegen` writes.
    persistedQueries: { cache: trustedDocumentStore },
    // refused in production by limits.ts's rule, the same one the socket applies (Apollo's own would add a duplicate)
    introspection: true,
    formatError: formatError(development),
    parseOptions: rules.parseOptions,
    validationRules: rules.validationRules,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: development,
    plugins: [
      ...rules.plugins,
      httpCaching<Context>(schema, config.PUBLIC_CACHE_TTL_MS),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // The schema has no @cacheControl hints (response-cache.ts decides what is shared); the plugin would still wrap every field's resolver.
      ApolloServerPluginCacheControlDisabled(),
      { serverWillStart: async () => ({ drainServer: async () => void (await socket.dispose()) }) },
      {
        requestDidStart: async () => {
          return {
            // once the document is read, its operation's own name (the body's operationName is optional)
            willSendResponse: async ({ operationName, request }) => metrics.countOperation(operationName ?? request.operationName),
            didResolveOperation: async ({ operation }) => {
              // graphql-ws serves subscriptions (socket.ts); over HTTP one would run once and never emit.
              if (operation?.operation === 'subscription') {
                throw new GraphQLError('A subscription is served over the WebSocket (graphql-ws) at /graphql, not over HTTP', {
                  extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
                });
              }
            },
            didEncounterErrors: async ({ errors }) => {
              for (const error of errors) metrics.graphqlErrors.inc({ code: String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR') });
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    try {
      await bindUpstream(transport, null, 'zh').call(listVersions);
      res.json({ status: 'ready', upstream: 'reachable' });
    } catch (error) {
      res.status(503).json({ status: 'not ready', upstream: (error as Error).message });
    }
  });
  app.get('/metrics', metricsAccess({ allow: config.METRICS_ALLOW, token: config.METRICS_TOKEN, trust: trustProxy }), async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  if (development) {
    app.get('/graphql', (req, res, next) => (req.accepts('html') && !req.query.query && !req.query.extensions ? res.set('Content-Security-Policy', GRAPHIQL_CSP).type('html').send(graphiqlPage(schema)) : next()));
  }
  app.use(
    '/graphql',
    // Multipart requests (the GraphQL multipart request spec: extension packages) stream their one file to the
    // resolver; Apollo's CSRF prevention still asks them for a preflight header, as multipart is a simple type.
    readAheadRefusal,
    graphqlUploadExpress({ maxFileSize: MAX_PACKAGE_BYTES, maxFiles: 1, maxFieldSize: 64 * 1024 }),
    express.json({ limit: '1mb' }),
    boundedGraphInput(),
    responses.middleware(localeOfRequest),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const context = contextFor(req.headers, clientAddress(req.headers, req.socket.remoteAddress));
        // the response cache reads whether http-caching.ts found the answer public
        (res.locals as { sharing?: Sharing }).sharing = context.sharing;
        return context;
      },
    }),
  );
  app.use(pluginFiles({ upstreamUrl: config.UPSTREAM_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS, enHost: contextDeps.enHost, metrics }));
  app.use(receiptFiles({ upstreamUrl: config.UPSTREAM_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS, enHost: contextDeps.enHost, metrics }));
  app.use(
    '/analytics',
    analyticsRoutes({
      transport,
      analyticsUrl: config.ANALYTICS_URL,
      siteOrigins: { zh: config.SITE_ORIGIN_ZH, en: config.SITE_ORIGIN_EN },
      enHost: contextDeps.enHost,
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
    localeOf: (host) => localeOf({ host }, contextDeps.enHost),
    refreshMs: config.PRERENDER === 'on' ? config.PRERENDER_REFRESH_MS : 0,
  });
  app.use(prerendered.middleware);
  app.use(clientFiles(config.CLIENT_DIST));
  app.use(jsonNotFound, jsonRefusals);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.PORT, config.BIND_ADDRESS, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
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
