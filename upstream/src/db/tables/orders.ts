import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Created, Money, Moment } from './columns.ts';

/** Orders and their payments, and the sandbox provider's own records. */

/** An order, with the price it was placed at. trade_status: 0 bank transfer awaiting staff, 1 paid, 4 refunded. */
export interface OrderTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  edition_id: number;
  payment_type: 'paypal' | 'alipay' | 'wechat_pay' | 'company_pay';
  quantity: number;
  period: number;
  period_day: number;
  currency: 'RMB' | 'USD';
  license_type_price: Money;
  order_amount: Money;
  discount_amount: Money;
  coupon_code: string | null;
  name: string;
  country: string;
  company: string;
  position: string | null;
  use: string | null;
  pay_status: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  trade_status: number | null;
  refund_reason: string | null;
  outer_trade_no: string | null;
  pay_time: Moment;
  created_at: Created;
  /** the license this order renews in place (migration 016) */
  renews_license_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** the team it was bought for: once paid its licences are that team's seats (migration 031) */
  team_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** the language it was placed in: its receipt and confirmation mail use it (migration 016) */
  locale: ColumnType<'zh' | 'en', 'zh' | 'en' | undefined, 'zh' | 'en'>;
  /** the list price as priced at checkout: every licence at its undiscounted price (migration 019) */
  list_amount: Money;
  /** the preview's discount lines as the buyer saw them (migration 019) */
  discounts: ColumnType<OrderDiscount[], string | undefined, string>;
  /** company details for the invoice, changeable until the receipt is issued (migration 019) */
  invoice_company: ColumnType<string | null, string | null | undefined, string | null>;
  invoice_address: ColumnType<string | null, string | null | undefined, string | null>;
  invoice_tax_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** when the receipt was first downloaded after payment */
  receipt_issued_at: Moment;
  /** when the buyer cancelled it unpaid; a closed order cannot be paid (migration 020) */
  closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** when the buyer asked for its refund, and why; staff grant it (migration 020) */
  refund_requested_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  refund_request_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A discount line of the order as priced at checkout (the contract's Discount). */
export interface OrderDiscount {
  period: number;
  label: string;
  description: string;
  description_cn: string;
}

/** An issued invoice: append-only (migration 019). */
export interface InvoiceTable {
  id: Generated<number>;
  order_id: number;
  number: string;
  company: string;
  address: string;
  tax_id: string;
  issued_at: Date;
}

/** A credit note correcting an issued invoice: append-only (migration 019). */
export interface CreditNoteTable {
  id: Generated<number>;
  invoice_id: number;
  number: string;
  reason: string;
  issued_by: string;
  issued_at: Date;
}

/** The last document number given per kind (INV, CN) and year. */
export interface DocumentCounterTable {
  kind: string;
  year: number;
  last: number;
}

export type PaymentStatus = 'created' | 'paid' | 'declined' | 'closed';

/** A payment started with a provider for an order. */
export interface PaymentTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  method: string;
  provider_payment_id: string;
  amount: Money;
  currency: string;
  approval_url: string;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  queried_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** the provider's transaction (capture, trade_no, transaction_id), known once paid; a refund names it */
  trade_no: ColumnType<string | null, string | null | undefined, string | null>;
  /** the reference the payment was started under (out_trade_no, custom_id) */
  reference: ColumnType<string | null, string | null | undefined, never>;
  created_at: Created;
}

/** A provider's notification as it arrived, with its verification and what it changed (append-only, migration 017). */
export interface PaymentNotificationTable {
  id: Generated<number>;
  provider: string;
  received_at: Created;
  headers: ColumnType<Record<string, string>, string, never>;
  body: ColumnType<Buffer, Buffer, never>;
  verified: ColumnType<boolean, boolean, never>;
  reason: ColumnType<string | null, string | null | undefined, never>;
  event: ColumnType<string | null, string | null | undefined, never>;
  order_no: ColumnType<string | null, string | null | undefined, never>;
  outcome: ColumnType<string, string, never>;
}

export type RefundState = 'requested' | 'pending' | 'succeeded' | 'refused';

/** A refund asked of a provider; the order is refunded once the provider confirms. */
export interface RefundTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  refund_no: string;
  provider_refund_id: ColumnType<string | null, string | null | undefined, string | null>;
  amount: Money;
  currency: string;
  state: RefundState;
  reason: string;
  provider_reason: ColumnType<string | null, string | null | undefined, string | null>;
  requested_by: string;
  created_at: Created;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type SandboxPaymentStatus = 'pending' | 'approved' | 'declined';

/** The sandbox provider's own record of a payment (what a real provider keeps on its side). */
export interface SandboxPaymentTable {
  id: string;
  order_no: string;
  method: string;
  amount: Money;
  currency: string;
  return_url: string | null;
  notify_url: string | null;
  status: ColumnType<SandboxPaymentStatus, SandboxPaymentStatus | undefined, SandboxPaymentStatus>;
  trade_no: string | null;
  created_at: Created;
  /** when the upstream acknowledged its notification */
  notified_at: Moment;
  notify_attempts: ColumnType<number, number | undefined, number>;
  /** when the notification is (next) due; null: none to send */
  notify_next_at: Moment;
}

/** An order as stored; several features read it (payments confirm it, licensing issues from it). */
export type OrderRow = Selectable<OrderTable>;

export type RefundApprovalState = 'requested' | 'approved' | 'declined';

/** A refund one member requested and a second approves or declines before any provider is asked (migration 027). */
export interface RefundApprovalTable {
  id: Generated<number>;
  order_id: number;
  amount: Money;
  currency: string;
  reason: string;
  state: RefundApprovalState;
  requested_by_kind: 'staff' | 'cli';
  requested_by_staff_id: number | null;
  requested_by_name: string;
  requested_at: Date;
  decided_by_kind: ColumnType<'staff' | 'cli' | null, 'staff' | 'cli' | null | undefined, 'staff' | 'cli' | null>;
  decided_by_staff_id: ColumnType<number | null, number | null | undefined, number | null>;
  decided_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: Moment;
  decline_reason: ColumnType<string | null, string | null | undefined, string | null>;
}
