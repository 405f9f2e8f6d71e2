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

const parsed = (body: Buffer): unknown => {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
};

/**
 * The sandbox as the upstream's payments see a provider (provider.ts): it serves PayPal, Alipay and WeChat Pay at
 * once. Its notifications are JSON signed with its own key; refunds succeed at once, as no money moved.
 */
export const sandboxProvider = ({ db, publicOrigin, verificationSecret }: SandboxProviderOptions): PaymentProvider => ({
  name: 'sandbox',
  methods: ['paypal', 'alipay', 'wechat_pay'],

  // PayPal's redirect, or Alipay's desktop page: the browser comes back to `returnUrl`; Alipay also notifies
  async startRedirect(charge, { returnUrl, notifyUrl }) {
    const paymentId = await recordPayment(db, charge, charge.method === 'paypal' ? { return_url: returnUrl } : { return_url: returnUrl, notify_url: notifyUrl });
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

  async readNotification({ body }) {
    const payment = verifiedNotification(parsed(body), verificationSecret());
    return payment ? { verified: true, event: { kind: 'paid', payment } } : { verified: false, reason: 'the signature does not verify' };
  },

  reply: (accepted) => ({ status: accepted ? 200 : 400, contentType: 'text/plain', body: accepted ? 'success' : 'fail' }),

  async queryPayment({ paymentId }) {
    const row = await findPayment(db, paymentId);
    if (row?.status === 'approved') return { state: 'paid', payment: asProviderPayment(row) };
    return row?.status === 'declined' ? { state: 'closed' } : { state: 'pending' };
  },

  refund: async (request) => ({ state: 'succeeded', refundId: `SBX-REFUND-${request.refundNo}` }),
  queryRefund: async (request) => ({ state: 'succeeded', refundId: `SBX-REFUND-${request.refundNo}` }),
});
