import type { OrderDetail, PaymentType, PayPalReturn } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { fail } from './messages.ts';
import type { Locale } from '../domain/locale.ts';
import type { LegacyPaymentProvider as PaymentProvider, ProviderPayment } from './provider.ts';
import type { Clock } from '../domain/clock.ts';
import type { Mail } from '../mail/mailer.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { fulfilOrder, withdrawRenewal } from '../licensing/index.ts';
import { storePaymentConfirmation } from './payment-confirmation.ts';
import { PAYMENT_LABELS } from '../orders/index.ts';
import { TRADE, TRIAL_PERIOD } from '../../../contract/rules.ts';
import type { OrderRow } from '../db/tables.ts';
import { editionNames, nameIn } from '../editions/index.ts';
import { checkPayable, otherCurrencyAmount, ownOrder, toDetail, transferInfo } from '../orders/index.ts';

/** What the payment services need besides the database and the time. */
export interface Payments {
  provider: PaymentProvider;
  /** where the provider posts its notifications */
  notifyUrl: () => string;
  /** the sandbox provider's notifications still to send (its scheduled job); a real provider sends its own */
  sandboxNotifications?: () => Promise<number>;
}

/** What paying needs besides the kernel's runtime (the confirmation, with its receipt, is mailed). */
export type PaymentRuntime = Pick<Runtime, 'db' | 'clock' | 'mailer' | 'siteOrigin'> & { payments: Payments };

const chargeOf = (order: OrderRow, method: PaymentType) => ({
  orderNo: order.order_no,
  method,
  amount: Number(order.order_amount),
  currency: order.currency,
  description: `Tidewatch order ${order.order_no} (${PAYMENT_LABELS[method].en})`,
});

const recordPayment = (rt: { db: Database; clock: Clock }, order: OrderRow, provider: string, method: PaymentType, started: { paymentId: string; url: string }) =>
  rt.db
    .insertInto('payment')
    .values({
      order_id: order.id,
      provider,
      method,
      provider_payment_id: started.paymentId,
      amount: Number(order.order_amount),
      currency: order.currency,
      approval_url: started.url,
      created_at: rt.clock.now(),
    })
    .execute();

export type Confirmation = { changed: boolean; refunded: boolean; licenses: number; mail?: Mail | null };

/**
 * The one way an order becomes paid. In one transaction, with the order's row locked: an order already paid
 * changes nothing (so duplicate callbacks and notifications, however many arrive at once, are harmless);
 * otherwise it is marked paid by the method actually used and its licenses are issued. A second one-yuan
 * trial of the same person (their row is locked too, so two trials paid at once are counted right) is
 * marked refunded with 'Limit one purchase per person.' and issues nothing.
 */
const markPaid = async (
  rt: PaymentRuntime,
  orderNo: string,
  how: { method: PaymentType; tradeNo: string; amount: number; currency: string },
): Promise<Confirmation> =>
  rt.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('order').selectAll().where('order_no', '=', orderNo).forUpdate().executeTakeFirst();
    if (!order) throw fail(404, 'orderNotFound');
    if (order.pay_status === 1 || order.trade_status === TRADE.REFUNDED) return { changed: false, refunded: order.trade_status === TRADE.REFUNDED, licenses: 0 };
    if (Number(order.order_amount) !== how.amount || order.currency !== how.currency) throw fail(400, 'paymentAmountMismatch');
    const now = rt.clock.now();
    const paid = { pay_status: 1 as const, pay_time: now, outer_trade_no: how.tradeNo, payment_type: how.method };

    if (order.period === TRIAL_PERIOD) {
      await trx.selectFrom('user').select('id').where('id', '=', order.user_id).forUpdate().execute();
      const earlier = await trx
        .selectFrom('order')
        .select('id')
        .where('user_id', '=', order.user_id)
        .where('period', '=', TRIAL_PERIOD)
        .where('pay_status', '=', 1)
        .where('trade_status', '=', TRADE.PAID)
        .where('id', '!=', order.id)
        .executeTakeFirst();
      if (earlier) {
        await trx
          .updateTable('order')
          .set({ ...paid, trade_status: TRADE.REFUNDED, refund_reason: 'onePerPerson' })
          .where('id', '=', order.id)
          .execute();
        return { changed: true, refunded: true, licenses: 0 };
      }
    }
    await trx.updateTable('order').set({ ...paid, trade_status: TRADE.PAID }).where('id', '=', order.id).execute();
    const licenses = await fulfilOrder(trx, order, now);
    const mail = await storePaymentConfirmation(trx, rt, { ...order, ...paid, trade_status: TRADE.PAID });
    return { changed: true, refunded: false, licenses, mail };
  });

