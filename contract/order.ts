import { z } from 'zod';
import { defineCall } from './call.ts';
import { id, number, required, text } from './input.ts';
import { paged, pageQuery, timestamp } from './envelope.ts';
import { NAME_MAX, orderNo as orderNoRule, orderText, periodRule, quantityRule } from './rules.ts';
import { invoiceDetails, invoiceInput } from './receipt.ts';
import { CURRENCIES, PAYMENT_TYPES, type Currency, type PaymentType } from './money.ts';

export const paymentType = z.enum(PAYMENT_TYPES);
export type { PaymentType };

export const currency = z.enum(CURRENCIES);
export type { Currency };

/** 0 = failed or unpaid, 1 = paid */
export const payStatus = z.union([z.literal(0), z.literal(1)]);
export type PayStatus = z.infer<typeof payStatus>;

/** The order list's filter: -1 all, 0 to be paid, 1 paid */
export const payStatusFilter = z.union([z.literal(-1), z.literal(0), z.literal(1)], { error: 'pay_status is -1, 0 or 1' });
export type PayStatusFilter = z.infer<typeof payStatusFilter>;

/** Runtime values of the GraphQL enums that stand for these REST values (graphql-tools enum resolvers). */
export const paymentTypeEnum = { PAYPAL: 'paypal', ALIPAY: 'alipay', WECHAT_PAY: 'wechat_pay', COMPANY_PAY: 'company_pay' } as const satisfies Record<string, PaymentType>;
export const currencyEnum = { RMB: 'RMB', USD: 'USD' } as const satisfies Record<string, Currency>;
export const orderPayStatusEnum = { UNPAID: 0, PAID: 1 } as const satisfies Record<string, PayStatus>;
export const payStatusFilterEnum = { ALL: -1, TO_BE_PAID: 0, PAID: 1 } as const satisfies Record<string, PayStatusFilter>;

/** Months bought: -1 is the 7-day trial, otherwise 1 to 36 months (rules.ts). */
export const period = number(orderText.periodWhole, periodRule());

/** Whole licenses, 1 to 1000 (rules.ts). */
export const quantity = number(orderText.quantityWhole, quantityRule());

const orderNo = orderNoRule();

/**
 * What the buyer's own actions left on an order (issue #32; not in the spec, so optional): when it was cancelled
 * unpaid, when a refund was asked, and until when one may be asked (null when it cannot: unpaid, refunded, asked).
 */
const buyerActionFields = {
  closed_at: timestamp.nullable().optional(),
  refund_requested_at: timestamp.nullable().optional(),
  refundable_until: timestamp.nullable().optional(),
};

/** Issue #34 (not in the spec): the team an order was bought for, and every licence a renewal order extends. */
const teamOrderFields = {
  team_name: z.string().nullable().optional(),
  renews_license_ids: z.array(z.number().int()).optional(),
};

/** What both the price preview and the order take. */
export const orderInput = z.object({
  license_type_id: id('license_type_id'),
  payment_type: paymentType,
  quantity,
  period,
  coupon_code: text().trim().max(64).optional(),
});

export const discount = z.object({
  period: z.number().int(),
  label: z.string(),
  description: z.string(),
  description_cn: z.string(),
});
export type Discount = z.infer<typeof discount>;

export const orderPreview = z.object({
  discounts: z.array(discount),
  order: z.object({
    payment_type: paymentType,
    period: z.number().int(),
    order_amount: z.number(),
    discount_amount: z.number(),
    currency,
    license_type_price: z.number(),
    period_day: z.number().int(),
  }),
});
export type OrderPreview = z.infer<typeof orderPreview>;

/** A row of the order list (spec §3 "Order (list row)"). */
export const orderListRow = z.object({
  order_no: z.string(),
  payment_type: paymentType,
  order_amount: z.number(),
  currency,
  /** null until paid */
  pay_time: timestamp.nullable().default(null),
  pay_status: payStatus,
  /** 0 = manual confirmation pending (company_pay), 4 = refunded; other values are not shown */
  trade_status: z.number().int().nullable().default(null),
  /** the provider's transaction number */
  outer_trade_no: z.string().nullable().default(null),
  license_type_name: z.string(),
  quantity: z.number().int(),
  period: z.number().int(),
  period_day: z.number().int(),
  license_type_price: z.number(),
  /** when the order was placed (not in the spec's row; the "Date of Purchase" of an unpaid order) */
  created_at: timestamp.nullable().default(null),
  /** why it was refunded, in the request's language (not in the spec's row) */
  refund_reason: z.string().nullable().optional(),
  /** the license this order renews (not in the spec's row; issue #25) */
  renews_license_id: z.number().int().nullable().optional(),
  ...teamOrderFields,
  /** the company details for its invoice, and the invoice once issued (issue #32), so a list asks nothing per row */
  invoice: invoiceDetails.nullable().optional(),
  ...buyerActionFields,
});
export type OrderListRow = z.infer<typeof orderListRow>;

/** How to pay an order by transfer or QR code; fields a method does not use are null. */
export const payInfo = z.object({
  account_name: z.string().nullable().default(null),
  /** the bank name (spelled blank_name on the wire) */
  blank_name: z.string().nullable().default(null),
  /** the bank account number (spelled blank_number on the wire) */
  blank_number: z.string().nullable().default(null),
  /**
   * An international (US dollar) account's bank SWIFT/BIC code, the bank's address and the beneficiary's (the
   * account holder's) address, which a wire from abroad asks for (issue #32); null for a domestic yuan account and
   * for a QR payment. Not in the spec: an upstream may leave them out.
   */
  swift_code: z.string().nullable().optional(),
  bank_address: z.string().nullable().optional(),
  beneficiary_address: z.string().nullable().optional(),
  /** the remittance amount, in the order's currency */
  amount: z.number(),
  order_note: z.string().nullable().default(null),
  /** the Alipay / WeChat Pay QR code target */
  qrcode_url: z.string().nullable().default(null),
  /**
   * The same order priced now in the other currency (dollars for a yuan order, yuan for a dollar order), so the
   * site can show both where a method's currency is not the site's; null when it has no price there (a coupon of
   * one currency). Not in the spec: an upstream may leave it out.
   */
  other_amount: z.number().nullable().optional(),
});
export type PayInfo = z.infer<typeof payInfo>;

