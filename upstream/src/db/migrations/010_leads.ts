import { sql, type Kysely } from 'kysely';

/**
 * Leads: the trial requests and sales contacts of the public forms, kept for staff (admin CLI).
 *
 * - One table for both kinds: they share most fields and one life cycle, new → contacted → granted |
 *   declined (granted for trials only). Fields a kind does not ask for are null.
 * - Texts are stored as typed; every listing and mail escapes them.
 * - A granted trial issues a license that belongs to no order: `license.order_id` becomes optional and
 *   `license.lead_id` names the request instead. An applicant without an account gets the activation code
 *   by mail, so `license.user_id` becomes optional too. `coverage_before` is the date up to which the
 *   trial's vulnerability data reaches (spec §9); it goes into the license file's claims.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('lead')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('trial', 'sales')`))
    .addColumn('edition_id', 'integer', (c) => c.notNull().references('edition.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'text')
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('use', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer')
    .addColumn('comment', 'text')
    .addColumn('mid', 'text')
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('zh', 'en')`))
    .addColumn('ip', 'text', (c) => c.notNull())
    /** the account that was signed in when the request was sent */
    .addColumn('user_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('new').check(sql`state in ('new', 'contacted', 'granted', 'declined')`))
    .addColumn('decline_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('lead_state_created').on('lead').columns(['state', 'created_at']).execute();
  // The once-per-30-days rule looks trials up by address and edition.
  await db.schema.createIndex('lead_trial_email').on('lead').expression(sql`kind, lower(email), edition_id, created_at`).execute();

  await db.schema.alterTable('license').alterColumn('order_id', (c) => c.dropNotNull()).execute();
  await db.schema.alterTable('license').alterColumn('user_id', (c) => c.dropNotNull()).execute();
  await db.schema.alterTable('license').addColumn('lead_id', 'integer', (c) => c.references('lead.id').onDelete('set null')).execute();
  await db.schema.alterTable('license').addColumn('coverage_before', 'text') /* yyyy-mm-dd */.execute();
  await sql`alter table license add constraint license_origin check (order_id is not null or lead_id is not null)`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`alter table license drop constraint license_origin`.execute(db);
  await db.schema.alterTable('license').dropColumn('coverage_before').execute();
  await db.schema.alterTable('license').dropColumn('lead_id').execute();
  await sql`delete from license where order_id is null or user_id is null`.execute(db);
  await db.schema.alterTable('license').alterColumn('user_id', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('license').alterColumn('order_id', (c) => c.setNotNull()).execute();
  await db.schema.dropTable('lead').execute();
};
