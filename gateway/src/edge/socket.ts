import type { IncomingHttpHeaders, Server } from 'node:http';
import { GraphQLError, getOperationAST, type GraphQLFieldResolver, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Context } from '../graph/context.ts';
import { socketInputErrors } from '../graph/input-bounds.ts';
import type { GraphqlRules } from '../graph/limits.ts';
import { createSocketRate, OPERATIONS_PER_MINUTE, SOCKET_TOO_MANY_OPERATIONS } from './rate-limit.ts';
import { systemTimers, type Timers } from '../subscriptions/timers.ts';

export interface SocketDeps {
  httpServer: Server;
  schema: GraphQLSchema;
  fieldResolver: GraphQLFieldResolver<unknown, Context>;
  rules: GraphqlRules;
  formatError: (error: GraphQLFormattedError) => GraphQLFormattedError;
  contextFor: (headers: IncomingHttpHeaders, clientIp: string | undefined) => Context;
  /** the browser's address of an upgrade request, resolved as for HTTP (TRUST_PROXY) */
  clientAddress: (headers: IncomingHttpHeaders, socketAddress: string | undefined) => string | undefined;
  /** the clock the operations of a socket are counted on (tests pass manual timers) */
  timers?: Timers;
}

/**
 * graphql-ws on /graphql: subscriptions only (queries and mutations go over HTTP, where CSRF prevention and the
 * HTTP metrics apply). Each document passes the same parser limits and validation rules as HTTP (limits.ts),
 * and the same bounds on variables (input-bounds.ts), and leaves through the same error formatting, so nothing
 * is answered over the socket that HTTP refuses. A socket that opens more than OPERATIONS_PER_MINUTE operations
 * in a minute is closed with 4429: one browser cannot make the gateway authorize and poll without end.
 */
export const serveSocket = ({ httpServer, schema, fieldResolver, rules, formatError, contextFor, clientAddress, timers = systemTimers }: SocketDeps) => {
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: 64 * 1024 });
  const format = (errors: readonly GraphQLError[]) => errors.map((error) => formatError(error.toJSON()));
  const withinRate = createSocketRate(() => timers.now());
  const cleanup = useServer<Record<string, unknown>>(
    {
      schema,
      onSubscribe: (ctx, _id, payload) => {
        if (!withinRate(ctx.extra.socket)) {
          const message = `Too many operations on this socket: at most ${OPERATIONS_PER_MINUTE} a minute`;
          ctx.extra.socket.close(SOCKET_TOO_MANY_OPERATIONS, message);
          return [new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS' } })];
        }
        const unbounded = socketInputErrors(payload);
        if (unbounded) return unbounded;
        const checked = rules.check(schema, payload.query);
        if ('errors' in checked) return checked.errors;
        const operation = getOperationAST(checked.document, payload.operationName);
        if (!operation) return [new GraphQLError('The document names no operation to run', { extensions: { code: 'BAD_REQUEST' } })];
        if (operation.operation !== 'subscription') {
          return [new GraphQLError(`A ${operation.operation} is sent over HTTP (POST /graphql); this socket serves subscriptions only`, { extensions: { code: 'BAD_REQUEST' } })];
        }
        return { schema, document: checked.document, operationName: payload.operationName, variableValues: payload.variables, fieldResolver };
      },
      context: (ctx) => {
        const params = (ctx.connectionParams ?? {}) as { authorization?: unknown; locale?: unknown };
        const request = ctx.extra.request;
        return contextFor(
          {
            ...request.headers,
            authorization: typeof params.authorization === 'string' ? params.authorization : undefined,
            'x-locale': typeof params.locale === 'string' ? params.locale : request.headers['x-locale'],
          },
          clientAddress(request.headers, request.socket.remoteAddress),
        );
      },
      onError: (_ctx, _id, _payload, errors) => format(errors),
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: format(result.errors) } : undefined),
    },
    wsServer,
  );
  return { wsServer, dispose: () => cleanup.dispose() };
};
