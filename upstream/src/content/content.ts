import type { ContentGroup, PageQuery, PocPushGroup } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { ContentKind } from '../db/tables.ts';
import type { Locale } from '../domain/locale.ts';
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

/**
 * The FAQ or feature groups of one language in display order, each with its entries in order. Two queries
 * whatever the number of groups; `offset`/`limit` page the groups (the features call is paged).
 */
export const contentGroups = async (db: Database, kind: ContentKind, locale: Locale, page?: { offset: number; limit: number }) => {
  let groupsQuery = db
    .selectFrom('content_group')
    .select(['id', 'key', 'name'])
    .where('kind', '=', kind)
    .where('locale', '=', locale)
    .orderBy('position')
    .orderBy('id');
  if (page) groupsQuery = groupsQuery.offset(page.offset).limit(page.limit);
  const groups = await groupsQuery.execute();
  if (!groups.length) return [];
  const entries = await db
    .selectFrom('content_entry')
    .select(['group_id', 'key', 'title', 'content'])
    .where('group_id', 'in', groups.map((group) => group.id))
    .orderBy('position')
    .orderBy('id')
    .execute();
  return groups.map(({ id, key, name }): ContentGroup => ({
    key,
    name,
    lists: entries.filter((entry) => entry.group_id === id).map(({ key: entryKey, title, content }) => ({ key: entryKey, title, content })),
  }));
};

export const faqGroups = (db: Database, locale: Locale) => contentGroups(db, 'faq', locale);

/** Feature groups paged as the contract says: `lists` are the groups of the page, `total` all groups. */
export const featureGroups = async (db: Database, locale: Locale, { page, size }: PageQuery) => {
  const { count } = await db
    .selectFrom('content_group')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('kind', '=', 'feature')
    .where('locale', '=', locale)
    .executeTakeFirstOrThrow();
  const lists = await contentGroups(db, 'feature', locale, { offset: (page - 1) * size, limit: size });
  return { lists, page, size, total: Number(count) };
};
