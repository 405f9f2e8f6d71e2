import { ApiError } from '../domain/api-error.ts';
import { confirmPayment, type PaymentRuntime } from './mark-paid.ts';
import { settlePayment } from './pay-status.ts';
import type { NotificationEvent, NotificationReply, PaymentProvider, RawNotification } from './provider.ts';
import { settleRefundByNo } from './refunds.ts';

/** Headers that never belong in the kept record: what a browser or a proxy adds, never what a provider signs. */
const UNKEPT = new Set(['cookie', 'authorization', 'x-forwarded-for', 'forwarded', 'x-real-ip', 'host', 'connection']);

const keptHeaders = (headers: RawNotification['headers']) =>
  Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !UNKEPT.has(name.toLowerCase())));

interface Kept {
  verified: boolean;
  reason?: string;
  event?: string;
  orderNo?: string;
  outcome: string;
}

/** Appends the notification as it arrived, with what was made of it (the table refuses changes). */
const keep = (rt: PaymentRuntime, provider: string, raw: RawNotification, kept: Kept) =>
  rt.db
    .insertInto('payment_notification')
    .values({
      provider,
      received_at: rt.clock.now(),
      headers: JSON.stringify(keptHeaders(raw.headers)),
      body: raw.body,
      verified: kept.verified,
      reason: kept.reason ?? null,
      event: kept.event ?? null,
      order_no: kept.orderNo ?? null,
      outcome: kept.outcome,
    })
    .execute();

/** What paying changed: a notification that came again, or after the order was settled another way, changed nothing. */
const paidOutcome = ({ changed, refunded }: { changed: boolean; refunded: boolean }) =>
  !changed ? 'nothing: already settled' : refunded ? 'refunded (one per person)' : 'paid';

/**
 * The site's order a verified event is about, by the payment or refund of this site it names: what an operator looks a
 * kept notification up by (a later attempt's reference, `<orderNo>R2`, is not an order number), also when it is refused.
 */
const orderNoOf = async (rt: PaymentRuntime, provider: string, event: NotificationEvent) => {
  if (event.kind === 'ignored') return undefined;
  if (event.kind === 'refund') {
    const refund = await rt.db.selectFrom('refund').innerJoin('order', 'order.id', 'refund.order_id').select('order.order_no').where('refund.refund_no', '=', event.refundNo).executeTakeFirst();
    return refund?.order_no;
  }
  const payment = await rt.db
    .selectFrom('payment')
    .innerJoin('order', 'order.id', 'payment.order_id')
    .select('order.order_no')
    .where('payment.provider', '=', provider)
    .where('payment.provider_payment_id', '=', event.kind === 'paid' ? event.payment.paymentId : event.paymentId)
    .executeTakeFirst();
  return payment?.order_no;
};

/** What a verified event changes here; `accepted` false makes the provider send it again later. */
const act = async (rt: PaymentRuntime, provider: PaymentProvider, event: NotificationEvent): Promise<{ accepted: boolean; outcome: string; orderNo?: string }> => {
  switch (event.kind) {
    case 'paid': {
      const result = await confirmPayment(rt, provider.name, event.payment);
      return { accepted: true, orderNo: event.payment.orderNo, outcome: paidOutcome(result) };
    }
    case 'approved':
    case 'closed': {
      const payment = await rt.db
        .selectFrom('payment')
        .innerJoin('order', 'order.id', 'payment.order_id')
        .select(['payment.id', 'payment.provider', 'payment.provider_payment_id', 'payment.method', 'payment.reference', 'order.order_no'])
        .where('payment.provider', '=', provider.name)
        .where('payment.provider_payment_id', '=', event.paymentId)
        .executeTakeFirst();
      if (!payment) return { accepted: true, orderNo: event.orderNo, outcome: 'nothing: not a payment of this site' };
      // the provider says what it says; asking it again settles the payment the one way every path does
      const settled = await settlePayment(rt, payment);
      const outcome = settled.paid ? paidOutcome(settled) : settled.closed ? (settled.changed ? 'closed' : 'nothing: already settled') : 'nothing yet';
      return { accepted: true, orderNo: payment.order_no, outcome };
    }
    case 'refund': {
      const settled = await settleRefundByNo(rt, event.refundNo, event.result);
      const outcome = !settled ? 'nothing: not a refund of this site' : settled.alreadySettled ? 'nothing: already settled' : `refund ${settled.state}`;
      return { accepted: true, orderNo: settled?.orderNo, outcome };
    }
    case 'ignored':
      return { accepted: true, outcome: `nothing: ${event.what}` };
  }
};

/**
 * A provider's notification, as it arrived: verified over its exact bytes before anything in it is believed, acted on
 * idempotently, and kept with its verdict and what it changed. Answers the reply that provider expects.
 */
export const receiveNotification = async (rt: PaymentRuntime, providerName: string, raw: RawNotification): Promise<NotificationReply> => {
  const provider = rt.payments.byName(providerName);
  if (!provider) return { status: 404, contentType: 'text/plain', body: 'fail' };
  let verdict: Awaited<ReturnType<PaymentProvider['readNotification']>>;
  try {
    verdict = await provider.readNotification(raw);
  } catch (error) {
    verdict = { verified: false, reason: `could not be verified: ${(error as Error).message}` };
  }
  if (!verdict.verified) {
    await keep(rt, provider.name, raw, { verified: false, reason: verdict.reason, outcome: 'refused' });
    console.warn(`[upstream] ${provider.name} notification refused: ${verdict.reason}`);
    return provider.reply(false, verdict.reason);
  }
  const orderNo = await orderNoOf(rt, provider.name, verdict.event);
  try {
    const { accepted, outcome, orderNo: named } = await act(rt, provider, verdict.event);
    await keep(rt, provider.name, raw, { verified: true, event: verdict.event.kind, orderNo: orderNo ?? named, outcome });
    return provider.reply(accepted);
  } catch (error) {
    // a verified notification that does not match this site's records (another amount, another order): refused,
    // changes nothing, and the provider tries again (an operator sees the kept row, under the order's number)
    const reason = error instanceof ApiError ? error.messageIn('en') : 'an unexpected fault';
    await keep(rt, provider.name, raw, { verified: true, event: verdict.event.kind, orderNo, reason, outcome: 'refused' });
    if (!(error instanceof ApiError)) console.error(`[upstream] ${provider.name} notification failed: ${(error as Error).message}`);
    return provider.reply(false, reason);
  }
};
