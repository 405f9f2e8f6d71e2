import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import type { Metrics } from '../core/metrics.ts';

/** One request to the upstream: a path below its base URL (query string included), and a JSON value or a stream. */
export interface UpstreamRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** sent as JSON, unless `stream` is given */
  json?: unknown;
  /** a body that is not JSON (a streamed multipart upload), sent as it arrives */
  stream?: Readable;
  timeoutMs?: number;
}

/** The upstream's answer as text, whatever its status: the client reads the envelope. */
export interface UpstreamResponse {
  status: number;
  text: string;
}

export interface Transport {
  request: (request: UpstreamRequest) => Promise<UpstreamResponse>;
  metrics: Metrics;
}

const IDLE_SOCKET_MS = 60_000;
const MAX_ANSWER_BYTES = 20 * 1024 * 1024;

/** An error carrying the code the client tells apart (ECONNRESET is retried for a GET; the rest is a network failure). */
const failure = (message: string, code: string) => Object.assign(new Error(message), { code });

/**
 * Node's own HTTP client over keep-alive sockets, one time limit per request, no status-based throwing and no
 * redirects (a REST call is answered where it is asked). It replaced axios, whose per-request configuration
 * merging cost more than the rest of a list page's call.
 */
export const createTransport = (baseURL: string, timeoutMs: number, metrics: Metrics): Transport => {
  const base = new URL(baseURL.endsWith('/') ? baseURL : `${baseURL}/`);
  const client = base.protocol === 'https:' ? https : http;
  // Idle sockets are dropped after a minute, before a server that keeps them longer closes them under a request.
  const agent = new client.Agent({ keepAlive: true, maxSockets: 64, timeout: IDLE_SOCKET_MS });
  const request = ({ method, path, headers, json, stream, timeoutMs: limit = timeoutMs }: UpstreamRequest) =>
    new Promise<UpstreamResponse>((resolve, reject) => {
      const body = stream === undefined && json !== undefined ? JSON.stringify(json) : undefined;
      const req = client.request(new URL(path.replace(/^\//, ''), base), {
        method,
        agent,
        headers: {
          accept: 'application/json, text/plain, */*',
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          ...headers,
        },
      });
      // As axios did: the time limit runs from when the request has a socket, not while it waits for a free one.
      let timer: NodeJS.Timeout | undefined;
      req.once('socket', () => (timer = setTimeout(() => req.destroy(failure(`timeout of ${limit}ms exceeded`, 'ETIMEDOUT')), limit)));
      req.once('close', () => clearTimeout(timer));
      req.once('error', reject);
      req.once('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) req.destroy(failure(`the answer exceeds ${MAX_ANSWER_BYTES} bytes`, 'ERR_ANSWER_TOO_LARGE'));
          else chunks.push(chunk);
        });
        res.once('error', reject);
        res.once('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      });
      if (stream) {
        stream.once('error', (error) => req.destroy(error));
        stream.pipe(req);
      } else req.end(body);
    });
  return { request, metrics };
};
