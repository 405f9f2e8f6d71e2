import { sql, type Kysely } from 'kysely';

/**
 * FAQ and feature pages: groups of title/content entries, one row per language.
 *
 * - A group is one kind ('faq' | 'feature') and one locale ('zh' | 'en'); the same `key` in both locales is
 *   the same group, so a deep link (/faq#key) works whichever language the reader switches to.
 * - Entries belong to a group and keep their own stable `key`, unique within a kind and locale (the anchor
 *   of /faq#key must point at one entry on the page). `content` is rich text (HTML) the client sanitizes.
 * - `position` orders groups within a page and entries within a group.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('content_group')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('faq', 'feature')`))
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('zh', 'en')`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('content_group_key', ['kind', 'locale', 'key'])
    .execute();
  await db.schema.createIndex('content_group_page').on('content_group').columns(['kind', 'locale', 'position']).execute();

  await db.schema
    .createTable('content_entry')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('group_id', 'integer', (c) => c.notNull().references('content_group.id').onDelete('cascade'))
    /** kind and locale repeated from the group, so an entry key is unique on its page */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addUniqueConstraint('content_entry_key', ['kind', 'locale', 'key'])
    .execute();
  await db.schema.createIndex('content_entry_group').on('content_entry').columns(['group_id', 'position']).execute();
};

