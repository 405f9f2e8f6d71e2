import { sql, type Kysely } from 'kysely';

/**
 * The extension market and its publishing life cycle (issue #11): publishers, extensions, their uploaded
 * versions with staff review, the packages themselves, and the download record that keeps counts honest.
 *
 * - A publisher name belongs to the account that first published under it (`owner_id`); `reserved` names
 *   (our own brand) are staff-only and have no owner. Names are unique whatever the letter case.
 * - An extension is publisher + name (its id is `publisher.name`), unique whatever the letter case. Deleting
 *   sets `deleted_at`: every version leaves the market at once, and the rows stay for the owner's history.
 * - A version is one uploaded package: its manifest as JSON plus the columns the market filters and shows.
 *   `engines_parts` / `version_parts` are the dotted numbers as integer arrays, so `1.10.0 > 1.9.9` compares
 *   part by part in SQL (PostgreSQL compares arrays element-wise), never as text.
 * - Packages are kept by content hash (SHA-256 of the zip) as bytea in `plugin_package`: an upload and its row
 *   commit in one transaction, a backup of the database holds everything, and a duplicate upload of the same
 *   bytes is recognised by its hash.
 * - `plugin_download` has one row per address, version and day; a download adds its row with
 *   ON CONFLICT DO NOTHING and raises the count only when the row was new.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('plugin_publisher')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('reserved', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('plugin_publisher_name').on('plugin_publisher').unique().expression(sql`lower(name)`).execute();

  await db.schema
    .createTable('plugin')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('publisher_id', 'integer', (c) => c.notNull().references('plugin_publisher.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    /** the account that uploads and may delete it (null: staff / demo data) */
    .addColumn('owner_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`download_count >= 0`))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('plugin_extension_id').on('plugin').unique().expression(sql`publisher_id, lower(name)`).execute();
  await db.schema.createIndex('plugin_owner').on('plugin').column('owner_id').execute();

  await db.schema
    .createTable('plugin_package')
    .addColumn('hash', 'text', (c) => c.primaryKey().check(sql`hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('plugin_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('plugin_id', 'integer', (c) => c.notNull().references('plugin.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('version_parts', sql`integer[]`, (c) =>
      c.generatedAlwaysAs(sql`string_to_array(split_part(split_part(version, '+', 1), '-', 1), '.')::integer[]`).stored().notNull(),
    )
    /** the minimum product version, as written in the manifest (`1.6.170`) */
    .addColumn('engines', 'text', (c) => c.notNull())
    .addColumn('engines_parts', sql`integer[]`, (c) =>
      c.generatedAlwaysAs(sql`string_to_array(regexp_replace(engines, '^[^0-9]+', ''), '.')::integer[]`).stored().notNull(),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    /** language code (CN, DE, JA, KO, FR) → the translation file's description, readme and changelog */
    .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('readme', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('changelog', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('manifest', 'jsonb', (c) => c.notNull())
    /** the view entry points it adds (scanDia, toolbar, …) */
    .addColumn('views', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    /** the validator's warnings, shown to the publisher and the reviewer */
    .addColumn('warnings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    /** the icon file the manifest names, copied out of the zip so market cards do not unpack packages */
    .addColumn('icon', 'bytea')
    .addColumn('icon_type', 'text', (c) => c.check(sql`icon_type in ('image/svg+xml', 'image/png')`))
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('review_state', 'text', (c) => c.notNull().defaultTo('pending').check(sql`review_state in ('pending', 'approved', 'rejected')`))
    .addColumn('review_reason', 'text')
    .addColumn('queued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('reviewed_at', 'timestamptz')
    /** SHA-256 of the zip: the download link's key and the package's storage key */
    .addColumn('version_hash', 'text', (c) => c.notNull().unique().references('plugin_package.hash'))
    .addUniqueConstraint('plugin_version_unique', ['plugin_id', 'version'])
    .execute();
  await db.schema.createIndex('plugin_version_review').on('plugin_version').columns(['review_state', 'queued_at']).execute();
  await db.schema.createIndex('plugin_version_plugin').on('plugin_version').columns(['plugin_id', 'review_state']).execute();

  await db.schema
    .createTable('plugin_download')
    .addColumn('plugin_version_id', 'integer', (c) => c.notNull().references('plugin_version.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('plugin_download_once_a_day', ['plugin_version_id', 'address', 'day'])
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  for (const table of ['plugin_download', 'plugin_version', 'plugin_package', 'plugin', 'plugin_publisher']) await db.schema.dropTable(table).execute();
};
