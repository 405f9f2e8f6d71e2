import type { Currency, PaymentType, PayPalReturn } from '../../../contract/index.ts';

/** What is asked of the buyer. */
export interface Charge {
  orderNo: string;
  method: PaymentType;
  amount: number;
  currency: Currency;
  /** shown on the provider's page */
  description: string;
}

/** A payment the provider vouches for (a verified return or notification, or the answer of a status query). */
export interface ProviderPayment {
  paymentId: string;
  orderNo: string;
  method: PaymentType;
  amount: number;
  currency: Currency;
  /** the provider's transaction number */
  tradeNo: string;
}

export type RedirectOutcome = { status: 'paid'; payment: ProviderPayment } | { status: 'declined'; paymentId: string };

/**
 * What the upstream needs of a payment provider. The sandbox is one implementation; a real one adapts
 * PayPal's Orders API (redirect, capture) and the Alipay / WeChat Pay QR APIs (precreate, notify, query).
 */
export interface PaymentProvider {
  readonly name: string;
  /** PayPal-like: a payment the buyer approves on the provider's page; answers that page's URL. */
  startRedirect(charge: Charge, returnUrl: string): Promise<{ paymentId: string; url: string }>;
  /** The buyer came back with these parameters: verified and captured, declined, or null when they fail verification. */
  completeRedirect(params: PayPalReturn): Promise<RedirectOutcome | null>;
  /** Alipay / WeChat-like: a payment the buyer approves by scanning; answers what the QR code encodes. */
  startQr(charge: Charge, notifyUrl: string): Promise<{ paymentId: string; qrcodeUrl: string }>;
  /** A notification the provider posted: the payment it reports, or null when its signature does not verify. */
  verifyNotification(body: unknown): ProviderPayment | null;
  /** Asks the provider about a payment whose notification has not come: the payment when it is paid, else null. */
  queryPayment(paymentId: string): Promise<ProviderPayment | null>;
}