/** Pay information with the currency of its order, as the gateway hands it to `PayInfo` resolvers. */
export type PricedPayInfo = PayInfo & { currency: Currency };

/** Order detail (spec §3); `info` is present in the answer of detailWithPayInfo. */
export const orderDetail = z.object({
  order_no: z.string(),
  license_type_name: z.string(),
  period: z.number().int(),
  quantity: z.number().int(),
  order_amount: z.number(),
  currency,
  payment_type: paymentType,
  license_type_price: z.number(),
  info: payInfo.nullable().default(null),
  // Not in the spec's detail; the reference upstream sends them so one order's status needs no list call.
  pay_status: payStatus.optional(),
  trade_status: z.number().int().nullable().optional(),
  pay_time: timestamp.nullable().optional(),
  outer_trade_no: z.string().nullable().optional(),
  period_day: z.number().int().optional(),
  created_at: timestamp.nullable().optional(),
  refund_reason: z.string().nullable().optional(),
  renews_license_id: z.number().int().nullable().optional(),
  ...teamOrderFields,
  /** the company details for its invoice, and the invoice once issued (issue #32); null when none were given */
  invoice: invoiceDetails.nullable().optional(),
  ...buyerActionFields,
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** Whatever the gateway knows of an order: the number and any fields of a list row or detail. */
export const orderSource = orderListRow.extend(orderDetail.shape).partial().required({ order_no: true });
export type OrderSource = z.infer<typeof orderSource>;

export const previewOrder = defineCall({
  id: 'previewOrder',
  method: 'POST',
  path: '/order/perAdd',
  summary: 'Price preview of an order (discounts by period and the amounts); creates nothing.',
  auth: 'required',
  body: orderInput,
  data: orderPreview,
});

export const createOrder = defineCall({
  id: 'createOrder',
  method: 'POST',
  path: '/order/add',
  summary: 'Place an order; answers its number and payment type. Company is required only for the one-yuan trial.',
  auth: 'required',
  body: orderInput.extend({
    name: required('First and last name', NAME_MAX),
    country: required('Please select country', 64),
    company: text().trim().max(255).default(''),
    position: text().trim().max(64).optional(),
    use: text().trim().max(64).optional(),
    /** renew this license in place (issue #25): quantity 1, its edition, a period of months */
    renew_license_id: id('renew_license_id').optional(),
    /**
     * renew these licences in place, one order (issue #34, team renewals): all of one edition, each renewable by its
     * own rules, quantity = their count; renew_license_id is the same with one
     */
    renew_license_ids: z.array(id('renew_license_ids')).min(1).max(1000).optional(),
    /** buy for this team (issue #34): its owner or a manager; once paid, the licences are its seats, held by the buyer */
    team_id: id('team_id').optional(),
    /** company details for the invoice (issue #32) */
    ...invoiceInput.shape,
  }),
  data: z.object({ order_no: z.string(), payment_type: paymentType }),
});

export const listOrders = defineCall({
  id: 'listOrders',
  method: 'GET',
  path: '/order/list',
  summary: "The signed-in user's orders, newest first; pay_status -1 all, 0 to be paid, 1 paid.",
  auth: 'required',
  query: pageQuery.extend({
    pay_status: number('pay_status is -1, 0 or 1').pipe(payStatusFilter).default(-1),
  }),
  data: paged(orderListRow),
  example: {},
});

export const getOrder = defineCall({
  id: 'getOrder',
  method: 'GET',
  path: '/order/detail',
  summary: "One of the signed-in user's orders.",
  auth: 'required',
  query: z.object({ order_no: orderNo }),
  data: orderDetail,
});

export const listPaymentTypes = defineCall({
  id: 'listPaymentTypes',
  method: 'GET',
  path: '/order/paymentType',
  summary: "Payment methods on offer: a map of method code to label, in the request's language.",
  auth: 'optional',
  data: z.partialRecord(paymentType, z.string()),
  example: {},
});

export const getOrderPayInfo = defineCall({
  id: 'getOrderPayInfo',
  method: 'GET',
  path: '/order/detailWithPayInfo',
  summary: 'Order detail with how to pay it by the given method (bank account, or QR code for Alipay / WeChat Pay).',
  auth: 'required',
  query: z.object({ order_no: orderNo, payment_type: paymentType }),
  data: orderDetail.extend({ info: payInfo }),
});

export const checkPayStatus = defineCall({
  id: 'checkPayStatus',
  method: 'GET',
  path: '/order/checkPayStatus',
  summary: 'Whether the order is paid (polled by the checkstand and the orderPayStatus subscription).',
  auth: 'required',
  query: z.object({ order_no: orderNo }),
  data: z.object({
    status: z.boolean(),
    // Not in the spec's answer; the reference upstream sends them so that the pay-status event says how the
    // payment ended (refunded at once, a trial) without a second call.
    trade_status: z.number().int().nullable().optional(),
    period: z.number().int().optional(),
  }),
});
export type PayStatusAnswer = z.infer<typeof checkPayStatus.data>;
