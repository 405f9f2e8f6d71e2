import { sql, type Kysely } from 'kysely';

/**
 * The licence after the sale (issue #25).
 *
 * - `license_event`: a licence's history as rows, never an overwritten column: `generated` (bound to `mid` until
 *   `expires_at`), `moved` (released from `mid`; that machine's file is revoked while it could still be valid, until
 *   `expires_at`), `renewed` (by `order_id`, from `previous_expires_at` to `expires_at`) and `renewal_refunded`.
 *   The licence row keeps only its present state (MID, status, expiry), which the list reads.
 * - `order.renews_license_id`: an order that renews a licence in place instead of issuing new ones;
 *   `order.locale`: the language it was placed in (its receipt and confirmation mail use it).
 * - `license_reminder`: one row per reminder sent (licence, which reminder, the expiry it was about), so each goes once
 *   however many upstreams run the job, and a renewed licence is reminded again about its new end.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('license_event')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('license_id', 'integer', (c) => c.notNull().references('license.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('generated', 'moved', 'renewed', 'renewal_refunded')`))
    .addColumn('mid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('previous_expires_at', 'timestamptz')
    .addColumn('order_id', 'integer', (c) => c.references('order.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('license_event_license').on('license_event').columns(['license_id', 'kind', 'created_at']).execute();
  await db.schema.createIndex('license_event_moved').on('license_event').columns(['kind', 'expires_at']).execute();
  await sql`insert into license_event (license_id, kind, mid, expires_at, created_at)
            select id, 'generated', mid, expired_at, generated_at from license where status = 1 and generated_at is not null`.execute(db);

  await db.schema.alterTable('order').addColumn('renews_license_id', 'integer', (c) => c.references('license.id').onDelete('set null')).execute();
  await db.schema.alterTable('order').addColumn('locale', 'text', (c) => c.notNull().defaultTo('zh').check(sql`locale in ('zh', 'en')`)).execute();
  await sql`update "order" set locale = "user".locale from "user" where "user".id = "order".user_id`.execute(db);

  await db.schema
    .createTable('license_reminder')
    .addColumn('license_id', 'integer', (c) => c.notNull().references('license.id').onDelete('cascade'))
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('license_reminder_once', ['license_id', 'days_before', 'expires_at'])
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('license_reminder').execute();
  await db.schema.alterTable('order').dropColumn('locale').execute();
  await db.schema.alterTable('order').dropColumn('renews_license_id').execute();
  await db.schema.dropTable('license_event').execute();
};
