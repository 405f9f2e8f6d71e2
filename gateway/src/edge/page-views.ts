import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { MAX_PAGE_VIEWS, pageView, recordPageViews, type PageView } from '../../../contract/index.ts';
import { bindUpstream } from '../upstream/client.ts';
import type { Transport } from '../upstream/transport.ts';
import type { Metrics } from '../core/metrics.ts';
import type { SharedWindowLimit } from './rate-limit.ts';

/** What the site's beacon sends (text/plain JSON: a beacon cannot set the headers GraphQL's CSRF check wants). */
const beacon = z.object({ views: z.array(pageView).min(1).max(MAX_PAGE_VIEWS) });

export interface AnalyticsDeps {
  transport: Transport;
  /** a Plausible-compatible events API; unset → the upstream records the views */
  analyticsUrl?: string;
  siteOrigins: { zh: string; en: string };
  enHost: string;
  timeoutMs: number;
  /**
   * batches per address: a browser sends a batch when a page is hidden or five views have gathered, so 60 a minute
   * from one address is far above one person, and bounds what a loop can write (pageViewBatchLimit); with Redis, across
   * gateways
   */
  batchLimit: SharedWindowLimit;
  metrics: Pick<Metrics, 'pageViewBatches'>;
}

/** A minute's page-view batches from one address, by default (PAGE_VIEW_BATCHES_PER_MINUTE: more for an office behind one NAT). */
export const PAGE_VIEW_BATCHES_PER_MINUTE = 60;

/** The window the page-view batches of one address are counted in. */
export const pageViewBatchLimit = (perMinute: number) => ({ perWindow: perMinute, windowMs: 60_000 });

interface Visitor {
  userAgent: string;
  /** the browser's address (req.ip: TRUST_PROXY applied), for Plausible's cookieless visitor count only (the upstream is not told) */
  ip: string | undefined;
  /** the site the beacon came to (one of ours, never the Host header as given) */
  origin: string;
}

/** One Plausible event per view; the browser's User-Agent and address let it count visitors without cookies. */
const sendToPlausible = async (url: string, views: PageView[], visitor: Visitor, timeoutMs: number) => {
  const domain = new URL(visitor.origin).hostname;
  for (const view of views) {
    const response = await fetch(url, {
      method: 'POST',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': visitor.userAgent,
        ...(visitor.ip ? { 'x-forwarded-for': visitor.ip } : {}),
      },
      body: JSON.stringify({
        name: 'pageview',
        url: visitor.origin + view.path,
        domain,
        referrer: view.referrer_host ? `https://${view.referrer_host}/` : '',
        props: { locale: view.locale, width: view.width },
      }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  }
};

/**
 * `POST /analytics/page-views`: the site's page-view beacon. It always answers 204 (a beacon reads no answer,
 * and a bad batch must not turn into an error page); a batch that is not valid JSON of valid views, or larger
 * than 8 KB, is dropped whole. Valid views go on after the answer, to the upstream or to ANALYTICS_URL;
 * a failure there is logged and forgotten, since losing a page view harms nobody.
 */
export const analyticsRoutes = ({ transport, analyticsUrl, siteOrigins, enHost, timeoutMs, batchLimit, metrics }: AnalyticsDeps) => {
  const router = Router();
  const forward = async (views: PageView[], visitor: Visitor) => {
    if (analyticsUrl) await sendToPlausible(analyticsUrl, views, visitor, timeoutMs);
    else await bindUpstream(transport, null, 'en').call(recordPageViews, { body: { views } });
  };

  router.post('/page-views', express.text({ type: () => true, limit: '8kb' }), async (req: Request, res: Response) => {
    res.status(204).end();
    let parsed: z.ZodSafeParseResult<z.infer<typeof beacon>>;
    try {
      parsed = beacon.safeParse(JSON.parse(typeof req.body === 'string' ? req.body : ''));
    } catch {
      return metrics.pageViewBatches.inc({ outcome: 'invalid' });
    }
    if (!parsed.success) return metrics.pageViewBatches.inc({ outcome: 'invalid' });
    if (!(await batchLimit.allow(req.ip ?? ''))) return metrics.pageViewBatches.inc({ outcome: 'limited' });
    metrics.pageViewBatches.inc({ outcome: 'accepted' });
    const host = (req.headers.host ?? '').toLowerCase();
    const visitor: Visitor = {
      userAgent: req.get('user-agent') ?? '',
      ip: req.ip,
      origin: (host === enHost || host.startsWith('en.') ? siteOrigins.en : siteOrigins.zh).replace(/\/$/, ''),
    };
    forward(parsed.data.views, visitor).catch((error: Error) => console.warn(`[gateway] page views not recorded: ${error.message}`));
  });
  // Too large, unreadable or any other refusal of the body: still 204, nothing recorded.
  router.use((_error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) next();
    else res.status(204).end();
  });
  return router;
};
