import type { Database } from '../db/database.ts';
import type { Locale } from '../domain/locale.ts';

/** The names of these editions, in one query (a list of orders or licences names each row's edition). */
export const editionNames = async (db: Database, ids: number[]) => {
  if (ids.length === 0) return new Map<number, { name: string; name_cn: string }>();
  const rows = await db.selectFrom('edition').select(['id', 'name', 'name_cn']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, row]));
};

/** An edition's name in the reader's language; an edition that no longer exists is named by its id. */
export const nameIn = (names: Map<number, { name: string; name_cn: string }>, id: number, locale: Locale) => {
  const edition = names.get(id);
  return edition ? (locale === 'zh' ? edition.name_cn : edition.name) : String(id);
};
