import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { currency, paymentType } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { SandboxPaymentTable } from '../db/tables.ts';
import type { Charge, ProviderPayment } from './provider.ts';

/**
 * The sandbox provider's records of payments (its own table, as a real provider keeps them on its servers):
 * one row per payment a buyer is asked for, pending until approved or declined on the checkout page.
 */
export type SandboxPayment = Selectable<SandboxPaymentTable>;

const newId = (prefix: string) => `${prefix}-${randomBytes(9).toString('base64url')}`;

/** Records a payment the buyer is asked for; answers its id (PAYID-… for PayPal, SBX-… for the QR methods). */
export const recordPayment = async (db: Database, charge: Charge, urls: { return_url?: string; notify_url?: string }) => {
  const id = newId(charge.method === 'paypal' ? 'PAYID' : 'SBX');
  await db
    .insertInto('sandbox_payment')
    .values({ id, order_no: charge.orderNo, method: charge.method, amount: charge.amount, currency: charge.currency, ...urls })
    .execute();
  return id;
};

export const findPayment = (db: Database, paymentId: string): Promise<SandboxPayment | undefined> =>
  db.selectFrom('sandbox_payment').selectAll().where('id', '=', paymentId).executeTakeFirst();

/** A record as the provider vouches for it. */
export const asProviderPayment = (row: SandboxPayment): ProviderPayment => ({
  paymentId: row.id,
  orderNo: row.order_no,
  method: paymentType.parse(row.method),
  amount: Number(row.amount),
  currency: currency.parse(row.currency),
  tradeNo: row.trade_no ?? '',
});

/**
 * The buyer approved a pending payment: it gets its transaction number and, when `notifyAt` is given, its notification
 * falls due then. Answers the row it changed, or undefined when the payment was not pending (or does not exist).
 */
export const markApproved = (db: Database, paymentId: string, tradeNo: string, notifyAt: Date | null) =>
  db
    .updateTable('sandbox_payment')
    .set({ status: 'approved', trade_no: tradeNo, notify_next_at: notifyAt })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

/** The buyer declined a pending payment. Answers the row it changed, or undefined when the payment was not pending. */
export const markDeclined = (db: Database, paymentId: string) =>
  db.updateTable('sandbox_payment').set({ status: 'declined' }).where('id', '=', paymentId).where('status', '=', 'pending').returningAll().executeTakeFirst();
