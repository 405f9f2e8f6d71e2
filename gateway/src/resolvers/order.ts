import { listPaymentTypes, previewOrder, type PaymentType } from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';

export const orderResolvers: Resolvers = {
  Query: {
    /** The graph's camelCase input becomes the spec's snake_case body; the upstream checks and prices it. */
    orderPreview: (_, { input }, { upstream }) =>
      upstream.call(previewOrder, {
        body: {
          license_type_id: input.licenseTypeId,
          payment_type: input.paymentType,
          quantity: input.quantity,
          period: input.period,
          ...(input.couponCode ? { coupon_code: input.couponCode } : {}),
        },
      }),
    /** The upstream's map of method code → label, as a list in its order. */
    paymentMethods: async (_, __, { upstream }) =>
      Object.entries(await upstream.call(listPaymentTypes)).map(([type, label]) => ({ type: type as PaymentType, label: label ?? type })),
  },
  OrderPreview: {
    paymentType: (preview) => preview.order.payment_type,
    period: (preview) => preview.order.period,
    periodDay: (preview) => preview.order.period_day,
    orderAmount: (preview) => ({ amount: preview.order.order_amount, currency: preview.order.currency }),
    discountAmount: (preview) => ({ amount: preview.order.discount_amount, currency: preview.order.currency }),
    licenseTypePrice: (preview) => ({ amount: preview.order.license_type_price, currency: preview.order.currency }),
  },
};
