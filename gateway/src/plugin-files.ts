import http from 'node:http';
import https from 'node:https';
import express, { type Request, type Response, type Router } from 'express';
import { downloadPlugin, pluginIcon } from '../../contract/index.ts';
import { localeOf } from './locale.ts';
import type { Metrics } from './metrics.ts';

/** The upstream's answer headers a browser needs for a file; hop-by-hop and server headers stay behind. */
const keptHeaders = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'etag', 'last-modified', 'x-content-type-options', 'content-security-policy'];

const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 60_000 }), https: new https.Agent({ keepAlive: true, maxSockets: 64, timeout: 60_000 }) };

/**
 * Extension packages and icons are plain links (`/api/plugin-download/version_hash/{hash}`,
 * `/api/plugin-icon/version_hash/{hash}`), not GraphQL: the gateway streams them from the upstream with its
 * status and file headers, and passes the browser's address in X-Forwarded-For as GraphQL calls do, so a
 * download is counted per person, not per gateway.
 */
export const pluginFiles = ({ upstreamUrl, timeoutMs, enHost, metrics }: { upstreamUrl: string; timeoutMs: number; enHost: string; metrics: Metrics }): Router => {
  const router = express.Router();
  const base = upstreamUrl.replace(/\/$/, '');
  const client = base.startsWith('https:') ? https : http;
  const agent = base.startsWith('https:') ? agents.https : agents.http;

  for (const call of [downloadPlugin, pluginIcon]) {
    router.get(`/api${call.path.replace(/\{(\w+)\}/g, ':$1')}`, (req: Request, res: Response) => {
      const target = `${base}${req.path.slice('/api'.length)}`;
      const upstream = client.request(
        target,
        {
          method: req.method,
          agent,
          timeout: timeoutMs,
          headers: {
            'accept-language': localeOf(req.headers, enHost),
            ...(req.ip ? { 'x-forwarded-for': req.ip } : {}),
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
        console.warn(`[gateway] upstream GET ${call.path} unreachable: ${error.message}`);
        if (res.headersSent) res.destroy();
        else res.status(502).type('text').send('The network connection is abnormal; please try again later');
      });
      // A browser that gives up stops the upstream transfer too.
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      upstream.end();
    });
  }
  return router;
};
