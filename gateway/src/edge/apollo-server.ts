import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { formatError } from '../core/errors.ts';
import type { Metrics } from '../core/metrics.ts';
import type { Context } from '../graph/context.ts';
import type { GraphqlRules } from '../graph/limits.ts';
import { restFieldResolver } from '../graph/rest-fields.ts';
import { trustedDocumentStore } from '../graph/trusted-documents.ts';
import { httpCaching } from './http-caching.ts';
import type { serveSocket } from './socket.ts';

export interface ApolloServerDeps {
  schema: GraphQLSchema;
  rules: GraphqlRules;
  development: boolean;
  publicCacheTtlMs: number;
  httpServer: Server;
  /** drained with the HTTP server */
  socket: ReturnType<typeof serveSocket>;
  metrics: Metrics;
}

/** Each operation over HTTP, counted by its name and its errors by code; a subscription refused. */
const operationsOverHttp = (metrics: Metrics): ApolloServerPlugin<Context> => ({
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
});

/** GraphQL over HTTP, under the same parser limits, validation rules and error formatting as the socket. */
export const createApolloServer = ({ schema, rules, development, publicCacheTtlMs, httpServer, socket, metrics }: ApolloServerDeps) =>
  new ApolloServer<Context>({
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
      httpCaching<Context>(schema, publicCacheTtlMs),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // The schema has no @cacheControl hints (response-cache.ts decides what is shared); the plugin would still wrap every field's resolver.
      ApolloServerPluginCacheControlDisabled(),
      { serverWillStart: async () => ({ drainServer: async () => void (await socket.dispose()) }) },
      operationsOverHttp(metrics),
    ],
  });
