import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { currency, paymentType } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { secretOf } from '../db/secret.ts';
import type { ProviderPayment } from './provider.ts';
import { findPayment, type SandboxPayment } from './sandbox-payments.ts';
import { sign, verify } from './signature.ts';

/**
 * What the sandbox provider signs: the notification of an approved QR payment (posted to the upstream) and the
 * parameters a PayPal buyer is sent back to the site with. Both are signed with a key kept with the data.
 */
const SECRET = 'sandbox_signing_key';

export const sandboxSecret = (db: Database) => secretOf(db, SECRET);

const notification = z.object({
  provider: z.literal('sandbox'),
  payment_id: z.string(),
  order_no: z.string(),
  method: paymentType,
  amount: z.string(),
  currency,
  trade_no: z.string(),
  status: z.literal('TRADE_SUCCESS'),
  sign: z.string(),
});
export type SandboxNotification = z.infer<typeof notification>;

/** Amounts travel as text with two decimals, as providers send them. */
const amountText = (amount: number | string) => Number(amount).toFixed(2);

/** The signed body of the notification of an approved QR payment; null when it is not approved. */
export const notificationOf = async (db: Database, paymentId: string): Promise<SandboxNotification | null> => {
  const row = await findPayment(db, paymentId);
  if (!row || row.status !== 'approved' || !row.trade_no) return null;
  const fields = {
    provider: 'sandbox' as const,
    payment_id: row.id,
    order_no: row.order_no,
    method: paymentType.parse(row.method),
    amount: amountText(row.amount),
    currency: currency.parse(row.currency),
    trade_no: row.trade_no,
    status: 'TRADE_SUCCESS' as const,
  };
  return { ...fields, sign: sign(await sandboxSecret(db), fields) };
};

/** The payment a posted notification reports, or null when it is not a notification of ours signed with `secret`. */
export const verifiedNotification = (body: unknown, secret: string | undefined): ProviderPayment | null => {
  const parsed = notification.safeParse(body);
  if (!parsed.success || !secret) return null;
  const { sign: signature, ...fields } = parsed.data;
  if (!verify(secret, fields, signature)) return null;
  return {
    paymentId: fields.payment_id,
    orderNo: fields.order_no,
    method: fields.method,
    amount: Number(fields.amount),
    currency: fields.currency,
    tradeNo: fields.trade_no,
  };
};

/** The signed fields of a PayPal return. */
export type ReturnFields = { orderNo: string; paymentId: string; PayerID: string; success: string };

/** Whether a PayPal return's `token` is our signature of its fields. */
export const isSignedReturn = async (db: Database, fields: ReturnFields, token: unknown) => verify(await sandboxSecret(db), fields, token);

/** Where a PayPal payment sends the browser back to: its return URL with the signed outcome; null without one. */
export const returnUrlOf = async (db: Database, payment: Pick<SandboxPayment, 'id' | 'order_no' | 'return_url' | 'status'>) => {
  if (!payment.return_url) return null;
  const PayerID = `PAYER${randomBytes(5).toString('hex').toUpperCase()}`;
  const fields = { orderNo: payment.order_no, paymentId: payment.id, PayerID, success: String(payment.status === 'approved') };
  const url = new URL(payment.return_url);
  url.search = new URLSearchParams({ ...fields, orderId: payment.order_no, token: sign(await sandboxSecret(db), fields) }).toString();
  return url.toString();
};