/** Sends the confirmation a payment stored, once its transaction has committed. */
const deliver = async (rt: PaymentRuntime, { mail, ...confirmation }: Confirmation): Promise<Confirmation> => {
  if (mail) await rt.mailer.deliver(mail);
  return confirmation;
};

/** A payment the provider vouches for: its record must be ours and for that order; then the order is paid once. */
export const confirmPayment = async (rt: PaymentRuntime, payment: ProviderPayment) => {
  const record = await rt.db
    .selectFrom('payment')
    .innerJoin('order', 'order.id', 'payment.order_id')
    .select(['payment.id', 'order.order_no'])
    .where('payment.provider', '=', rt.payments.provider.name)
    .where('payment.provider_payment_id', '=', payment.paymentId)
    .executeTakeFirst();
  if (!record || record.order_no !== payment.orderNo) throw fail(400, 'paymentUnverified');
  const result = await markPaid(rt, payment.orderNo, payment);
  await rt.db.updateTable('payment').set({ status: 'paid' }).where('id', '=', record.id).execute();
  return deliver(rt, result);
};

/** GET /order/detailWithPayInfo: the bank account, or a QR payment (an open one is reused) for Alipay / WeChat Pay. */
export const payInfo = async (rt: PaymentRuntime, userId: number, orderNo: string, method: PaymentType, locale: Locale) => {
  const order = await ownOrder(rt.db, userId, orderNo);
  const detail: OrderDetail = toDetail(order, nameIn(await editionNames(rt.db, [order.edition_id]), order.edition_id, locale), locale);
  if (method === 'company_pay') {
    if (order.period === TRIAL_PERIOD) throw fail(400, 'trialNoCompanyPay');
    return { ...detail, info: { ...transferInfo(order, locale), other_amount: await otherCurrencyAmount(rt, order, locale) } };
  }
  if (order.pay_status === 1 || order.trade_status === TRADE.REFUNDED) {
    // nothing left to pay: the checkstand moves on through the pay status
    return { ...detail, info: { ...transferInfo(order, locale), account_name: null, blank_name: null, blank_number: null } };
  }
  checkPayable(order, method);
  const open = await rt.db
    .selectFrom('payment')
    .select('approval_url')
    .where('order_id', '=', order.id)
    .where('method', '=', method)
    .where('status', '=', 'created')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  let qrcodeUrl = open?.approval_url;
  if (!qrcodeUrl) {
    const { provider } = rt.payments;
    const started = await provider.startQr(chargeOf(order, method), rt.payments.notifyUrl());
    await recordPayment(rt, order, provider.name, method, { paymentId: started.paymentId, url: started.qrcodeUrl });
    qrcodeUrl = started.qrcodeUrl;
  }
  return {
    ...detail,
    info: {
      amount: Number(order.order_amount),
      account_name: null,
      blank_name: null,
      blank_number: null,
      order_note: order.order_no,
      qrcode_url: qrcodeUrl,
      other_amount: await otherCurrencyAmount(rt, order, locale),
    },
  };
};

/** GET /pay/paypal/url: a new PayPal payment of the order; the buyer returns to the site of their language. */
export const startPayPal = async (rt: PaymentRuntime, userId: number, orderNo: string, locale: Locale) => {
  const order = await ownOrder(rt.db, userId, orderNo);
  checkPayable(order, 'paypal');
  const { provider } = rt.payments;
  const started = await provider.startRedirect(chargeOf(order, 'paypal'), `${rt.siteOrigin(locale)}/buy/payPalResult`);
  await recordPayment(rt, order, provider.name, 'paypal', started);
  return started.url;
};

