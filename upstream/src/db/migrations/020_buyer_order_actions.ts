import { sql, type Kysely } from 'kysely';

/**
 * The buyer's own actions on an order (issue #32).
 *
 * - `order.closed_at`: the buyer cancelled the unpaid order; it can no longer be paid. A column set once by a
 *   conditional update (unpaid and not yet closed), so two cancels at once, or a cancel racing a payment, settle on one.
 * - `order.refund_requested_at` / `refund_request_reason`: the buyer asked for the refund of a paid order within the
 *   refund period; staff read it (`npm run admin -- refund-requests`) and grant it through the provider refund. One per
 *   order: the column is set only while null. The licences stay until staff grant it.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('order').addColumn('closed_at', 'timestamptz').execute();
  await db.schema.alterTable('order').addColumn('refund_requested_at', 'timestamptz').execute();
  await db.schema.alterTable('order').addColumn('refund_request_reason', 'text').execute();
  await db.schema.createIndex('order_refund_requested').on('order').column('refund_requested_at').where(sql.ref('refund_requested_at'), 'is not', null).execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropIndex('order_refund_requested').execute();
  await db.schema.alterTable('order').dropColumn('refund_request_reason').execute();
  await db.schema.alterTable('order').dropColumn('refund_requested_at').execute();
  await db.schema.alterTable('order').dropColumn('closed_at').execute();
};
