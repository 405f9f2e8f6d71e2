import {
  cancelOrder,
  checkPayStatus,
  completePayPalPayment,
  createOrder,
  getAlipayPageUrl,
  getPayPalUrl,
  getUserInfo,
  listOrders,
  listPaymentTypes,
  previewOrder,
  requestRefund,
  type OrderDetail,
  type OrderSource,
  type PaymentType,
  type PayStatus,
  type RequestOf,
} from '../../../contract/index.ts';
import type { Context } from '../graph/context.ts';
import { errorFromUpstream, graphError } from '../core/errors.ts';
import { OrderState, type OrderInput, type Resolvers } from '../generated/graphql.ts';
import { restField } from '../graph/rest-fields.ts';
import { present, rowId, rowIdOrNull } from '../graph/graph-input.ts';
import type { Locale } from '../core/locale.ts';
import type { PayStatusEvent } from '../subscriptions/pay-status.ts';
import { orderWithPayInfo, payInfoMethodAsked } from './order-pay-info.ts';
import { payStatusResolvers } from './pay-status.ts';
import { otherCurrency, TRADE } from '../../../contract/rules.ts';

type Held<K extends keyof OrderSource> = Exclude<OrderSource[K], undefined>;

/**
 * A field of the order: from what the parent already holds, else from its detail (one call per order per
 * request). Answered at once when the parent holds it, as every list row does, so a page of rows waits on
 * nothing per field. A field the detail does not carry either is null, never a stand-in value.
 */
const field = <K extends keyof OrderDetail>(order: OrderSource, key: K, { loaders }: Context): Held<K> | OrderDetail[K] | Promise<Held<K> | OrderDetail[K]> => {
  const held = order[key];
  return held !== undefined ? (held as Held<K>) : loaders.order.load(order.order_no).then((detail) => detail[key]);
};

/** The resolver of an order's field (`quantity: orderField('quantity')`). */
const orderField =
  <K extends keyof OrderDetail>(key: K) =>
  (order: OrderSource, _: unknown, context: Context) =>
    field(order, key, context);

/** The resolver of a field the spec's detail may leave out: null when neither the parent nor the detail has it. */
const optionalOrderField =
  <K extends keyof OrderDetail>(key: K) =>
  (order: OrderSource, _: unknown, context: Context) => {
    const value = field(order, key, context);
    return value instanceof Promise ? value.then((known) => known ?? null) : (value ?? null);
  };

/** An amount in the order's currency: both come with every list row and every detail. */
const money = (key: 'order_amount' | 'license_type_price') => (order: OrderSource, _: unknown, context: Context) => {
  const amount = field(order, key, context);
  const currency = field(order, 'currency', context);
  return amount instanceof Promise || currency instanceof Promise
    ? Promise.all([amount, currency]).then(([a, c]) => ({ amount: a, currency: c }))
    : { amount, currency };
};

/** pay_status from the order, or — for an upstream whose detail does not carry it — from the status call. */
const payStatusOf = (order: OrderSource, context: Context): PayStatus | Promise<PayStatus> => {
  if (order.pay_status !== undefined) return order.pay_status;
  return (async () => {
    const known = await field(order, 'pay_status', context);
    if (known !== undefined) return known;
    const { status } = await context.upstream.call(checkPayStatus, { query: { order_no: order.order_no } });
    return status ? 1 : 0;
  })();
};

/** The spec's display priority: refunded, manual confirmation in progress, successful, failed. */
const stateOf = (tradeStatus: number | null | undefined, paymentType: PaymentType, payStatus: PayStatus) => {
  if (tradeStatus === TRADE.REFUNDED) return OrderState.Refunded;
  if (tradeStatus === TRADE.AWAITING_TRANSFER && paymentType === 'company_pay') return OrderState.Confirming;
  return payStatus === 1 ? OrderState.Paid : OrderState.Failed;
};

/**
 * The graph's camelCase order becomes the spec's snake_case body (the preview's, and the start of the order's).
 * Fields are written out, never spread in conditionally, so that the compiler checks each name; an absent value
 * (undefined) is left out of the JSON.
 */
const orderBody = (input: OrderInput, locale: Locale): RequestOf<typeof previewOrder>['body'] => ({
  license_type_id: rowId(input.licenseTypeId, 'licenseTypeId', locale),
  payment_type: input.paymentType,
  quantity: input.quantity,
  period: input.period,
  coupon_code: input.couponCode || undefined,
});

