import { sql, type Kysely } from 'kysely';

/**
 * Accounts: users, sessions, mail tokens (activation and password reset), captchas, the hits that
 * rate limits count (kept in the database so limits hold across processes) and the agreement text.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('user')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_salt', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('country', 'text')
    .addColumn('api_key', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1)`))
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('zh').check(sql`locale in ('zh', 'en')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Unique regardless of letter case: "Alice" and "alice" are one name, as are two spellings of one address.
  await db.schema.createIndex('user_username_ci').unique().on('user').expression(sql`lower(username)`).execute();
  await db.schema.createIndex('user_email_ci').unique().on('user').expression(sql`lower(email)`).execute();

  await db.schema
    .createTable('session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('session_user').on('session').column('user_id').execute();

  await db.schema
    .createTable('mail_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('activate', 'reset')`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('mail_token_user').on('mail_token').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('captcha')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('captcha_expires').on('captcha').column('expires_at').execute();

  await db.schema
    .createTable('rate_limit_hit')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hit_key_at').on('rate_limit_hit').columns(['key', 'at']).execute();
  await db.schema.createIndex('rate_limit_hit_at').on('rate_limit_hit').column('at').execute();

  await db.schema
    .createTable('agreement')
    .addColumn('type', 'integer', (c) => c.primaryKey().check(sql`type in (0, 1)`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
};
