import { sql } from 'kysely';
import type { Doc, DocLang } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { DocKind } from '../db/tables.ts';
import { notFound } from '../domain/api-error.ts';

/** One documentation page; the update date leaves as YYYY-MM-DD, whatever the driver makes of a `date`. */
export const docPage = async (db: Database, kind: DocKind, lang: DocLang): Promise<Doc> => {
  const row = await db
    .selectFrom('doc')
    .select(['content', 'version', sql<string>`to_char(update_date, 'YYYY-MM-DD')`.as('updateDate')])
    .where('kind', '=', kind)
    .where('lang', '=', lang)
    .executeTakeFirst();
  if (!row) throw notFound({ en: 'The document does not exist', zh: '文档不存在' });
  return row;
};
