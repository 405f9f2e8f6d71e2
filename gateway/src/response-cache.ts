import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { Locale } from './locale.ts';

/** What a request asks, as it arrives: the same text means the same answer for the same language. */
export interface GraphRequest {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

/**
 * Whether an anonymous request's answer may be shared: the context marks it personal the moment it calls the
 * upstream itself. Public data goes through `cached`, which is anonymous and shared anyway.
 */
export interface Sharing {
  personal: boolean;
}

interface Entry {
  expires: number;
  body: string;
}

/** The answer types Apollo offers, in its order of preference when the client accepts both. */
const ANSWER_TYPES = ['application/json', 'application/graphql-response+json'];

/**
 * Whole answers of public queries, keyed by document, variables, language and accepted type: a repeated public
 * query (the home page's, the pricing page's) is answered without parsing or executing it again. Only requests
 * without a bearer token take part (a resolver may answer from the token alone, as `me` does), and only a query
 * that succeeded, made no upstream call of its own and produced no error is kept: one user's data can never be
 * served to another. Mutations and subscriptions never are. Bounded, as keys carry free text.
 */
export const createResponseCache = (ttlMs: number, { maxEntries = 1000, maxBytes = 256 * 1024, now = Date.now } = {}) => {
  const entries = new Map<string, Entry>();
  const keyOf = (request: GraphRequest, locale: Locale, accept: string | undefined) =>
    typeof request.query === 'string' || request.extensions !== undefined
      ? JSON.stringify([locale, accept ?? '', request.query ?? null, request.operationName ?? null, request.variables ?? null, request.extensions ?? null])
      : undefined;
  const store = (key: string, entry: Entry) => {
    if (entries.size >= maxEntries) {
      const at = now();
      for (const [k, e] of entries) if (e.expires <= at) entries.delete(k);
      for (const k of entries.keys()) {
        if (entries.size < maxEntries) break;
        entries.delete(k);
      }
    }
    entries.set(key, entry);
  };
  const lookup = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now()) return entry;
    entries.delete(key);
    return undefined;
  };

  return {
    size: () => entries.size,
    clear: () => entries.clear(),
    /** Answers a stored public query before Apollo sees it; everything else goes on. */
    middleware:
      (localeOf: (headers: Parameters<RequestHandler>[0]['headers']) => Locale, onHit: (operationName: string | undefined) => void): RequestHandler =>
      (req, res, next) => {
        if (ttlMs <= 0 || req.method !== 'POST' || req.headers.authorization !== undefined) return next();
        if (!req.is('application/json') || typeof req.body !== 'object' || req.body === null) return next();
        const key = keyOf(req.body as GraphRequest, localeOf(req.headers), req.headers.accept);
        const entry = key && lookup(key);
        if (!entry) return next();
        // Apollo answers with the type the request prefers (JSON when it names none); 406 stays Apollo's to give.
        const type = req.headers.accept ? req.accepts(ANSWER_TYPES) : ANSWER_TYPES[0];
        if (!type) return next();
        onHit(typeof req.body.operationName === 'string' ? req.body.operationName : undefined);
        res.status(200).set('content-type', `${type}; charset=utf-8`).send(entry.body);
      },
    /** Keeps the answer of a public query that succeeded. */
    plugin: <C extends { locale: Locale; sharing: Sharing }>(): ApolloServerPlugin<C> => ({
      requestDidStart: async () => ({
        willSendResponse: async ({ request, response, contextValue, operation }) => {
          if (ttlMs <= 0 || operation?.operation !== 'query' || contextValue.sharing.personal) return;
          if (request.http?.method !== 'POST' || request.http.headers.get('authorization') !== undefined) return;
          if (response.body.kind !== 'single' || response.body.singleResult.errors) return;
          if (response.http.status !== undefined && response.http.status !== 200) return;
          const key = keyOf(request, contextValue.locale, request.http.headers.get('accept'));
          const body = `${JSON.stringify(response.body.singleResult)}\n`;
          if (!key || body.length > maxBytes) return;
          store(key, { expires: now() + ttlMs, body });
        },
      }),
    }),
  };
};

export type ResponseCache = ReturnType<typeof createResponseCache>;
