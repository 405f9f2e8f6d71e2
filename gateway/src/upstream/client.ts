import type { Readable } from 'node:stream';
import { z } from 'zod';
import { envelope, failure, fillPath, type Call, type DataOf, type RequestArgs } from '../../../contract/index.ts';
import { findUnstorableText, textRefused } from '../../../contract/input.ts';
import { errorFromUpstream, graphError } from '../core/errors.ts';
import type { Locale } from '../core/locale.ts';
import type { Transport } from './transport.ts';

/** How long a streamed upload may take, from its first byte to the upstream's answer. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** What is sent, once the call's own request type (`RequestOf`, contract/call.ts) has checked it. */
interface Sent {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** a body that is not JSON (a streamed multipart upload): its content type */
  contentType?: string;
}

/** A multipart upload streamed through as it arrives (the call names its file field). */
export interface Upload {
  body: Readable;
  contentType: string;
}

/** The anonymous upstream behind the shared public cache: for calls whose answer is the same for every caller. */
export type Cached = <C extends Call>(call: C, ...request: RequestArgs<C>) => Promise<DataOf<C>>;

/** Raw mode (index=1): the body as the upstream sent it, whatever its statusCode. */
export interface RawAnswer<T> {
  statusCode: number;
  messages: string;
  data: T | null;
}

/** Each method takes the call's own request (params, query, body as the contract types them): a misspelt field does not compile. */
export interface Upstream {
  call<C extends Call>(call: C, ...request: RequestArgs<C>): Promise<DataOf<C>>;
  raw<C extends Call>(call: C, ...request: RequestArgs<C>): Promise<RawAnswer<DataOf<C>>>;
  upload<C extends Call>(call: C, upload: Upload): Promise<DataOf<C>>;
}

/**
 * Each call's answer schema, built once: a zod object compiles its parser on first use, so a schema made per
 * call would be compiled again for every answer.
 */
type Envelope = ReturnType<typeof envelope<z.ZodType>>;
const envelopes = new WeakMap<Call, Envelope>();
const envelopeOf = (call: Call): Envelope => {
  let schema = envelopes.get(call);
  if (!schema) envelopes.set(call, (schema = envelope(call.data)));
  return schema;
};

const malformed = (call: Call, detail: string) => {
  console.warn(`[gateway] upstream answered ${call.method} ${call.path} in an unexpected form: ${detail}`);
  return graphError('UPSTREAM_UNAVAILABLE', 'The service answered in an unexpected form; please try again later');
};

/**
 * Text no call may carry is the user's mistake, answered here: an unpaired surrogate cannot even be put in a
 * URL (the query encoder throws, which looked like a network failure), and a NUL would only be refused upstream.
 */
const refuseUnstorableText = (options: Sent, locale: Locale) => {
  if (findUnstorableText([options.params, options.query, options.body]) !== undefined) throw graphError('BAD_USER_INPUT', textRefused[locale]);
};

/** The query string as the upstream reads it; absent values (undefined, null) are left out. */
const queryString = (query: Record<string, unknown> | undefined) => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** A JSON answer parsed; anything else (a file's text, an HTML error page) stays text. */
const jsonBody = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** The upstream as this request sees it: its bearer token and language go with every call. */
export const bindUpstream = ({ request, metrics }: Transport, token: string | null, locale: Locale, clientIp?: string, siteOrigin?: string): Upstream => {
  const send = async (call: Call, options: Sent, raw: boolean) => {
    refuseUnstorableText(options, locale);
    const stopTimer = metrics.upstreamLatency.startTimer({ call: call.id });
    const streamed = options.contentType !== undefined;
    const ask = () =>
      request({
        method: call.method,
        path: fillPath(call.path, options.params) + queryString(raw ? { ...options.query, index: 1 } : options.query),
        ...(streamed ? { stream: options.body as Readable } : { json: options.body }),
        // A streamed body is sent as it arrives, in the time of a slow browser's 20 MB upload rather than that of a quick call.
        ...(streamed ? { timeoutMs: UPLOAD_TIMEOUT_MS } : {}),
        headers: {
          ...(streamed ? { 'content-type': options.contentType! } : {}),
          'accept-language': locale,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
          // the site the browser is on, already checked (core/site-origin.ts): where its mail links and payment returns go
          ...(siteOrigin ? { 'x-site-origin': siteOrigin } : {}),
        },
      });
    try {
      let response;
      try {
        response = await ask();
      } catch (error) {
        // A kept-alive socket the upstream closed just as it was reused: a GET is safe to send again, once.
        if (call.method !== 'GET' || (error as { code?: string }).code !== 'ECONNRESET') throw error;
        response = await ask();
      }
      metrics.upstreamCalls.inc({ call: call.id, outcome: String(response.status) });
      return { status: response.status, body: jsonBody(response.text) };
    } catch (error) {
      metrics.upstreamCalls.inc({ call: call.id, outcome: 'network' });
      console.warn(`[gateway] upstream ${call.method} ${call.path} unreachable: ${(error as Error).message}`);
      throw graphError('UPSTREAM_UNAVAILABLE', 'The network connection is abnormal; please try again later');
    } finally {
      stopTimer();
    }
  };

  const answerOf = async <C extends Call>(call: C, options: Sent): Promise<DataOf<C>> => {
      const response = await send(call, options, false);
      const { body } = response;
      if (call.produces && response.status === 200 && typeof body === 'string') {
        const file = call.data.safeParse(body);
        if (!file.success) throw malformed(call, file.error.message);
        return file.data as DataOf<C>;
      }
      const failed = failure.safeParse(body);
      if (response.status !== 200 || (failed.success && failed.data.statusCode !== 200)) {
        throw errorFromUpstream(response.status, failed.success ? failed.data.statusCode : undefined, failed.success ? failed.data.messages : '');
      }
      const answer = envelopeOf(call).safeParse(body);
      if (!answer.success) throw malformed(call, z.prettifyError(answer.error));
      return answer.data.data as DataOf<C>;
  };

  return {
    call: (call, ...[request]) => answerOf(call, (request ?? {}) as Sent),
    upload: (call, { body, contentType }) => answerOf(call, { body, contentType }),
    async raw(call, ...[request]) {
      const response = await send(call, (request ?? {}) as Sent, true);
      const { body } = response;
      const answer = envelopeOf(call).safeParse(body);
      if (answer.success) return answer.data as RawAnswer<DataOf<typeof call>>;
      const failed = failure.safeParse(body);
      if (failed.success && failed.data.statusCode !== 200) return { statusCode: failed.data.statusCode, messages: failed.data.messages, data: null };
      if (response.status !== 200) return { statusCode: response.status, messages: '', data: null };
      throw malformed(call, z.prettifyError(answer.error));
    },
  };
};
