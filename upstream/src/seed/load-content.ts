import type { Database } from '../db/database.ts';
import type { ContentKind } from '../db/tables.ts';
import { faqGroups, featureGroups } from './index.ts';
import type { SeedGroup } from './content-groups.ts';

const seeds: Record<ContentKind, SeedGroup[]> = { faq: faqGroups, feature: featureGroups };

/**
 * Loads the demo FAQ and features of a kind that has no groups yet, in both languages, in one transaction;
 * answers whether it loaded anything. A database made before the content tables existed gets them too,
 * and content an operator has edited is never overwritten.
 */
export const loadDemoContent = async (db: Database) => {
  let loaded = false;
  for (const kind of Object.keys(seeds) as ContentKind[]) {
    const existing = await db.selectFrom('content_group').select('id').where('kind', '=', kind).limit(1).executeTakeFirst();
    if (existing) continue;
    await db.transaction().execute(async (trx) => {
      for (const locale of ['zh', 'en'] as const) {
        for (const [position, group] of seeds[kind].entries()) {
          const { id } = await trx
            .insertInto('content_group')
            .values({ kind, locale, key: group.key, position, name: group.name[locale] })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('content_entry')
            .values(group.entries.map((entry, index) => ({ group_id: id, kind, locale, key: entry.key, position: index, title: entry.title[locale], content: entry.content[locale] })))
            .execute();
        }
      }
    });
    loaded = true;
  }
  return loaded;
};
