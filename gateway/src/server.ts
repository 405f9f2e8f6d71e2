import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { specifiedRules, validate } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { listVersions } from '../../contract/index.ts';
import { analyticsRoutes } from './analytics.ts';
import { clientFiles } from './client-files.ts';
import { readGatewayConfig, type GatewayConfig } from './config.ts';
import type { Context } from './context.ts';
import { formatError } from './errors.ts';
import { graphiqlPage } from './graphiql.ts';
import { createLimits } from './limits.ts';
import { createMetrics } from './metrics.ts';
import { createPublicCache } from './public-cache.ts';
import { pluginFiles } from './plugin-files.ts';
import { createContext } from './request-context.ts';
import { createSchema, restFieldResolver } from './schema.ts';
import { siteFiles } from './sitemap.ts';
import { bindUpstream } from './upstream/client.ts';
import { localCoordination, redisCoordination } from './subscriptions/coordination.ts';
import { createPayStatusHub, type PayStatusHub } from './subscriptions/pay-status.ts';
import { createTransport } from './upstream/transport.ts';
import { MAX_PACKAGE_BYTES } from './upload-stream.ts';

export interface RunningGateway {
  url: string;
  port: number;
  server: Server;
  metrics: ReturnType<typeof createMetrics>;
  payStatus: PayStatusHub;
  close: () => Promise<void>;
}

export const startGateway = async (overrides: Partial<GatewayConfig> = {}): Promise<RunningGateway> => {
  const config = { ...readGatewayConfig(), ...overrides };
  const development = config.NODE_ENV !== 'production';
  const metrics = createMetrics();
  const transport = createTransport(config.UPSTREAM_URL, config.UPSTREAM_TIMEOUT_MS, metrics);
  const cache = createPublicCache(config.PUBLIC_CACHE_TTL_MS);
  const payStatus = createPayStatusHub({
    intervalMs: config.PAY_STATUS_POLL_MS,
    timeLimitMs: config.PAY_STATUS_TIME_LIMIT_MS,
    coordination: config.REDIS_URL ? redisCoordination(config.REDIS_URL, config.PAY_STATUS_POLL_MS) : localCoordination(),
    onPollers: (count) => metrics.payStatusPollers.set(count),
  });
  const contextDeps = { transport, cache, enHost: new URL(config.SITE_ORIGIN_EN).host, payStatus };
  const contextFor = (headers: IncomingHttpHeaders, clientIp: string | undefined): Context => createContext(contextDeps, headers, clientIp);

  const schema = createSchema();
  const limits = createLimits(!development);
  const app = express();
  app.disable('x-powered-by');
  const httpServer = createServer(app);

  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: 64 * 1024 });
  const wsCleanup = useServer(
    {
      schema,
      validate: (s, document) => validate(s, document, [...specifiedRules, ...limits.validationRules]),
      context: (ctx) => {
        const params = (ctx.connectionParams ?? {}) as { authorization?: string; locale?: string };
        const request = ctx.extra.request;
        return contextFor(
          { ...request.headers, authorization: params.authorization, 'x-locale': params.locale ?? request.headers['x-locale'] },
          request.socket.remoteAddress,
        );
      },
    },
    wsServer,
  );

  const apollo = new ApolloServer<Context>({
    schema,
    fieldResolver: restFieldResolver,
    csrfPrevention: true,
    introspection: development,
    formatError: formatError(development),
    validationRules: limits.validationRules,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: development,
    plugins: [
      ...limits.plugins,
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      { serverWillStart: async () => ({ drainServer: async () => void (await wsCleanup.dispose()) }) },
      {
        requestDidStart: async ({ request }) => {
          metrics.graphqlRequests.inc({ operation: request.operationName ?? 'anonymous' });
          return {
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
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  if (development) {
    app.get('/graphql', (req, res, next) => (req.accepts('html') && !req.query.query ? res.type('html').send(graphiqlPage()) : next()));
  }
  app.use(
    '/graphql',
    // Multipart requests (the GraphQL multipart request spec: extension packages) stream their one file to the
    // resolver; Apollo's CSRF prevention still asks them for a preflight header, as multipart is a simple type.
    graphqlUploadExpress({ maxFileSize: MAX_PACKAGE_BYTES, maxFiles: 1, maxFieldSize: 64 * 1024 }),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: async ({ req }) => contextFor(req.headers, req.socket.remoteAddress) }),
  );
  app.use(pluginFiles({ upstreamUrl: config.UPSTREAM_URL, timeoutMs: config.UPSTREAM_TIMEOUT_MS, enHost: contextDeps.enHost, metrics }));
  app.use(
    '/analytics',
    analyticsRoutes({
      transport,
      analyticsUrl: config.ANALYTICS_URL,
      siteOrigins: { zh: config.SITE_ORIGIN_ZH, en: config.SITE_ORIGIN_EN },
      enHost: contextDeps.enHost,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    }),
  );
  app.use(siteFiles({ zh: config.SITE_ORIGIN_ZH, en: config.SITE_ORIGIN_EN }));
  app.use(clientFiles(config.CLIENT_DIST));

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.PORT, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    port,
    server: httpServer,
    metrics,
    payStatus,
    close: async () => {
      await payStatus.close();
      await apollo.stop();
      wsServer.close();
      httpServer.closeAllConnections();
    },
  };
};
