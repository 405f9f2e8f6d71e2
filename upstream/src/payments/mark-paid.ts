import type { PaymentType } from '../../../contract/index.ts';
import { TRADE, TRIAL_PERIOD } from '../../../contract/rules.ts';
import type { Transaction } from 'kysely';
import type { OrderRow, Tables } from '../db/tables.ts';
import type { Mail } from '../mail/mailer.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { fulfilOrder } from '../licensing/index.ts';
import { seatPaidOrder } from '../teams/index.ts';
import { fail, type MessageKey } from './messages.ts';
import { storePaymentConfirmation } from './payment-confirmation.ts';
import type { ProviderName, ProviderPayment } from './provider.ts';
import type { Payments } from './providers.ts';

/** What paying needs besides the kernel's runtime (the confirmation, with its receipt, is mailed). */
export type PaymentRuntime = Pick<Runtime, 'db' | 'clock' | 'mailer' | 'siteOrigin'> & { payments: Payments };

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
  sandbox = false,
  recordPaid?: (trx: Transaction<Tables>, order: OrderRow) => Promise<unknown>,
): Promise<Confirmation> =>
  rt.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('order').selectAll().where('order_no', '=', orderNo).forUpdate().executeTakeFirst();
    if (!order) throw fail(404, 'orderNotFound');
    if (order.pay_status === 1 || order.trade_status === TRADE.REFUNDED) return { changed: false, refunded: order.trade_status === TRADE.REFUNDED, licenses: 0 };
    if (Number(order.order_amount) !== how.amount || order.currency !== how.currency) throw fail(400, 'paymentAmountMismatch');
    const now = rt.clock.now();
    // a payment started before the buyer cancelled and confirmed after: the money came, so the order is open and paid
    const paid = { pay_status: 1 as const, pay_time: now, outer_trade_no: how.tradeNo, payment_type: how.method, closed_at: null };

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
    await recordPaid?.(trx, order);
    const licenses = await fulfilOrder(trx, order, now);
    // an order bought for a team: its licences are the team's seats from the moment they exist
    await seatPaidOrder(trx, order, now);
    const mail = await storePaymentConfirmation(trx, rt, { ...order, ...paid, trade_status: TRADE.PAID }, sandbox);
    return { changed: true, refunded: false, licenses, mail };
  });

/** Sends the confirmation a payment stored, once its transaction has committed. */
const deliver = async (rt: PaymentRuntime, { mail, ...confirmation }: Confirmation): Promise<Confirmation> => {
  if (mail) await rt.mailer.deliver(mail);
  return confirmation;
};

/**
 * A payment the provider vouches for: it must be one this upstream started with that provider, for that order (the
 * provider names the order by its number or by the attempt's reference); then the order is paid once, and the
 * payment keeps the provider's transaction, which a refund names.
 */
export const confirmPayment = async (rt: PaymentRuntime, provider: ProviderName, payment: ProviderPayment) => {
  const record = await rt.db
    .selectFrom('payment')
    .innerJoin('order', 'order.id', 'payment.order_id')
    .select(['payment.id', 'payment.reference', 'order.order_no'])
    .where('payment.provider', '=', provider)
    .where('payment.provider_payment_id', '=', payment.paymentId)
    .executeTakeFirst();
  if (!record || (payment.orderNo !== record.order_no && payment.orderNo !== record.reference)) throw fail(400, 'paymentUnverified');
  // the sandbox's payments move no money: their confirmation says so, as its licence mails do
  const result = await markPaid(rt, record.order_no, payment, provider === 'sandbox');
  await rt.db.updateTable('payment').set({ status: 'paid', trade_no: payment.tradeNo }).where('id', '=', record.id).execute();
  return deliver(rt, result);
};

/**
 * Why a transfer cannot pay this order, or null when it can: at the checkstand a buyer may pay any unpaid order by
 * transfer (the order number is the reference), whatever method it was placed with; not a cancelled, refunded or paid
 * one, nor a one-yuan trial (one per person, checked when it is paid online).
 */
export const transferRefusal = (order: Pick<OrderRow, 'pay_status' | 'trade_status' | 'closed_at' | 'period'>): MessageKey | null => {
  if (order.pay_status === 1) return 'transferOrderPaid';
  if (order.trade_status === TRADE.REFUNDED) return 'transferOrderRefunded';
  if (order.closed_at) return 'transferOrderCancelled';
  if (order.period === TRIAL_PERIOD) return 'transferOrderTrial';
  return null;
};

/**
 * Staff confirm a bank transfer arrived; the order is then paid as a bank transfer (company_pay), whichever method it
 * was placed with. `recordPaid` runs inside the payment's transaction when the order becomes paid (the audit log's
 * row), so the confirmation is never done unrecorded; a confirmation that changes nothing runs it not.
 */
export const confirmTransfer = async (rt: PaymentRuntime, orderNo: string, recordPaid?: (trx: Transaction<Tables>, order: OrderRow) => Promise<unknown>) => {
  const order = await rt.db.selectFrom('order').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!order) throw fail(404, 'orderNotFound');
  const refusal = transferRefusal(order);
  if (refusal) throw fail(409, refusal, { orderNo });
  return deliver(
    rt,
    await markPaid(rt, orderNo, { method: 'company_pay', tradeNo: `TRANSFER-${orderNo}`, amount: Number(order.order_amount), currency: order.currency }, false, recordPaid),
  );
};
