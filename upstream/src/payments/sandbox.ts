import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { currency, paymentType, type PayPalReturn } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { MINUTE, systemClock, type Clock } from '../domain/clock.ts';
import { secretOf } from '../db/secret.ts';
import type { Charge, LegacyPaymentProvider as PaymentProvider, ProviderPayment } from './provider.ts';
import { sign, verify } from './signature.ts';

/**
 * The built-in sandbox provider: it plays PayPal (a checkout page, then the browser is sent back with
 * signed return parameters) and Alipay / WeChat Pay (a QR code that opens the same checkout page; once
 * approved, a signed notification is posted to the upstream, retried until it answers "success", and the
 * status can be queried). Its records are its own table, as a real provider's are on its servers.
 */

export interface SandboxOptions {
  db: Database;
  /** where browsers reach the upstream (the sandbox pages live under its /sandbox/) */
  publicOrigin: () => string;
  /** delays of the notification attempts, in ms (a real provider retries for hours) */
  notifyDelays?: number[];
  /** the time the notification schedule is kept in (tests move a manual clock) */
  clock?: Clock;
}

const SECRET = 'sandbox_signing_key';
const DEFAULT_NOTIFY_DELAYS = [150, 1000, 3000, 10_000, 30_000, 5 * MINUTE, 30 * MINUTE];
/** How long one attempt may take before another copy takes the notification as abandoned. */
const ATTEMPT_LEASE = MINUTE;

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

const newId = (prefix: string) => `${prefix}-${randomBytes(9).toString('base64url')}`;
/** Amounts travel as text with two decimals, as providers send them. */
const amountText = (amount: number | string) => Number(amount).toFixed(2);

const checkoutUrl = (origin: string, orderNo: string, paymentId: string) =>
  `${origin}/sandbox/checkout/${encodeURIComponent(orderNo)}?payment=${encodeURIComponent(paymentId)}`;

