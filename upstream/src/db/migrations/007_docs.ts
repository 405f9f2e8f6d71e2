import { sql, type Kysely } from 'kysely';

/**
 * The documentation pages served by /doc/info and /doc/extension: one Markdown page per kind and language.
 * kind: extension (the /doc page), exp (the EXP doc, type 1), goexp (the Go EXP doc, type 0);
 * lang: CN or EN, as the legacy calls spell it.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('doc')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('extension', 'exp', 'goexp')`))
    .addColumn('lang', 'text', (c) => c.notNull().check(sql`lang in ('CN', 'EN')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('update_date', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('doc_pk', ['kind', 'lang'])
    .execute();
};
