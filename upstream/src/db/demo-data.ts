import type { Database } from './database.ts';
import { dictionaries, editions, pocPushGroups, versions } from '../seed/index.ts';

/** Loads the demo catalogue once, on a database that has none, in one transaction. */
export const loadDemoData = async (db: Database) => {
  const existing = await db.selectFrom('edition').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('edition').values(editions).execute();
    await trx.insertInto('version').values(versions).execute();
    await trx
      .insertInto('poc_push')
      .values(
        pocPushGroups.flatMap((group) =>
          group.push_data.map((push, position) => ({
            ...push,
            week: group.created_at_week,
            position,
            tags: JSON.stringify(push.tags),
            tags_en: JSON.stringify(push.tags_en),
            released_at: JSON.stringify(push.released_at),
          })),
        ),
      )
      .execute();
    await trx
      .insertInto('dictionary_entry')
      .values(
        Object.entries(dictionaries).flatMap(([dict, entries]) =>
          entries.map((entry, position) => ({ dict, value: entry.value, text_zh: entry.zh, text_en: entry.en, position })),
        ),
      )
      .execute();
  });
  return true;
};
