import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';
import { i18n } from '@lingui/core';
import { currentLocale } from '../i18n/i18n.ts';
import { reactionTo } from './error-catalogue.ts';
import { signInPath } from './return-url.ts';
import { clearSession, getToken } from './session.ts';
import { clearStaffToken, getStaffToken, isStaffPath, STAFF_ROOT } from './staff-session.ts';
import { showToast } from './toasts.ts';
import { persistedLink } from './persisted-link.ts';
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
  // in the back office a session that ended is the staff session: to the staff sign-in, the buyer's left alone
  if (reaction.kind === 'sign-in' && isStaffPath(window.location.pathname)) {
    clearStaffToken();
    const here = window.location.pathname + window.location.search;
    if (!window.location.pathname.startsWith(`${STAFF_ROOT}/signIn`)) window.location.assign(`${STAFF_ROOT}/signIn?redirect=${encodeURIComponent(here)}`);
    return;
  }
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

/**
 * A public document (persisted-link.ts) goes without the token: its answer is everyone's, and HTTP caches keep it. A
 * back-office page (/admin) sends the staff session's token and never the buyer's.
 */
const tokenFor = (operation: ApolloLink.Operation) => {
  if ((operation.getContext() as { public?: boolean }).public) return null;
  return isStaffPath(window.location.pathname) ? getStaffToken() : getToken();
};

const headersLink = new ApolloLink((operation, forward) => {
  const token = tokenFor(operation);
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

/**
 * Subscriptions (the checkstand's pay status) go over a WebSocket; graphql-ws and its link are fetched when the
 * first subscription starts, so pages that never subscribe (the home page among them) load none of it.
 */
let wsLink: Promise<ApolloLink> | undefined;
const lazyWsLink = new ApolloLink((operation, forward) =>
  from((wsLink ??= import('./ws-link.ts').then((module) => module.wsLink))).pipe(mergeMap((link) => link.request(operation, forward))),
);

/** Plain JSON requests, or the GraphQL multipart request spec when variables hold a File (extension packages). */
const httpLink = new UploadHttpLink({ uri: '/graphql', fetch: uploadFetch });

const transport = ApolloLink.split(
  ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
  lazyWsLink,
  ApolloLink.from([persistedLink, headersLink, httpLink]),
);

/** The cache's rules, shared with the prerenderer (src/prerender.tsx), whose state the browser's cache restores. */
export const createCache = () =>
  new InMemoryCache({
    typePolicies: {
      // A market entry is one extension (its id); one's own uploads are versions of it, told apart by uploadId.
      Plugin: { keyFields: (object) => (object.uploadId ? `Plugin:${String(object.id)}:${String(object.uploadId)}` : `Plugin:${String(object.id)}`) },
    },
  });

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, transport]),
  cache: createCache(),
});
