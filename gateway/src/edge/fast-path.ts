import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { inputProblem } from '../graph/input-bounds.ts';
import type { Locale } from '../core/locale.ts';
import { isAnonymous, keyOf, sendEntry, type GraphRequest, type ResponseCache } from './response-cache.ts';
import { trustedDocuments } from '../graph/trusted-documents.ts';

/** A POST body read ahead of Express only up to this size: a public query's body is small. */
const MAX_READ_AHEAD = 16 * 1024;

/** What Express's JSON parser gives for a body that does not parse; refusals.ts words it. */
const parseFailure = (error: unknown) => Object.assign(new SyntaxError((error as Error).message), { status: 400, statusCode: 400, type: 'entity.parse.failed', expose: true });

/** Where a body read ahead waits for Express, or why it could not be read. */
const READ_AHEAD = Symbol('read-ahead');
type ReadAhead = IncomingMessage & { body?: unknown; [READ_AHEAD]?: { error?: Error } };

/**
 * GET /graphql?…&locale=en: the language in the address (what an HTTP cache keys on) stands for the x-locale
 * header, which the rest of the gateway reads.
 */
const URL_LOCALE = /[?&]locale=(zh|en)(?:&|$)/;
const takeUrlLocale = (req: IncomingMessage, url: string) => {
  const locale = URL_LOCALE.exec(url)?.[1];
  if (locale) req.headers['x-locale'] = locale;
};

/** A GET's operation name: its `operationName`, else the name of the trusted document it names by id. */
const getOperationName = (search: URLSearchParams) => {
  const named = search.get('operationName');
  if (named) return named;
  try {
    const hash = (JSON.parse(search.get('extensions') ?? '{}') as { persistedQuery?: { sha256Hash?: unknown } }).persistedQuery?.sha256Hash;
    return typeof hash === 'string' ? (trustedDocuments.get(hash)?.operationName ?? undefined) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Apollo's CSRF prevention lets a GET through only with a header no plain cross-site request carries; the fast
 * path asks the same, so a GET is answered alike whether or not its answer is kept (else a request refused cold
 * would pass once warm).
 */
const passesCsrfPrevention = (headers: IncomingHttpHeaders) =>
  headers['apollo-require-preflight'] !== undefined || headers['x-apollo-operation-name'] !== undefined;

const isPlainJson = (headers: IncomingHttpHeaders) =>
  headers['content-encoding'] === undefined && /^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(headers['content-type'] ?? '');

/**
 * The gateway's first handler, ahead of Express: an anonymous public query whose answer the response cache holds
 * — a GET to /graphql, or a small JSON POST — is answered from the kept bytes (compressed once) with the headers the
 * full path gave it, security headers included; `onHit` counts it. Anything else goes to `app` unchanged, except
 * that a POST body read here is handed on as `req.body` (Express's JSON parser sees the body read and leaves it) or,
 * when it does not parse, as the error that parser would have raised (`readAheadRefusal` passes it on).
 */
export const fastPath = (
  responses: ResponseCache,
  localeOf: (headers: IncomingHttpHeaders) => Locale,
  onHit: (operationName: string | undefined) => void,
  app: RequestListener,
): RequestListener => {
  const answered = (req: IncomingMessage, res: ServerResponse, key: string | undefined, operationName: () => string | undefined) => {
    const entry = responses.lookup(key);
    if (!entry) return false;
    onHit(operationName());
    sendEntry(req, res, entry);
    return true;
  };
  return (req, res) => {
    const url = req.url ?? '';
    if (!url.startsWith('/graphql')) return app(req, res);
    const at = url.indexOf('?');
    if ((at === -1 ? url : url.slice(0, at)) !== '/graphql') return app(req, res);
    if (req.method === 'GET' && at !== -1) {
      takeUrlLocale(req, url);
      const key = isAnonymous(req.headers) && passesCsrfPrevention(req.headers) ? keyOf('GET', localeOf(req.headers), req.headers.accept, { url }) : undefined;
      if (key !== undefined && answered(req, res, key, () => getOperationName(new URLSearchParams(url.slice(at + 1))))) return;
      return app(req, res);
    }
    const length = Number(req.headers['content-length']);
    if (req.method !== 'POST' || !isAnonymous(req.headers) || !isPlainJson(req.headers) || !(length > 0 && length <= MAX_READ_AHEAD)) return app(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', () => res.destroy());
    req.once('end', () => {
      const ahead = req as ReadAhead;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        ahead[READ_AHEAD] = { error: parseFailure(error) };
        return app(req, res);
      }
      ahead.body = body;
      ahead[READ_AHEAD] = {};
      const request = body as GraphRequest;
      // the key is the body as text: only the shape a query has is keyed (a deep value anywhere else would overflow it)
      const text = (value: unknown) => value === undefined || typeof value === 'string';
      const bounded =
        typeof body === 'object' && body !== null && text(request.query) && text(request.operationName) && !inputProblem('variables', request.variables) && !inputProblem('extensions', request.extensions);
      let key: string | undefined;
      try {
        key = bounded ? keyOf('POST', localeOf(req.headers), req.headers.accept, { body: request }) : undefined;
      } catch {
        // whatever the key cannot be made of goes on to Express, whose checks refuse it; a throw here would be uncaught
        key = undefined;
      }
      if (answered(req, res, key, () => (typeof request.operationName === 'string' ? request.operationName : undefined))) return;
      app(req, res);
    });
  };
};

/** In Express, before its body parsers: a body the fast path read and could not parse is refused as theirs would be. */
export const readAheadRefusal = (req: IncomingMessage, _res: unknown, next: (error?: unknown) => void) => next((req as ReadAhead)[READ_AHEAD]?.error);
