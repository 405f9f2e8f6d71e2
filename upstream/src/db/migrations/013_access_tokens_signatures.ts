import { sql, type Kysely } from 'kysely';

/**
 * Publishing from a terminal and signed packages (issue #19).
 *
 * - `access_token`: a publisher's personal access tokens. Only the token's SHA-256 is kept (the token is shown
 *   once, when it is made); `scopes` says what it may do, and every route that takes one checks it (today only
 *   `publish`), so a token is never a session. A revoked token keeps its row (`revoked_at`), so using it says
 *   "revoked" rather than "unknown".
 * - `plugin_version.signature`: the Ed25519 signature (base64) of the package's exact bytes, made when the version
 *   is approved, with `signature_key` the signing key's id (its JWK thumbprint): a changed key is noticed and the
 *   approved packages signed again with it at start.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('access_token')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', sql`text[]`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('access_token_user').on('access_token').column('user_id').execute();

  await db.schema.alterTable('plugin_version').addColumn('signature', 'text').addColumn('signature_key', 'text').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('plugin_version').dropColumn('signature').dropColumn('signature_key').execute();
  await db.schema.dropTable('access_token').execute();
};
