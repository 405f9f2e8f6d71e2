import { z } from 'zod';
import { defineCall } from './call.ts';
import { integer } from './input.ts';

/** Page views in the back office (issue #33): counts per day, path and language over a range of UTC days. */

export const PAGE_VIEW_RANGE_MAX_DAYS = 366;
export const PAGE_VIEW_DEFAULT_DAYS = 30;
export const TOP_PATHS = 10;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is written yyyy-mm-dd');

export const staffPageViews = defineCall({
  id: 'staffPageViews',
  method: 'GET',
  path: '/staff/page-views',
  summary:
    'Views per day per path and per day per language, and the top paths, over from..to (UTC days, both included; by default the last 30 days, or the last `days`) (sales).',
  auth: 'staff',
  roles: ['sales'],
  query: z.object({
    from: day.optional(),
    to: day.optional(),
    days: integer('days', { min: 1, max: PAGE_VIEW_RANGE_MAX_DAYS }).optional(),
  }),
  data: z.object({
    from: z.string(),
    to: z.string(),
    total: z.number().int(),
    per_day_locale: z.array(z.object({ day: z.string(), locale: z.string(), views: z.number().int() })),
    per_day_path: z.array(z.object({ day: z.string(), path: z.string(), views: z.number().int() })),
    top_paths: z.array(z.object({ path: z.string(), views: z.number().int() })),
  }),
});
