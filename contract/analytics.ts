import { z } from 'zod';
import { defineCall } from './call.ts';
import { text } from './input.ts';

/**
 * One page view as the site reports it: no personal data, nothing that names a visitor. The path has no
 * query string or hash (those may carry tokens, e.g. /password/reset?token=…), the referrer only its host.
 */
export const pageView = z.object({
  path: text().max(200).regex(/^\/[^?#\s]*$/, 'must be a site path without query string or hash'),
  /** the referring page's host name, '' when there is none or it is this site */
  referrer_host: text().max(255).regex(/^[a-z0-9.-]*$/i, 'must be a host name'),
  locale: z.enum(['zh', 'en']),
  /** the viewport width in CSS pixels */
  width: z.number().int().min(0).max(10_000),
});
export type PageView = z.infer<typeof pageView>;

/** What one report may hold: the browser sends its views in batches. */
export const MAX_PAGE_VIEWS = 20;

export const recordPageViews = defineCall({
  id: 'recordPageViews',
  method: 'POST',
  path: '/page-views',
  summary: 'Records a batch of page views (at most 20); a batch with one bad view is refused whole and stores nothing.',
  auth: 'none',
  body: z.object({ views: z.array(pageView).min(1).max(MAX_PAGE_VIEWS) }),
  data: z.object({ recorded: z.number().int() }),
});
