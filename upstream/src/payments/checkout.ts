import type { OrderDetail, PaymentType, PayPalReturn } from '../../../contract/index.ts';
import { TRADE, TRIAL_PERIOD } from '../../../contract/rules.ts';
import type { OrderRow } from '../db/tables.ts';
import type { Locale } from '../domain/locale.ts';
import { editionNames, nameIn } from '../editions/index.ts';
import { checkPayable, NO_ACCOUNT, otherCurrencyAmount, ownOrder, PAYMENT_LABELS, toDetail, transferInfo } from '../orders/index.ts';
import { confirmPayment, type PaymentRuntime } from './mark-paid.ts';
import { fail } from './messages.ts';
import type { Charge, PaymentProvider } from './provider.ts';

/** The provider that serves a method, or a refusal the buyer understands (the method is not configured here). */
export const providerFor = (rt: PaymentRuntime, method: PaymentType): PaymentProvider => {
  const provider = rt.payments.forMethod(method);
  if (!provider) throw fail(400, 'paymentMethodUnavailable');
  return provider;
};

/**
 * The reference of a new payment of the order at a provider: the order number for the first, then `<orderNo>R<n>`
 * (Alipay and WeChat Pay take it as out_trade_no and PayPal as the request id, and a closed one cannot be reused).
 */
const referenceOf = async (rt: PaymentRuntime, order: OrderRow, provider: string) => {
  const { started } = await rt.db
    .selectFrom('payment')
    .select((eb) => eb.fn.countAll<string>().as('started'))
    .where('order_id', '=', order.id)
    .where('provider', '=', provider)
    .executeTakeFirstOrThrow();
  return Number(started) === 0 ? order.order_no : `${order.order_no}R${Number(started) + 1}`;
};

/** What the provider is asked for: the order's amount in its currency, under the attempt's reference. */
const chargeOf = (order: OrderRow, method: PaymentType, reference = order.order_no): Charge => ({
  orderNo: order.order_no,
  reference,
  method,
  amount: Number(order.order_amount),
  currency: order.currency,
  description: `Tidewatch order ${order.order_no} (${PAYMENT_LABELS[method].en})`,
});

const recordPayment = (rt: PaymentRuntime, order: OrderRow, provider: string, charge: Charge, started: { paymentId: string; url: string }) =>
  rt.db
    .insertInto('payment')
    .values({
      order_id: order.id,
      provider,
      method: charge.method,
      provider_payment_id: started.paymentId,
      reference: charge.reference,
      amount: Number(order.order_amount),
      currency: order.currency,
      approval_url: started.url,
      created_at: rt.clock.now(),
    })
    .execute();

/** A payment of the order started at the provider (a redirect or a QR code), recorded before the buyer sees it. */
const startPayment = async (rt: PaymentRuntime, order: OrderRow, method: PaymentType, start: (provider: PaymentProvider, charge: Charge) => Promise<{ paymentId: string; url: string }>) => {
  const provider = providerFor(rt, method);
  const charge = chargeOf(order, method, await referenceOf(rt, order, provider.name));
  const started = await start(provider, charge);
  await recordPayment(rt, order, provider.name, charge, started);
  return started.url;
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
    return { ...detail, info: { ...transferInfo(order, locale), ...NO_ACCOUNT } };
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
  const qrcodeUrl =
    open?.approval_url ??
    (await startPayment(rt, order, method, async (provider, charge) => {
      if (!provider.startQr) throw fail(400, 'paymentMethodUnavailable');
      const started = await provider.startQr(charge, rt.payments.notifyUrl(provider.name));
      return { paymentId: started.paymentId, url: started.qrcodeUrl };
    }));
  return {
    ...detail,
    info: {
      amount: Number(order.order_amount),
      ...NO_ACCOUNT,
      order_note: order.order_no,
      qrcode_url: qrcodeUrl,
      other_amount: await otherCurrencyAmount(rt, order, locale),
    },
  };
};

/**
 * A payment on the provider's own page (PayPal; Alipay's desktop page): answers where the browser goes. The buyer
 * comes back to the site of their language: PayPal to /buy/payPalResult, Alipay to the order's result page.
 */
export const startRedirect = async (rt: PaymentRuntime, userId: number, orderNo: string, method: 'paypal' | 'alipay', locale: Locale) => {
  const order = await ownOrder(rt.db, userId, orderNo);
  checkPayable(order, method);
  const site = rt.siteOrigin(locale);
  const back = method === 'paypal' ? `${site}/buy/payPalResult?orderNo=${encodeURIComponent(order.order_no)}` : `${site}/buy/checkStand?orderNo=${encodeURIComponent(order.order_no)}&paymentType=alipay`;
  return startPayment(rt, order, method, (provider, charge) => {
    if (!provider.startRedirect) throw fail(400, 'paymentMethodUnavailable');
    return provider.startRedirect(charge, { returnUrl: back, cancelUrl: method === 'paypal' ? `${back}&success=false` : back, notifyUrl: rt.payments.notifyUrl(provider.name) });
  });
};

/** POST /pay/paypal/callback: the return parameters are verified with the provider; a declined payment is refused. */
export const completePayPal = async (rt: PaymentRuntime, userId: number, params: PayPalReturn) => {
  const order = await ownOrder(rt.db, userId, params.orderNo);
  if (order.pay_status === 1) return null;
  const provider = providerFor(rt, 'paypal');
  // The payment the buyer returns from must be one started for this order (PayPal names it by its token).
  const started = await rt.db
    .selectFrom('payment')
    .select(['provider_payment_id', 'reference'])
    .where('order_id', '=', order.id)
    .where('provider', '=', provider.name)
    .where('provider_payment_id', 'in', [params.token ?? '', params.paymentId ?? ''])
    .executeTakeFirst();
  if (!started || !provider.completeRedirect) throw fail(400, 'paymentUnverified');
  const outcome =
    params.success === false
      ? { status: 'declined' as const, paymentId: started.provider_payment_id }
      : await provider.completeRedirect(params, chargeOf(order, 'paypal', started.reference ?? order.order_no));
  if (!outcome) throw fail(400, 'paymentUnverified');
  if (outcome.status === 'declined') {
    await rt.db
      .updateTable('payment')
      .set({ status: 'declined' })
      .where('provider', '=', provider.name)
      .where('provider_payment_id', '=', outcome.paymentId)
      .where('status', '=', 'created')
      .execute();
    throw fail(400, 'paymentDeclined');
  }
  await confirmPayment(rt, provider.name, outcome.payment);
  return null;
};
