import http from 'node:http';
import https from 'node:https';
import express, { type Request, type Response, type Router } from 'express';
import { getOrderReceipt } from '../../contract/index.ts';
import { localeOf } from './locale.ts';
import type { Metrics } from './metrics.ts';

/** The upstream's answer headers a browser needs for a file or a refusal; hop-by-hop and server headers stay behind. */
const keptHeaders = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'x-content-type-options'];

const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 16 }), https: new https.Agent({ keepAlive: true, maxSockets: 16 }) };

/**
 * A paid order's receipt is a download like the extension packages (plugin-files.ts), not GraphQL: the client
 * fetches `/api/order/receipt?order_no=` with its bearer token, which the gateway passes on with the language and
 * the browser's address; the upstream decides who may have it (the owner; anyone else gets its 404 envelope).
 */
export const receiptFiles = ({ upstreamUrl, timeoutMs, enHost, metrics }: { upstreamUrl: string; timeoutMs: number; enHost: string; metrics: Metrics }): Router => {
  const router = express.Router();
  const base = upstreamUrl.replace(/\/$/, '');
  const client = base.startsWith('https:') ? https : http;
  const agent = base.startsWith('https:') ? agents.https : agents.http;

  router.get(`/api${getOrderReceipt.path}`, (req: Request, res: Response) => {
    const query = new URLSearchParams();
    if (typeof req.query.order_no === 'string') query.set('order_no', req.query.order_no);
    const upstream = client.request(
      `${base}${getOrderReceipt.path}?${query}`,
      {
        method: 'GET',
        agent,
        timeout: timeoutMs,
        headers: {
          'accept-language': localeOf(req.headers, enHost),
          ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
          ...(req.ip ? { 'x-forwarded-for': req.ip } : {}),
        },
      },
      (answer) => {
        metrics.upstreamCalls.inc({ call: getOrderReceipt.id, outcome: String(answer.statusCode) });
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
      metrics.upstreamCalls.inc({ call: getOrderReceipt.id, outcome: 'network' });
      console.warn(`[gateway] upstream GET ${getOrderReceipt.path} unreachable: ${error.message}`);
      if (res.headersSent) res.destroy();
      else res.status(502).json({ statusCode: 502, messages: 'The network connection is abnormal; please try again later', data: null });
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end();
  });
  return router;
};
