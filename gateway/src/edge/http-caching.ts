import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { Sharing } from '../graph/context.ts';

/** What selects a public answer besides its address: its type, its encoding, and the language (host or x-locale). */
export const PUBLIC_VARY = 'Accept, Accept-Encoding, Host, X-Locale';

/** The Query fields marked `@public` in the schema (schema/base.graphql says what the mark means). */
export const publicQueryFields = (schema: GraphQLSchema): ReadonlySet<string> =>
  new Set(
    Object.values(schema.getQueryType()?.getFields() ?? {})
      .filter((field) => field.astNode?.directives?.some((directive) => directive.name.value === 'public'))
      .map((field) => field.name),
  );

/** A query made only of `@public` root fields (scripts/trusted-documents.ts marks the client's documents by it too). */
export const isPublicOperation = (operation: OperationDefinitionNode | undefined, fields: ReadonlySet<string>) =>
  operation?.operation === 'query' &&
  operation.selectionSet.selections.length > 0 &&
  operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && fields.has(selection.name.value));

/**
 * Decides whether an answer is public — the same for every visitor of its language — and says so to HTTP caches.
 * Public: an anonymous request (no token, no cookie), a query of `@public` fields only, no upstream call made with
 * the caller's credentials, no error, status 200. Its GET answer is `Cache-Control: public, max-age=<the public
 * cache's lifetime>` with `Vary` on what selects it (the ETag is set from the bytes sent, in response-cache.ts);
 * every other answer (GET or POST; every staff answer among them) is `private, no-store`. `sharing.public` tells the response cache it may keep the answer.
 */
export const httpCaching = <C extends { sharing: Sharing }>(schema: GraphQLSchema, publicTtlMs: number): ApolloServerPlugin<C> => {
  const fields = publicQueryFields(schema);
  const maxAge = Math.floor(publicTtlMs / 1000);
  return {
    requestDidStart: async () => ({
      willSendResponse: async ({ request, response, contextValue, operation }) => {
        const http = request.http;
        if (!http) return;
        const isPublic =
          publicTtlMs > 0 &&
          http.headers.get('authorization') === undefined &&
          http.headers.get('cookie') === undefined &&
          !contextValue.sharing.personal &&
          isPublicOperation(operation, fields) &&
          response.body.kind === 'single' &&
          !response.body.singleResult.errors &&
          (response.http.status ?? 200) === 200;
        contextValue.sharing.public = isPublic;
        // a POST answer that is not public is private too (a staff sign-in carries a session token, a staff
        // mutation what an admin did): no cache of any kind keeps it; a public POST keeps the response cache's say
        if (http.method !== 'GET' && isPublic) return;
        if (isPublic) {
          response.http.headers.set('cache-control', `public, max-age=${maxAge}`);
          response.http.headers.set('vary', PUBLIC_VARY);
        } else {
          response.http.headers.set('cache-control', 'private, no-store');
        }
      },
    }),
  };
};
