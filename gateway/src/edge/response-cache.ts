import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { Sharing } from '../graph/context.ts';
import type { Locale } from '../core/locale.ts';
import { encodingFor, represent, type Encoding } from './representation.ts';

/** What a request asks, as it arrives: the same text means the same answer for the same language. */
export interface GraphRequest {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

/**
 * A kept answer: its bytes as sent and compressed once, and for each encoding the headers to send (every header the
 * full path gave it, then Content-Encoding and Content-Length), flattened once so that a hit builds nothing.
 */
export interface Entry {
  expires: number;
  etag: string;
  bodies: Record<Encoding, Buffer>;
  headers: Record<Encoding | 'notModified', string[]>;
}

/** `[name, value, name, value…]`, as writeHead takes them. */
const flat = (headers: OutgoingHttpHeaders) =>
  Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((one) => [name, one]) : value === undefined ? [] : [name, String(value)]));

/** An entry for an answer: compressed once (answers are small: a few kB, at most the cache's maxBytes). */
const entryOf = (expires: number, headers: OutgoingHttpHeaders, etag: string, body: string): Entry => {
  const identity = Buffer.from(body);
  const bodies = represent(identity);
  const sent = (encoding: Encoding) => flat({ ...headers, ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }), 'content-length': bodies[encoding].length });
  const { ['content-type']: _type, ...notModified } = headers;
  return { expires, etag, bodies, headers: { identity: sent('identity'), br: sent('br'), gzip: sent('gzip'), notModified: flat(notModified) } };
};

/** Headers that belong to one exchange, not to the answer. */
const EXCHANGE_HEADERS = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Only requests that carry nothing of the caller take part: a token or a cookie could make the answer theirs. */
export const isAnonymous = (headers: IncomingHttpHeaders) => headers.authorization === undefined && headers.cookie === undefined;

/** A strong validator: the answer's bytes, hashed. */
export const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The key of a request: its method, language and accepted type, and what it asks — a GET's whole address (document
 * id, variables, locale), a POST's body. GET and POST are kept apart, as their headers differ (Cache-Control).
 */
export const keyOf = (method: string, locale: Locale, accept: string | undefined, asked: { url: string } | { body: GraphRequest }) => {
  if ('url' in asked) return JSON.stringify(['GET', locale, accept ?? '', asked.url]);
  const { body } = asked;
  return typeof body.query === 'string' || body.extensions !== undefined
    ? JSON.stringify([method, locale, accept ?? '', body.query ?? null, body.operationName ?? null, body.variables ?? null, body.extensions ?? null])
    : undefined;
};

/** Whether If-None-Match names this validator (or any, `*`). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });

/**
 * Sends a kept answer as the full path sent it: its headers, then Brotli or gzip when the request takes them
 * (compressed once, when kept), or 304 to a GET whose If-None-Match names it.
 */
export const sendEntry = (req: IncomingMessage, res: ServerResponse, entry: Entry) => {
  if (req.method === 'GET' && matches(req.headers['if-none-match'] as string | undefined, entry.etag)) {
    res.writeHead(304, entry.headers.notModified).end();
    return;
  }
  const encoding = encodingFor(req.headers['accept-encoding']);
  res.writeHead(200, entry.headers[encoding]).end(entry.bodies[encoding]);
};

/**
 * Whole answers of public queries, keyed as `keyOf` says: a repeated public query (the home page's, the pricing
 * page's) is answered without parsing or executing it again, by the fast path (fast-path.ts) before Express;
 * `middleware` keeps what Apollo answers. Only anonymous requests take part, and only an answer http-caching.ts marked
 * public is kept: one user's data can never be served to another. Bounded, as keys carry free text.
 */
export const createResponseCache = (ttlMs: number, { maxEntries = 1000, maxBytes = 256 * 1024, now = Date.now } = {}) => {
  const entries = new Map<string, Entry>();
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
  const lookup = (key: string | undefined) => {
    const entry = key === undefined ? undefined : entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now()) return entry;
    entries.delete(key!);
    return undefined;
  };

  /**
   * Before Apollo: the answer Apollo sends is given its ETag (from the bytes it sends, so the answer is serialised
   * once) and kept when http-caching.ts marked it public. Kept answers are sent by the fast path alone (fast-path.ts),
   * so what reaches Express passed it by: a request the fast path does not answer gets Apollo's own checks.
   */
  const middleware =
    (localeOf: (headers: IncomingHttpHeaders) => Locale): RequestHandler =>
    (req, res, next) => {
      if (ttlMs <= 0 || !isAnonymous(req.headers)) return next();
      const isGet = req.method === 'GET';
      if (!isGet && (req.method !== 'POST' || !req.is('application/json') || typeof req.body !== 'object' || req.body === null)) return next();
      const key = keyOf(req.method, localeOf(req.headers), req.headers.accept, isGet ? { url: req.originalUrl } : { body: req.body as GraphRequest });
      if (key === undefined) return next();
      const send = res.send.bind(res);
      res.send = (body: unknown) => {
        const sharing = (res as Response<unknown, { sharing?: Sharing }>).locals.sharing;
        if (sharing?.public && res.statusCode === 200 && typeof body === 'string') {
          const etag = etagOf(body);
          res.setHeader('etag', etag);
          if (Buffer.byteLength(body) <= maxBytes) {
            const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !EXCHANGE_HEADERS.has(name)));
            store(key, entryOf(now() + ttlMs, headers, etag, body));
          }
        }
        return send(body);
      };
      next();
    };

  return { size: () => entries.size, clear: () => entries.clear(), lookup, middleware };
};

export type ResponseCache = ReturnType<typeof createResponseCache>;
