import type { IncomingHttpHeaders } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import type { GraphQLSchema } from 'graphql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { Locale } from '../core/locale.ts';
import type { Context, Sharing } from '../graph/context.ts';
import { graphiqlPage } from '../graph/graphiql.ts';
import { boundedGraphInput } from '../graph/input-bounds.ts';
import { MAX_PACKAGE_BYTES } from '../graph/upload-stream.ts';
import { readAheadRefusal } from './fast-path.ts';
import type { ResponseCache } from './response-cache.ts';
import { GRAPHIQL_CSP } from './security-headers.ts';

export interface GraphRouteDeps {
  apollo: ApolloServer<Context>;
  schema: GraphQLSchema;
  development: boolean;
  responses: ResponseCache;
  localeOfRequest: (headers: IncomingHttpHeaders) => Locale;
  contextFor: (headers: IncomingHttpHeaders, clientIp: string | undefined, siteOrigin?: string) => Context;
  clientAddress: (headers: IncomingHttpHeaders, socketAddress: string | undefined) => string | undefined;
  /** the site the browser is on, when it is one the site answers (core/site-origin.ts) */
  siteOriginOf: (protocol: string, host: string | undefined) => string | undefined;
}

/** /graphql over HTTP on the app (GraphiQL too, in development), behind the bounds on what a request may carry. */
export const graphRoute = (app: Express, { apollo, schema, development, responses, localeOfRequest, contextFor, clientAddress, siteOriginOf }: GraphRouteDeps) => {
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
        const context = contextFor(req.headers, clientAddress(req.headers, req.socket.remoteAddress), siteOriginOf(req.protocol, req.get('host')));
        // the response cache reads whether http-caching.ts found the answer public
        (res.locals as { sharing?: Sharing }).sharing = context.sharing;
        return context;
      },
    }),
  );
};