export const orderResolvers: Resolvers = {
  Query: {
    /** The upstream checks and prices it. */
    orderPreview: (_, { input }, { upstream, locale }) => upstream.call(previewOrder, { body: orderBody(input, locale) }),
    /** The upstream's map of method code → label, as a list in its order: public, the same for every caller of a language. */
    paymentMethods: async (_, __, { cached }) =>
      Object.entries(await cached(listPaymentTypes)).map(([type, label]) => ({ type: type as PaymentType, label: label ?? type })),
    orders: async (_, { payStatus, page, size }, { upstream }) => {
      const answer = await upstream.call(listOrders, { query: present({ pay_status: payStatus, page, size }) });
      return { items: answer.lists, page: answer.page, size: answer.size, total: answer.total };
    },
    /** One upstream call however many fields are asked, pay information by a named method included. */
    order: (_, { orderNo }, context, info) => {
      const method = payInfoMethodAsked(info);
      return method ? orderWithPayInfo(context, orderNo, method) : context.loaders.order.load(orderNo);
    },
  },
  Mutation: {
    createOrder: (_, { input }, { upstream, locale }) =>
      upstream.call(createOrder, {
        body: {
          ...orderBody(input, locale),
          name: input.name,
          country: input.country,
          company: input.company ?? undefined,
          position: input.position || undefined,
          use: input.use || undefined,
          renew_license_id: rowIdOrNull(input.renewLicenseId, 'renewLicenseId', locale),
          renew_license_ids: input.renewLicenseIds?.map((id) => rowId(id, 'renewLicenseIds', locale)),
          team_id: rowIdOrNull(input.teamId, 'teamId', locale),
          invoice_company: input.invoiceCompany || undefined,
          invoice_address: input.invoiceAddress || undefined,
          invoice_tax_id: input.invoiceTaxNumber || undefined,
        },
      }),
    /** The order as it now is, so the list row updates from the answer. */
    cancelOrder: (_, { orderNo }, { upstream }) => upstream.call(cancelOrder, { body: { order_no: orderNo } }),
    requestRefund: (_, { orderNo, reason }, { upstream }) => upstream.call(requestRefund, { body: { order_no: orderNo, reason: reason?.trim() || undefined } }),
    startPayPalPayment: (_, { orderNo }, { upstream }) => upstream.call(getPayPalUrl, { query: { order_no: orderNo } }),
    /** Alipay's desktop cashier, for a buyer at a computer who would rather not scan the checkstand's QR code. */
    startAlipayPagePayment: (_, { orderNo }, { upstream }) => upstream.call(getAlipayPageUrl, { query: { order_no: orderNo } }),
    /**
     * The provider's return parameters go back as received. A declined or unverifiable payment is an answer
     * (false: the client shows the payment-failed page), not a fault; not signed in or not your order still fail.
     */
    completePayPalPayment: async (_, { input }, { upstream }) => {
      const answer = await upstream.raw(completePayPalPayment, {
        body: {
          orderNo: input.orderNo,
          PayerID: input.payerId || undefined,
          paymentId: input.paymentId || undefined,
          orderId: input.orderId || undefined,
          success: input.success ?? undefined,
          token: input.token || undefined,
        },
      });
      if (answer.statusCode === 200) return true;
      if (answer.statusCode === 400) return false;
      throw errorFromUpstream(200, answer.statusCode, answer.messages);
    },
  },
  Subscription: {
    orderPayStatus: {
      subscribe: (_, { orderNo }, { token, upstream, payStatus }) => {
        if (!token) throw graphError('UNAUTHENTICATED', 'Please sign in');
        return payStatus.subscribe(orderNo, upstream, { token, account: async () => String((await upstream.call(getUserInfo)).id) });
      },
      resolve: (event: PayStatusEvent) => event,
    },
  },
  PayStatus: payStatusResolvers,
  OrderPreview: {
    paymentType: (preview) => preview.order.payment_type,
    period: (preview) => preview.order.period,
    periodDay: (preview) => preview.order.period_day,
    orderAmount: (preview) => ({ amount: preview.order.order_amount, currency: preview.order.currency }),
    discountAmount: (preview) => ({ amount: preview.order.discount_amount, currency: preview.order.currency }),
    licenseTypePrice: (preview) => ({ amount: preview.order.license_type_price, currency: preview.order.currency }),
  },
  Order: {
    paymentType: orderField('payment_type'),
    orderAmount: money('order_amount'),
    licenseTypePrice: money('license_type_price'),
    licenseTypeName: orderField('license_type_name'),
    quantity: orderField('quantity'),
    period: orderField('period'),
    periodDay: optionalOrderField('period_day'),
    payStatus: (order, _, context) => payStatusOf(order, context),
    tradeStatus: optionalOrderField('trade_status'),
    payTime: optionalOrderField('pay_time'),
    createdAt: optionalOrderField('created_at'),
    outerTradeNo: optionalOrderField('outer_trade_no'),
    refundReason: optionalOrderField('refund_reason'),
    closedAt: optionalOrderField('closed_at'),
    refundRequestedAt: optionalOrderField('refund_requested_at'),
    refundableUntil: optionalOrderField('refundable_until'),
    state: (order, _, context) => {
      // A list row holds all three: no promise for the row's state.
      if (order.trade_status !== undefined && order.payment_type !== undefined && order.pay_status !== undefined) {
        return stateOf(order.trade_status, order.payment_type, order.pay_status);
      }
      return Promise.all([field(order, 'trade_status', context), field(order, 'payment_type', context), payStatusOf(order, context)]).then(
        ([tradeStatus, paymentType, payStatus]) => stateOf(tradeStatus, paymentType, payStatus),
      );
    },
    payInfo: async (order, { paymentType }, context) => {
      const method = paymentType ?? (await field(order, 'payment_type', context));
      const detail = await context.loaders.payInfo.load({ orderNo: order.order_no, method });
      return { ...detail.info, currency: detail.currency };
    },
  },
  PayInfo: {
    bankName: restField('blank_name'),
    accountNumber: restField('blank_number'),
    amount: (info) => ({ amount: info.amount, currency: info.currency }),
    otherAmount: (info) => (info.other_amount == null ? null : { amount: info.other_amount, currency: otherCurrency(info.currency) }),
  },
};
