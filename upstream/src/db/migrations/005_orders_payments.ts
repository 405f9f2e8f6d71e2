import { sql, type Kysely } from 'kysely';

/**
 * Orders, what the payment provider was asked for, the licenses a paid order issues, the sandbox
 * provider's own records, and generated secrets.
 *
 * - An order keeps the price it was placed at (unit price, amounts, currency) so later price changes do not
 *   touch it. trade_status: 0 = a bank transfer awaiting staff, 1 = paid, 4 = refunded (spec §3).
 * - `payment` is the upstream's record of each payment started with a provider; `sandbox_payment` is the
 *   sandbox provider's side (what a real provider would keep on its servers), read only through the
 *   provider interface.
 * - A license belongs to the order that issued it; `order_id, seq` is unique, so a second issue of the same
 *   order cannot add rows even if the paid transition were ever run twice.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('order')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('edition_id', 'integer', (c) => c.notNull().references('edition.id'))
    .addColumn('payment_type', 'text', (c) => c.notNull().check(sql`payment_type in ('paypal', 'alipay', 'wechat_pay', 'company_pay')`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 1000`))
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('period_day', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('RMB', 'USD')`))
    .addColumn('license_type_price', sql`numeric(12, 2)`, (c) => c.notNull())
    .addColumn('order_amount', sql`numeric(12, 2)`, (c) => c.notNull().check(sql`order_amount >= 0`))
    .addColumn('discount_amount', sql`numeric(12, 2)`, (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'text')
    .addColumn('use', 'text')
    .addColumn('pay_status', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`pay_status in (0, 1)`))
    .addColumn('trade_status', 'smallint')
    .addColumn('refund_reason', 'text')
    .addColumn('outer_trade_no', 'text')
    .addColumn('pay_time', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_user_created').on('order').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('payment')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.notNull())
    .addColumn('amount', sql`numeric(12, 2)`, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    /** where the buyer approves it: the PayPal page, or what the QR code encodes */
    .addColumn('approval_url', 'text', (c) => c.notNull())
    /** created → paid | declined */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('created'))
    /** when the provider was last asked about it (a lost notification), so it is not asked at every poll */
    .addColumn('queried_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('payment_provider_id', ['provider', 'provider_payment_id'])
    .execute();
  await db.schema.createIndex('payment_order').on('payment').column('order_id').execute();

  await db.schema
    .createTable('license')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('edition_id', 'integer', (c) => c.notNull().references('edition.id'))
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('period_day', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mid', 'text')
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1)`))
    .addColumn('generated_at', 'timestamptz')
    .addColumn('expired_at', 'timestamptz')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('key_expired_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('license_order_seq', ['order_id', 'seq'])
    .execute();
  await db.schema.createIndex('license_user').on('license').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('sandbox_payment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount', sql`numeric(12, 2)`, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text')
    .addColumn('notify_url', 'text')
    /** pending → approved | declined */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('trade_no', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sandbox_payment_order').on('sandbox_payment').column('order_no').execute();

  await db.schema
    .createTable('secret')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  for (const table of ['secret', 'sandbox_payment', 'license', 'payment', 'order']) await db.schema.dropTable(table).execute();
};
