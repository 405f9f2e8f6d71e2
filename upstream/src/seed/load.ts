import type { Database } from '../db/database.ts';
import { sql } from 'kysely';
import { agreements, dictionaries, editions, pocPushGroups, readDocPages, versions } from './index.ts';
import { coupons } from './coupons.ts';
import { loadDemoContent } from './load-content.ts';
import { loadDemoPlugins } from './load-plugins.ts';

/**
 * Loads the demo catalogue once, on a database that has none, in one transaction; answers whether it did.
 * The agreement, the demo extensions, the FAQ and features and the demo coupons are added on their own when missing, so databases created before
 * they existed get them too (a coupon is matched by its code, whatever the letter case). The documentation
 * pages follow their files on every start (loadDocs).
 */
export const loadDemoData = async (db: Database) => {
  await loadDocs(db);
  await db.insertInto('agreement').values(agreements).onConflict((oc) => oc.column('type').doNothing()).execute();
  await loadDemoPlugins(db);
  await loadDemoContent(db);
  const known = new Set((await db.selectFrom('coupon').select(sql<string>`lower(code)`.as('code')).execute()).map((row) => row.code));
  const missing = coupons.filter((coupon) => !known.has(coupon.code.toLowerCase()));
  const existing = await db.selectFrom('edition').select('id').limit(1).executeTakeFirst();
  if (existing) {
    if (missing.length) await db.insertInto('coupon').values(missing).execute();
    return false;
  }
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
    if (missing.length) await trx.insertInto('coupon').values(missing).execute();
  });
  return true;
};

/**
 * The documentation pages are written as files in seed/docs/, so every start brings the database's copy up to
 * date with them: a missing page is added, a page whose text, version or date changed is replaced, the others
 * are left untouched. The site has no other way to edit them.
 */
export const loadDocs = async (db: Database) => {
  const pages = readDocPages().map(({ kind, lang, content, version, updateDate }) => ({ kind, lang, content, version, update_date: updateDate }));
  await db
    .insertInto('doc')
    .values(pages)
    .onConflict((oc) =>
      oc
        .columns(['kind', 'lang'])
        .doUpdateSet((eb) => ({
          content: eb.ref('excluded.content'),
          version: eb.ref('excluded.version'),
          update_date: eb.ref('excluded.update_date'),
        }))
        .where(sql<boolean>`(doc.content, doc.version, doc.update_date) is distinct from (excluded.content, excluded.version, excluded.update_date)`),
    )
    .execute();
};