/** POST /pay/paypal/callback: the return parameters are verified with the provider; a declined payment is refused. */
export const completePayPal = async (rt: PaymentRuntime, userId: number, params: PayPalReturn) => {
  const order = await ownOrder(rt.db, userId, params.orderNo);
  if (order.pay_status === 1) return null;
  const outcome = await rt.payments.provider.completeRedirect(params);
  if (!outcome) throw fail(400, 'paymentUnverified');
  if (outcome.status === 'declined') {
    await rt.db
      .updateTable('payment')
      .set({ status: 'declined' })
      .where('provider', '=', rt.payments.provider.name)
      .where('provider_payment_id', '=', outcome.paymentId)
      .where('status', '=', 'created')
      .execute();
    throw fail(400, 'paymentDeclined');
  }
  await confirmPayment(rt, outcome.payment);
  return null;
};

/** A provider's notification: 'success' stops its retries; anything else makes it try again later. */
export const receiveNotification = async (rt: PaymentRuntime, body: unknown) => {
  const payment = rt.payments.provider.verifyNotification(body);
  if (!payment) return 'fail';
  await confirmPayment(rt, payment);
  return 'success';
};

/** A notification normally arrives within seconds: only after this is the provider asked, and then at most this often. */
export const PROVIDER_QUERY_AFTER_MS = 10_000;

/**
 * GET /order/checkPayStatus, polled every few seconds while a checkstand is open. An unpaid order whose QR
 * payment has waited longer than a notification takes asks the provider about it (at most every
 * PROVIDER_QUERY_AFTER_MS per payment), so a lost notification does not leave a paid order unpaid.
 * Beside the status it says how the order stands (refunded at once, a trial), so the checkstand needs no
 * second call once it is paid.
 */
export const checkPayStatus = async (rt: PaymentRuntime, userId: number, orderNo: string) => {
  const order = await ownOrder(rt.db, userId, orderNo);
  const answer = (status: boolean, trade_status = order.trade_status) => ({ status, trade_status, period: order.period });
  if (order.pay_status === 1) return answer(true);
  const now = rt.clock.now();
  const due = new Date(now.getTime() - PROVIDER_QUERY_AFTER_MS);
  const open = await rt.db
    .updateTable('payment')
    .set({ queried_at: now })
    .where('order_id', '=', order.id)
    .where('provider', '=', rt.payments.provider.name)
    .where('method', 'in', ['alipay', 'wechat_pay'])
    .where('status', '=', 'created')
    .where('created_at', '<=', due)
    .where((eb) => eb.or([eb('queried_at', 'is', null), eb('queried_at', '<=', due)]))
    .returning('provider_payment_id')
    .execute();
  for (const { provider_payment_id } of open) {
    const paid = await rt.payments.provider.queryPayment(provider_payment_id);
    if (paid) {
      const { refunded } = await confirmPayment(rt, paid);
      return answer(true, refunded ? TRADE.REFUNDED : TRADE.PAID);
    }
  }
  return answer(false);
};

/** Staff confirm a bank transfer arrived (admin CLI). */
export const confirmTransfer = async (rt: PaymentRuntime, orderNo: string) => {
  const order = await rt.db.selectFrom('order').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!order) throw fail(404, 'orderNotFound');
  if (order.payment_type !== 'company_pay' || order.trade_status !== TRADE.AWAITING_TRANSFER || order.pay_status === 1) {
    throw fail(400, 'notATransfer', { orderNo });
  }
  return deliver(
    rt,
    await markPaid(rt, orderNo, { method: 'company_pay', tradeNo: `TRANSFER-${orderNo}`, amount: Number(order.order_amount), currency: order.currency }),
  );
};

/**
 * Staff refund a paid order (admin CLI): it shows as refunded and its licenses are withdrawn — all of them,
 * since a refunded purchase grants nothing (a file already downloaded expires on its own date).
 */
export const refundOrder = async (rt: { db: Database; clock: Clock }, orderNo: string, reason = 'refundedByStaff') =>
  rt.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('order').selectAll().where('order_no', '=', orderNo).forUpdate().executeTakeFirst();
    if (!order) throw fail(404, 'orderNotFound');
    if (order.pay_status !== 1 || order.trade_status === TRADE.REFUNDED) throw fail(400, 'notPaid', { orderNo });
    await trx.updateTable('order').set({ trade_status: TRADE.REFUNDED, refund_reason: reason }).where('id', '=', order.id).execute();
    await withdrawRenewal(trx, order, rt.clock.now());
    const withdrawn = await trx.deleteFrom('license').where('order_id', '=', order.id).executeTakeFirst();
    return { licenses: Number(withdrawn.numDeletedRows) };
  });
