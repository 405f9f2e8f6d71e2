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
  /** the language it was placed in: its receipt and confirmation mail use it (migration 016) */
  locale: ColumnType<'zh' | 'en', 'zh' | 'en' | undefined, 'zh' | 'en'>;
}

export type PaymentStatus = 'created' | 'paid' | 'declined';

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
  created_at: Created;
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
