import type { Currency, PaymentType, PayPalReturn } from '../../../contract/index.ts';

/** The payment providers the upstream knows: the built-in sandbox, and the three the spec names. */
export const PROVIDER_NAMES = ['sandbox', 'paypal', 'alipay', 'wechat'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** What is asked of the buyer: the order's amount in its currency (amounts.ts turns it into each provider's form). */
export interface Charge {
  /** the site's order number (what the buyer and the sandbox's pages see) */
  orderNo: string;
  /**
   * what the provider keys the payment on (out_trade_no, custom_id, the request id): the order number for its first
   * payment, `<orderNo>R2`… for later ones, since a provider never reuses one it has seen
   */
  reference: string;
  method: PaymentType;
  amount: number;
  currency: Currency;
  /** shown on the provider's page */
  description: string;
}

/**
 * A payment the provider vouches for (a verified return or notification, or the answer of a query). The upstream
 * still checks it against its own records: the payment must be one it started for that order, and the amount and
 * currency must be the order's (confirmPayment, markPaid).
 */
export interface ProviderPayment {
  /** the provider's id of the payment as it was started (PayPal's order id, the out_trade_no of Alipay and WeChat Pay) */
  paymentId: string;
  orderNo: string;
  method: PaymentType;
  amount: number;
  currency: Currency;
  /** the provider's transaction number (PayPal's capture id, Alipay's trade_no, WeChat Pay's transaction_id); refunds name it */
  tradeNo: string;
}

export type RedirectOutcome = { status: 'paid'; payment: ProviderPayment } | { status: 'declined'; paymentId: string };

/** A notification as it arrived: the exact bytes (signatures are over them) and the headers, names in lower case. */
export interface RawNotification {
  body: Buffer;
  headers: Record<string, string | undefined>;
}

/** What a verified notification says. */
export type NotificationEvent =
  | { kind: 'paid'; payment: ProviderPayment }
  /** the buyer approved but nothing is captured yet (PayPal's CHECKOUT.ORDER.APPROVED): the upstream captures */
  | { kind: 'approved'; paymentId: string; orderNo: string }
  /** the provider closed the payment unpaid (expired, cancelled) */
  | { kind: 'closed'; paymentId: string; orderNo: string }
  | { kind: 'refund'; refundNo: string; result: RefundResult }
  /** a verified event the site does not act on (named in the kept notification) */
  | { kind: 'ignored'; what: string };

export type NotificationVerdict = { verified: true; event: NotificationEvent } | { verified: false; reason: string };

/** The answer the provider expects: Alipay wants exactly `success`, WeChat Pay 204 or a JSON failure, PayPal any 2xx. */
export interface NotificationReply {
  status: number;
  contentType?: string;
  body?: string;
}

/** How a payment stands at the provider. */
export type PaymentState = { state: 'paid'; payment: ProviderPayment } | { state: 'pending' } | { state: 'closed' };

export type RefundState = 'succeeded' | 'pending' | 'refused';

/** A refund asked of the provider; `refundNo` is ours and is the provider's idempotency key. */
export interface RefundRequest {
  refundNo: string;
  orderNo: string;
  paymentId: string;
  tradeNo: string;
  amount: number;
  currency: Currency;
  reason: string;
}

export interface RefundResult {
  state: RefundState;
  /** the provider's id of the refund, once it has one */
  refundId?: string;
  /** why a refund was refused, in the provider's words */
  reason?: string;
}

/**
 * A payment provider behind one interface: the sandbox is one implementation, PayPal (Orders v2), Alipay (open
 * platform) and WeChat Pay (API v3, Native) the others. Each serves its own methods. Every call speaks the
 * provider's documented API; nothing a notification says is trusted before `readNotification` has verified it
 * over its exact bytes.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  readonly methods: readonly PaymentType[];
  /** A payment the buyer approves on the provider's page (PayPal; Alipay's desktop page): that page's URL. */
  startRedirect?(charge: Charge, urls: { returnUrl: string; cancelUrl: string; notifyUrl: string }): Promise<{ paymentId: string; url: string }>;
  /** The buyer came back with these parameters: captured and paid, declined, or null when they do not verify. */
  completeRedirect?(params: PayPalReturn, charge: Charge): Promise<RedirectOutcome | null>;
  /** A payment the buyer approves by scanning (Alipay precreate, WeChat Pay Native): what the QR code encodes. */
  startQr?(charge: Charge, notifyUrl: string): Promise<{ paymentId: string; qrcodeUrl: string }>;
  /** A notification verified over its raw bytes and headers, or refused with the reason. */
  readNotification(raw: RawNotification): Promise<NotificationVerdict>;
  /** The reply to a notification: accepted (the provider stops sending it) or refused (it sends it again later). */
  reply(accepted: boolean, reason?: string): NotificationReply;
  /** Asks the provider how a payment stands (a lost notification, a buyer back at the checkstand). */
  queryPayment(payment: { paymentId: string; orderNo: string; method: PaymentType }): Promise<PaymentState>;
  /** Refunds a paid payment, idempotent by `refundNo`. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Asks how a refund stands (one that was pending). */
  queryRefund(request: RefundRequest): Promise<RefundResult>;
}
