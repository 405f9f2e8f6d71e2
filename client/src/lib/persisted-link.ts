import { ApolloLink, CombinedGraphQLErrors } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { catchError, mergeMap, of, throwError, type Observable } from 'rxjs';
import { publicDocuments } from '../generated/public-documents.ts';
import { currentLocale } from '../i18n/i18n.ts';

/** How a document is sent: by its id (the sha256 `npm run codegen` put in its `__meta__`), and whether it is public. */
export const persistedDocument = (query: DocumentNode) => {
  const hash = (query as DocumentNode & { __meta__?: { hash?: string } }).__meta__?.hash?.replace(/^sha256:/, '');
  return hash ? { id: hash, isPublic: publicDocuments.has(hash) } : undefined;
};

const NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';
const isNotFound = (errors: readonly { extensions?: Record<string, unknown> }[] | undefined) => Boolean(errors?.some((error) => error.extensions?.code === NOT_FOUND));

/**
 * Sends the client's documents by id (Apollo's persisted-query extension), never their text: a public one as a GET
 * whose address holds the id, the variables and the language (so any HTTP cache can keep its answer; `public` in the
 * context tells apollo.ts to send no token), the rest as a POST. A gateway that does not know the id (a document
 * changed since its manifest was made) is asked once more with the text.
 */
export const persistedLink = new ApolloLink((operation, forward) => {
  const document = persistedDocument(operation.query);
  if (!document) return forward(operation);
  const asText = () => {
    delete operation.extensions.persistedQuery;
    operation.setContext({ public: false, uri: undefined, http: { includeQuery: true, includeExtensions: true }, fetchOptions: { method: 'POST' } });
    return forward(operation);
  };
  operation.extensions.persistedQuery = { version: 1, sha256Hash: document.id };
  operation.setContext({
    http: { includeQuery: false, includeExtensions: true },
    ...(document.isPublic ? { public: true, uri: `/graphql?locale=${currentLocale()}`, fetchOptions: { method: 'GET' } } : {}),
  });
  return (forward(operation) as Observable<ApolloLink.Result>).pipe(
    mergeMap((result) => ('errors' in result && isNotFound(result.errors) ? asText() : of(result))),
    catchError((error: unknown) => (CombinedGraphQLErrors.is(error) && isNotFound(error.errors) ? asText() : throwError(() => error))),
  );
});
