import http from 'node:http';
import https from 'node:https';
import express, { type Request, type Response, type Router } from 'express';
import { downloadPlugin, pluginIcon, pluginSignature, pluginSigningKey, publishPlugin, type Call } from '../../contract/index.ts';
import { localeOf } from './locale.ts';
import type { Metrics } from './metrics.ts';

/** The upstream's answer headers a browser needs for a file; hop-by-hop and server headers stay behind. */
const keptHeaders = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'etag', 'last-modified', 'x-content-type-options', 'content-security-policy'];

const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 60_000 }), https: new https.Agent({ keepAlive: true, maxSockets: 64, timeout: 60_000 }) };

/**
 * Extension packages, their signatures and icons are plain links (`/api/plugin-download/version_hash/{hash}`, the
 * same plus `.sig`, `/api/plugin-icon/version_hash/{hash}`, `/api/plugin-signing-key`), not GraphQL: the gateway
 * streams them from the upstream with its status and file headers, and passes the browser's address in
 * X-Forwarded-For as GraphQL calls do, so a download is counted per person, not per gateway.
 *
 * `POST /api/plugin/publish` is the terminal's way in (npm run publish-extension): the multipart request streams
 * through with its publishing token (Authorization) and the upstream's envelope streams back, so a publisher
 * points TIDEWATCH_SITE at the site itself. The upstream checks the token and cuts the package at 20 MB.
 */
export const pluginFiles = ({ upstreamUrl, timeoutMs, enHost, metrics }: { upstreamUrl: string; timeoutMs: number; enHost: string; metrics: Metrics }): Router => {
  const router = express.Router();
  const base = upstreamUrl.replace(/\/$/, '');
  const client = base.startsWith('https:') ? https : http;
  const agent = base.startsWith('https:') ? agents.https : agents.http;

  const forward = (call: Call, req: Request, res: Response, { body }: { body: boolean }) => {
    const target = `${base}${req.path.slice('/api'.length)}`;
    const passed = body ? (['content-type', 'content-length', 'authorization'] as const) : [];
    const upstream = client.request(
      target,
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
      else if (body) res.status(502).json({ statusCode: 502, messages: 'The network connection is abnormal; please try again later', data: null });
      else res.status(502).type('text').send('The network connection is abnormal; please try again later');
    });
    // A client that gives up stops the upstream transfer too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (body) req.pipe(upstream);
    else upstream.end();
  };

  // The signature is listed before the download: `:hash` alone would also match `….sig`.
  for (const call of [pluginSignature, downloadPlugin, pluginIcon, pluginSigningKey]) {
    router.get(`/api${call.path.replace(/\{(\w+)\}/g, ':$1')}`, (req: Request, res: Response) => forward(call, req, res, { body: false }));
  }
  router.post(`/api${publishPlugin.path}`, (req: Request, res: Response) => forward(publishPlugin, req, res, { body: true }));
  return router;
};
