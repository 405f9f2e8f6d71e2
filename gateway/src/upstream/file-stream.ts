import http from 'node:http';
import https from 'node:https';
import type { Request, Response } from 'express';
import type { Call } from '../../../contract/index.ts';
import { localeOf } from '../core/locale.ts';
import type { Metrics } from '../core/metrics.ts';

/** The upstream's answer headers a browser needs for a file or a refusal; hop-by-hop and server headers stay behind. */
const keptHeaders = ['retry-after', 'content-type', 'content-length', 'content-disposition', 'cache-control', 'etag', 'last-modified', 'x-content-type-options', 'content-security-policy'];

const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 60_000 }), https: new https.Agent({ keepAlive: true, maxSockets: 64, timeout: 60_000 }) };

const unreachable = 'The network connection is abnormal; please try again later';

export type FileStreamOptions = { upstreamUrl: string; timeoutMs: number; enHost: string; metrics: Metrics };

/**
 * Streams one REST call's answer (a package, an icon, a receipt) from the upstream to the browser with its status
 * and file headers, not through GraphQL. The language and the browser's address travel as on GraphQL calls, so a
 * download is counted per person, not per gateway; `passed` names the request headers that go along (a bearer
 * token, a multipart body's type and length), and `body` streams the request body up (publishing from a terminal).
 * A failure before the answer is the envelope's 502 where the caller expects JSON, plain text otherwise.
 */
export const fileStream = ({ upstreamUrl, timeoutMs, enHost, metrics }: FileStreamOptions) => {
  const base = upstreamUrl.replace(/\/$/, '');
  const client = base.startsWith('https:') ? https : http;
  const agent = base.startsWith('https:') ? agents.https : agents.http;

  return (call: Pick<Call, 'id' | 'path'>, req: Request, res: Response, { path, passed, body, json }: { path: string; passed: readonly string[]; body: boolean; json: boolean }) => {
    const upstream = client.request(
      `${base}${path}`,
      {
        method: req.method,
        agent,
        timeout: timeoutMs,
        headers: {
          'accept-language': localeOf(req.headers, enHost),
          ...(req.ip ? { 'x-forwarded-for': req.ip } : {}),
          ...Object.fromEntries(passed.flatMap((name) => (req.headers[name] === undefined ? [] : [[name, req.headers[name]]]))),
        },
      },
      (answer) => {
        metrics.upstreamCalls.inc({ call: call.id, outcome: String(answer.statusCode) });
        res.status(answer.statusCode ?? 502);
        for (const name of keptHeaders) {
          const value = answer.headers[name];
          if (value !== undefined) res.setHeader(name, value);
        }
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', (error) => {
      metrics.upstreamCalls.inc({ call: call.id, outcome: 'network' });
      console.warn(`[gateway] upstream ${req.method} ${call.path} unreachable: ${error.message}`);
      if (res.headersSent) res.destroy();
      else if (json) res.status(502).json({ statusCode: 502, messages: unreachable, data: null });
      else res.status(502).type('text').send(unreachable);
    });
    // A client that gives up stops the upstream transfer too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (body) req.pipe(upstream);
    else upstream.end();
  };
};
