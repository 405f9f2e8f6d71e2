import type { PocPushGroup } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { withSiteOrigin } from './site-media.ts';

/** Weekly groups, newest week first, entries in their published order; demo media kept on the site point at `siteOrigin`. */
export const pocPushGroups = async (db: Database, siteOrigin: string): Promise<PocPushGroup[]> => {
  const rows = await db.selectFrom('poc_push').selectAll().orderBy('week', 'desc').orderBy('position').execute();
  const groups = new Map<string, PocPushGroup>();
  for (const { id: _id, week, position: _position, cvss, demo_gif_url, ...push } of rows) {
    if (!groups.has(week)) groups.set(week, { created_at_week: week, push_data: [] });
    groups.get(week)!.push_data.push({ ...push, cvss: Number(cvss), demo_gif_url: withSiteOrigin(demo_gif_url, siteOrigin) });
  }
  return [...groups.values()];
};
