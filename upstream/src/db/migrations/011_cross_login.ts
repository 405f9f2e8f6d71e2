import { sql, type Kysely } from 'kysely';

/**
 * Cross-site login codes: what the hidden frame on the other language's site trades for a session of its own,
 * instead of the session token. Only the code's SHA-256 is kept. A code belongs to the session that asked for
 * it (signing that session out, or out everywhere, deletes its codes), lives 60 seconds and works once.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('cross_login_code')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('session_hash', 'text', (c) => c.notNull().references('session.token_hash').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('cross_login_code_user').on('cross_login_code').column('user_id').execute();
  await db.schema.createIndex('cross_login_code_session').on('cross_login_code').column('session_hash').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('cross_login_code').execute();
};