export const createSandbox = ({ db, publicOrigin, notifyDelays = DEFAULT_NOTIFY_DELAYS, clock = systemClock }: SandboxOptions) => {
  const secret = () => secretOf(db, SECRET);

  const record = async (charge: Charge, urls: { return_url?: string; notify_url?: string }) => {
    const id = newId(charge.method === 'paypal' ? 'PAYID' : 'SBX');
    await db
      .insertInto('sandbox_payment')
      .values({ id, order_no: charge.orderNo, method: charge.method, amount: charge.amount, currency: charge.currency, ...urls })
      .execute();
    return id;
  };

  const find = (paymentId: string) => db.selectFrom('sandbox_payment').selectAll().where('id', '=', paymentId).executeTakeFirst();

  const asPayment = (row: NonNullable<Awaited<ReturnType<typeof find>>>): ProviderPayment => ({
    paymentId: row.id,
    orderNo: row.order_no,
    method: paymentType.parse(row.method),
    amount: Number(row.amount),
    currency: currency.parse(row.currency),
    tradeNo: row.trade_no ?? '',
  });

  /** The signed body of the notification of an approved QR payment. */
  const notificationOf = async (paymentId: string): Promise<SandboxNotification | null> => {
    const row = await find(paymentId);
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
    return { ...fields, sign: sign(await secret(), fields) };
  };

  /**
   * The notification of an approved QR payment is posted until the upstream answers "success" or the attempts run
   * out. Its schedule is kept on the payment's row, not only in this process: each attempt is claimed in one
   * statement (the attempt count moves on, and the row is not due again for ATTEMPT_LEASE), so when the process that
   * approved the payment dies, another copy's scheduled job (`retryNotifications`) sends what is left, once.
   * `expected`: the attempt this process's timer is for; without it, any attempt that is due.
   */
  const attempt = async (paymentId: string, expected?: number) => {
    const now = clock.now();
    let claim = db
      .updateTable('sandbox_payment')
      .set((eb) => ({ notify_attempts: eb('notify_attempts', '+', 1), notify_next_at: new Date(now.getTime() + ATTEMPT_LEASE) }))
      .where('id', '=', paymentId)
      .where('notified_at', 'is', null)
      .where('notify_next_at', 'is not', null)
      .where('notify_attempts', '<', notifyDelays.length);
    claim = expected === undefined ? claim.where('notify_next_at', '<=', now) : claim.where('notify_attempts', '=', expected);
    const row = await claim.returning(['notify_url', 'notify_attempts']).executeTakeFirst();
    if (!row?.notify_url) return;
    let delivered = false;
    try {
      const body = await notificationOf(paymentId);
      const answer = await fetch(row.notify_url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      delivered = (await answer.text()).trim() === 'success';
    } catch {
      // the upstream is restarting or unreachable: try again later, as providers do
    }
    const next = row.notify_attempts < notifyDelays.length ? notifyDelays[row.notify_attempts] : undefined;
    await db
      .updateTable('sandbox_payment')
      .set(delivered ? { notified_at: clock.now(), notify_next_at: null } : { notify_next_at: next === undefined ? null : new Date(clock.now().getTime() + next) })
      .where('id', '=', paymentId)
      .execute();
    if (!delivered && next !== undefined) later(paymentId, row.notify_attempts, next);
  };

  /** This process's own timers for attempts (the quick retries); the row's schedule outlives them. */
  const timers = new Set<NodeJS.Timeout>();
  const later = (paymentId: string, expected: number, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      attempt(paymentId, expected).catch((error: Error) => console.warn(`[sandbox] notification of ${paymentId}: ${error.message}`));
    }, ms).unref();
    timers.add(timer);
  };

  let verificationSecret: string | undefined;

  const provider: PaymentProvider = {
    name: 'sandbox',

    async startRedirect(charge, returnUrl) {
      const paymentId = await record(charge, { return_url: returnUrl });
      return { paymentId, url: checkoutUrl(publicOrigin(), charge.orderNo, paymentId) };
    },

    async completeRedirect(params: PayPalReturn) {
      const { paymentId, PayerID, token, orderNo } = params;
      if (!paymentId || !PayerID) return null;
      const success = params.success === true;
      const fields = { orderNo, paymentId, PayerID, success: String(success) };
      if (!verify(await secret(), fields, token)) return null;
      const row = await find(paymentId);
      if (!row || row.order_no !== orderNo) return null;
      if (!success || row.status !== 'approved') return { status: 'declined', paymentId };
      return { status: 'paid', payment: asPayment(row) };
    },

    async startQr(charge, notifyUrl) {
      const paymentId = await record(charge, { notify_url: notifyUrl });
      return { paymentId, qrcodeUrl: checkoutUrl(publicOrigin(), charge.orderNo, paymentId) };
    },

    verifyNotification(body) {
      const parsed = notification.safeParse(body);
      if (!parsed.success || !verificationSecret) return null;
      const { sign: signature, ...fields } = parsed.data;
      if (!verify(verificationSecret, fields, signature)) return null;
      return {
        paymentId: fields.payment_id,
        orderNo: fields.order_no,
        method: fields.method,
        amount: Number(fields.amount),
        currency: fields.currency,
        tradeNo: fields.trade_no,
      };
    },

    async queryPayment(paymentId) {
      const row = await find(paymentId);
      return row?.status === 'approved' ? asPayment(row) : null;
    },
  };

  return {
    provider,
    /** Loads the signing key once, so notifications verify without a database round trip. */
    async ready() {
      verificationSecret = await secret();
    },
    /** The payment the checkout page shows. */
    checkout: find,
    /**
     * The buyer approves on the sandbox page. PayPal: answers where the browser goes back to. Alipay /
     * WeChat Pay: the upstream is notified (unless `notify` is false, to play a lost notification).
     */
    async approve(paymentId: string, { notify: sendNotification = true } = {}) {
      const tradeNo = `SBX${Date.now()}${randomBytes(3).toString('hex').toUpperCase()}`;
      const row = await db
        .updateTable('sandbox_payment')
        .set({ status: 'approved', trade_no: tradeNo, notify_next_at: sendNotification ? clock.now() : null })
        .where('id', '=', paymentId)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      const current = row ?? (await find(paymentId));
      if (!current) return null;
      if (current.method === 'paypal') return returnUrlOf(current.id, current.order_no, current.return_url, current.status === 'approved');
      if (row && sendNotification && row.notify_url) later(row.id, 0, notifyDelays[0]);
      return null;
    },
    /** The buyer declines: PayPal answers where the browser goes back to (with success=false). */
    async decline(paymentId: string) {
      const row = await db
        .updateTable('sandbox_payment')
        .set({ status: 'declined' })
        .where('id', '=', paymentId)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      const current = row ?? (await find(paymentId));
      if (!current || current.method !== 'paypal') return null;
      return returnUrlOf(current.id, current.order_no, current.return_url, current.status === 'approved');
    },
    notificationOf,
    /** Stops this process's timers (the upstream is closing); what they were for stays due in the database. */
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    /** Sends every notification that is due, whichever copy approved the payment (a scheduled job); answers how many were tried. */
    async retryNotifications() {
      const due = await db
        .selectFrom('sandbox_payment')
        .select('id')
        .where('notified_at', 'is', null)
        .where('notify_next_at', '<=', clock.now())
        .where('notify_attempts', '<', notifyDelays.length)
        .orderBy('notify_next_at')
        .limit(100)
        .execute();
      for (const { id } of due) await attempt(id);
      return due.length;
    },
  };

  async function returnUrlOf(paymentId: string, orderNo: string, returnUrl: string | null, success: boolean) {
    if (!returnUrl) return null;
    const PayerID = `PAYER${randomBytes(5).toString('hex').toUpperCase()}`;
    const fields = { orderNo, paymentId, PayerID, success: String(success) };
    const url = new URL(returnUrl);
    url.search = new URLSearchParams({ ...fields, orderId: orderNo, token: sign(await secret(), fields) }).toString();
    return url.toString();
  }
};

export type Sandbox = ReturnType<typeof createSandbox>;
