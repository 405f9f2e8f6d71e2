import { sql, type Kysely } from 'kysely';

/** Editions, releases, the weekly PoC feed, form dictionaries and the mail outbox. */
export const up = async (db: Kysely<unknown>) => {
  const money = sql`numeric(12, 2)`;
  await db.schema
    .createTable('edition')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    .addColumn('price', money, (c) => c.notNull())
    .addColumn('dollar', money, (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('month_amount', money, (c) => c.notNull())
    .addColumn('year_amount', money, (c) => c.notNull())
    .addColumn('month_original_amount', money, (c) => c.notNull())
    .addColumn('year_original_amount', money, (c) => c.notNull())
    .addColumn('month_discount_amount', money, (c) => c.notNull())
    .addColumn('year_discount_amount', money, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('version')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull().unique())
    .addColumn('version_base', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('win_download_url', 'text', (c) => c.notNull())
    .addColumn('mac_download_url', 'text', (c) => c.notNull())
    .addColumn('linux_download_url', 'text', (c) => c.notNull())
    .addColumn('content', 'text')
    .execute();

  await db.schema
    .createTable('poc_push')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('cve_id', 'text', (c) => c.notNull())
    .addColumn('cvss', sql`numeric(3, 1)`, (c) => c.notNull())
    .addColumn('fofa_query', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('asset_count', 'integer', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull())
    .addColumn('tags_en', 'jsonb', (c) => c.notNull())
    .addColumn('released_at', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('demo_gif_url', 'text', (c) => c.notNull())
    .addUniqueConstraint('poc_push_week_position', ['week', 'position'])
    .execute();

  await db.schema
    .createTable('dictionary_entry')
    .addColumn('dict', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('text_zh', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dictionary_entry_pk', ['dict', 'value'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('links', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
};
