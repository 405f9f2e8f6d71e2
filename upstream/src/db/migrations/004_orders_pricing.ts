import { sql, type Kysely } from 'kysely';

/**
 * Coupons for the order price preview (and later the order itself). A coupon takes either a percentage off
 * (currency-agnostic, preferred) or a fixed amount off in one currency; it may be limited to one edition and
 * to a window of time. Codes are unique regardless of letter case.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('coupon')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('percent_off', sql`numeric(5, 2)`, (c) => c.check(sql`percent_off > 0 and percent_off <= 100`))
    .addColumn('amount_off', sql`numeric(12, 2)`, (c) => c.check(sql`amount_off > 0`))
    .addColumn('currency', 'text', (c) => c.check(sql`currency in ('RMB', 'USD')`))
    .addColumn('edition_id', 'integer', (c) => c.references('edition.id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // exactly one kind of discount; a fixed amount names its currency
    .addCheckConstraint(
      'coupon_kind',
      sql`(percent_off is not null and amount_off is null) or (percent_off is null and amount_off is not null and currency is not null)`,
    )
    .execute();
  await db.schema.createIndex('coupon_code_ci').unique().on('coupon').expression(sql`lower(code)`).execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('coupon').execute();
};
