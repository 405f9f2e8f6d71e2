import { sql, type Kysely } from 'kysely';

/**
 * Real payment providers (issue #31).
 *
 * - `payment_notification`: every notification a provider posted, kept as it arrived (the raw bytes: signatures are
 *   over them, so nothing else could be checked again later) with its headers, whether it verified and why not, and
 *   what it changed. Append-only: the database refuses to update or delete a row (`refuse_change`), so what a provider
 *   said stays as it said it. It holds no secret: providers sign with their keys, they do not send ours.
 * - `refund`: a refund asked of a provider, keyed by our `refund_no` (the provider's idempotency key), with the
 *   provider's id and state; the order is refunded and its licences taken back only once the provider confirms.
 * - `payment.trade_no`: the provider's transaction (PayPal's capture, Alipay's trade_no, WeChat Pay's transaction_id),
 *   which a refund names; `payment.reference`: what the payment was started under (the order number, then
 *   `<orderNo>R<n>` for later attempts), which the provider echoes (out_trade_no, custom_id).
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create function refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only: rows are never changed or removed', tg_table_name;
    end
  $$`.execute(db);

  await db.schema
    .createTable('payment_notification')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('headers', 'jsonb', (c) => c.notNull())
    .addColumn('body', 'bytea', (c) => c.notNull())
    .addColumn('verified', 'boolean', (c) => c.notNull())
    /** why it did not verify, or why a verified one changed nothing */
    .addColumn('reason', 'text')
    /** what it says: paid, approved, closed, refund, ignored (null when it did not verify) */
    .addColumn('event', 'text')
    .addColumn('order_no', 'text')
    /** what it changed: paid, nothing (already paid), closed, refunded, … */
    .addColumn('outcome', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_notification_order').on('payment_notification').columns(['order_no', 'received_at']).execute();
  await sql`create trigger payment_notification_append_only before update or delete on payment_notification
            for each row execute function refuse_change()`.execute(db);
  await sql`create trigger payment_notification_no_truncate before truncate on payment_notification
            for each statement execute function refuse_change()`.execute(db);

  await db.schema.alterTable('payment').addColumn('trade_no', 'text').execute();
  await db.schema.alterTable('payment').addColumn('reference', 'text').execute();

  await db.schema
    .createTable('refund')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('refund_no', 'text', (c) => c.notNull().unique())
    .addColumn('provider_refund_id', 'text')
    .addColumn('amount', sql`numeric(12, 2)`, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('requested', 'pending', 'succeeded', 'refused')`))
    /** the refund reason staff gave (a message key or their words) */
    .addColumn('reason', 'text', (c) => c.notNull())
    /** why the provider refused, in its words */
    .addColumn('provider_reason', 'text')
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refund_open').on('refund').columns(['state', 'updated_at']).execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('refund').execute();
  await db.schema.alterTable('payment').dropColumn('reference').execute();
  await db.schema.alterTable('payment').dropColumn('trade_no').execute();
  await db.schema.dropTable('payment_notification').execute();
  await sql`drop function refuse_change()`.execute(db);
};
