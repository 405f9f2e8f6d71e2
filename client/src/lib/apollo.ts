import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { i18n } from '@lingui/core';
import { currentLocale } from '../i18n/i18n.ts';
import { reactionTo } from './error-catalogue.ts';
import { signInPath } from './return-url.ts';
import { clearSession, getToken } from './session.ts';
import { showToast } from './toasts.ts';
import { uploadFetch } from './upload-fetch.ts';

/** Where a 401 sends the user: sign-in with the current path as the return URL (`?redirect=`, read by /signIn). */
export const signInHref = () => signInPath(window.location.pathname + window.location.search + window.location.hash);

/**
 * Screens that handle their own failures pass `context: { silent: true }`; calls that must not even
 * act on a 401 (the header's profile check, cross-site login: the spec's raw mode) pass `raw: true`.
 */
const errorLink = new ErrorLink(({ error, operation }) => {
  const { silent, raw } = operation.getContext() as { silent?: boolean; raw?: boolean };
  const graphErrors = CombinedGraphQLErrors.is(error) ? error.errors : [];
  const first = graphErrors[0];
  const code = first ? String(first.extensions?.code ?? '') : 'NETWORK';
  if (raw) {
    console.warn(`[graph] ${operation.operationName}: ${code}`, error);
    return;
  }
  const reaction = reactionTo(code, first?.message ?? '');
  if (reaction.kind === 'sign-in') {
    clearSession();
    if (!window.location.pathname.startsWith('/signIn')) window.location.assign(signInHref());
    return;
  }
  if (reaction.kind === 'silent' || silent) {
    console.warn(`[graph] ${operation.operationName}: ${code}`, error);
    return;
  }
  showToast('error', typeof reaction.message === 'string' ? reaction.message : i18n._(reaction.message));
});

const headersLink = new ApolloLink((operation, forward) => {
  const token = getToken();
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: {
      ...headers,
      'x-locale': currentLocale(),
      // The gateway's CSRF prevention lets a multipart request (a file upload) through only with this header.
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  }));
  return forward(operation);
});

const wsUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;

const wsLink = new GraphQLWsLink(
  createClient({
    url: wsUrl,
    lazy: true,
    connectionParams: () => {
      const token = getToken();
      return { locale: currentLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    },
  }),
);

/** Plain JSON requests, or the GraphQL multipart request spec when variables hold a File (extension packages). */
const httpLink = new UploadHttpLink({ uri: '/graphql', fetch: uploadFetch });

const transport = ApolloLink.split(
  ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
  wsLink,
  ApolloLink.from([headersLink, httpLink]),
);

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, transport]),
  cache: new InMemoryCache({
    typePolicies: {
      // A market entry is one extension (its id); one's own uploads are versions of it, told apart by uploadId.
      Plugin: { keyFields: (object) => (object.uploadId ? `Plugin:${String(object.id)}:${String(object.uploadId)}` : `Plugin:${String(object.id)}`) },
    },
  }),
});
