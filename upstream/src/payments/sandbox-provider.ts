import type { PayPalReturn } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { PaymentProvider } from './provider.ts';
import { isSignedReturn, verifiedNotification } from './sandbox-messages.ts';
import { asProviderPayment, findPayment, recordPayment } from './sandbox-payments.ts';

export interface SandboxProviderOptions {
  db: Database;
  /** where browsers reach the upstream (the sandbox pages live under its /sandbox/) */
  publicOrigin: () => string;
  /** the signing key once loaded (notifications verify without a database round trip), else undefined */
  verificationSecret: () => string | undefined;
}

/** The sandbox's checkout page of a payment, which the PayPal redirect and the QR code both open. */
const checkoutUrl = (origin: string, orderNo: string, paymentId: string) =>
  `${origin}/sandbox/checkout/${encodeURIComponent(orderNo)}?payment=${encodeURIComponent(paymentId)}`;

/** The sandbox as the upstream's payments see a provider (provider.ts): payments started, returns and notifications verified. */
export const sandboxProvider = ({ db, publicOrigin, verificationSecret }: SandboxProviderOptions): PaymentProvider => ({
  name: 'sandbox',

  async startRedirect(charge, returnUrl) {
    const paymentId = await recordPayment(db, charge, { return_url: returnUrl });
    return { paymentId, url: checkoutUrl(publicOrigin(), charge.orderNo, paymentId) };
  },

  async completeRedirect(params: PayPalReturn) {
    const { paymentId, PayerID, token, orderNo } = params;
    if (!paymentId || !PayerID) return null;
    const success = params.success === true;
    if (!(await isSignedReturn(db, { orderNo, paymentId, PayerID, success: String(success) }, token))) return null;
    const row = await findPayment(db, paymentId);
    if (!row || row.order_no !== orderNo) return null;
    if (!success || row.status !== 'approved') return { status: 'declined', paymentId };
    return { status: 'paid', payment: asProviderPayment(row) };
  },

  async startQr(charge, notifyUrl) {
    const paymentId = await recordPayment(db, charge, { notify_url: notifyUrl });
    return { paymentId, qrcodeUrl: checkoutUrl(publicOrigin(), charge.orderNo, paymentId) };
  },

  verifyNotification: (body) => verifiedNotification(body, verificationSecret()),

  async queryPayment(paymentId) {
    const row = await findPayment(db, paymentId);
    return row?.status === 'approved' ? asProviderPayment(row) : null;
  },
});
