import {
  checkPayStatus,
  completePayPalPayment,
  createOrder,
  getPayPalUrl,
  listOrders,
  listPaymentTypes,
  previewOrder,
  type OrderSource,
  type PaymentType,
} from '../../../contract/index.ts';
import type { Context } from '../context.ts';
import { errorFromUpstream, graphError } from '../errors.ts';
import { OrderState, type OrderInput, type Resolvers } from '../generated/graphql.ts';
import type { PayStatusEvent } from '../subscriptions/pay-status.ts';
import { orderWithPayInfo, payInfoMethodAsked, payInfoOf } from './order-pay-info.ts';
import { payStatusResolvers } from './pay-status.ts';
import { TRADE } from '../../../contract/rules.ts';

/** A field of the order: from what the parent already holds, else from its detail (one call per order per request). */
const field = async <K extends keyof OrderSource>(order: OrderSource, key: K, { loaders }: Context): Promise<OrderSource[K]> => {
  if (order[key] !== undefined) return order[key];
  const detail: OrderSource = await loaders.order.load(order.order_no);
  return detail[key];
};

const money = async (order: OrderSource, key: 'order_amount' | 'license_type_price', context: Context) => ({
  amount: (await field(order, key, context)) ?? 0,
  currency: (await field(order, 'currency', context)) ?? 'RMB',
});

/** pay_status from the order, or — for an upstream whose detail does not carry it — from the status call. */
const payStatusOf = async (order: OrderSource, context: Context) => {
  const known = await field(order, 'pay_status', context);
  if (known !== undefined) return known;
  const { status } = await context.upstream.call(checkPayStatus, { query: { order_no: order.order_no } });
  return status ? 1 : 0;
};

/** The graph's camelCase order becomes the spec's snake_case body (the preview's, and the start of the order's). */
const orderBody = (input: OrderInput) => ({
  license_type_id: input.licenseTypeId,
  payment_type: input.paymentType,
  quantity: input.quantity,
  period: input.period,
  ...(input.couponCode ? { coupon_code: input.couponCode } : {}),
});

export const orderResolvers: Resolvers = {
  Query: {
    /** The upstream checks and prices it. */
    orderPreview: (_, { input }, { upstream }) => upstream.call(previewOrder, { body: orderBody(input) }),
    /** The upstream's map of method code → label, as a list in its order: public, the same for every caller of a language. */
    paymentMethods: async (_, __, { cached }) =>
      Object.entries(await cached(listPaymentTypes)).map(([type, label]) => ({ type: type as PaymentType, label: label ?? type })),
    orders: async (_, { payStatus, page, size }, { upstream }) => {
      const answer = await upstream.call(listOrders, { query: { pay_status: payStatus ?? -1, page: page ?? 1, size: size ?? 20 } });
      return { items: answer.lists, page: answer.page, size: answer.size, total: answer.total };
    },
    /** One upstream call however many fields are asked, pay information by a named method included. */
    order: (_, { orderNo }, context, info) => {
      const method = payInfoMethodAsked(info);
      return method ? orderWithPayInfo(context, orderNo, method) : context.loaders.order.load(orderNo);
    },
  },
  Mutation: {
    createOrder: (_, { input }, { upstream }) =>
      upstream.call(createOrder, {
        body: {
          ...orderBody(input),
          name: input.name,
          country: input.country,
          company: input.company ?? '',
          ...(input.position ? { position: input.position } : {}),
          ...(input.use ? { use: input.use } : {}),
        },
      }),
    startPayPalPayment: (_, { orderNo }, { upstream }) => upstream.call(getPayPalUrl, { query: { order_no: orderNo } }),
    /**
     * The provider's return parameters go back as received. A declined or unverifiable payment is an answer
     * (false: the client shows the payment-failed page), not a fault; not signed in or not your order still fail.
     */
    completePayPalPayment: async (_, { input }, { upstream }) => {
      const answer = await upstream.raw(completePayPalPayment, {
        body: {
          orderNo: input.orderNo,
          ...(input.payerId ? { PayerID: input.payerId } : {}),
          ...(input.paymentId ? { paymentId: input.paymentId } : {}),
          ...(input.orderId ? { orderId: input.orderId } : {}),
          ...(input.success !== null && input.success !== undefined ? { success: input.success } : {}),
          ...(input.token ? { token: input.token } : {}),
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
        return payStatus.subscribe(orderNo, upstream);
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
    orderNo: (order) => order.order_no,
    paymentType: async (order, _, context) => (await field(order, 'payment_type', context))!,
    orderAmount: (order, _, context) => money(order, 'order_amount', context),
    licenseTypePrice: (order, _, context) => money(order, 'license_type_price', context),
    licenseTypeName: async (order, _, context) => (await field(order, 'license_type_name', context)) ?? '',
    quantity: async (order, _, context) => (await field(order, 'quantity', context)) ?? 0,
    period: async (order, _, context) => (await field(order, 'period', context)) ?? 0,
    periodDay: async (order, _, context) => (await field(order, 'period_day', context)) ?? 0,
    payStatus: (order, _, context) => payStatusOf(order, context),
    tradeStatus: async (order, _, context) => (await field(order, 'trade_status', context)) ?? null,
    payTime: async (order, _, context) => (await field(order, 'pay_time', context)) ?? null,
    createdAt: async (order, _, context) => (await field(order, 'created_at', context)) ?? null,
    outerTradeNo: async (order, _, context) => (await field(order, 'outer_trade_no', context)) ?? null,
    refundReason: async (order, _, context) => (await field(order, 'refund_reason', context)) ?? null,
    /** The spec's display priority: refunded, manual confirmation in progress, successful, failed. */
    state: async (order, _, context) => {
      const [tradeStatus, paymentType, payStatus] = await Promise.all([
        field(order, 'trade_status', context),
        field(order, 'payment_type', context),
        payStatusOf(order, context),
      ]);
      if (tradeStatus === TRADE.REFUNDED) return OrderState.Refunded;
      if (tradeStatus === TRADE.AWAITING_TRANSFER && paymentType === 'company_pay') return OrderState.Confirming;
      return payStatus === 1 ? OrderState.Paid : OrderState.Failed;
    },
    payInfo: async (order, { paymentType }, context) => {
      const method = paymentType ?? (await field(order, 'payment_type', context))!;
      const detail = await payInfoOf(context, order.order_no, method);
      return { ...detail.info, currency: detail.currency };
    },
  },
  PayInfo: {
    bankName: (info) => info.blank_name,
    accountNumber: (info) => info.blank_number,
    amount: (info) => ({ amount: info.amount, currency: info.currency }),
  },
};
