import escapeHtml from 'escape-html';
import { paymentType } from '../../../contract/index.ts';
import { formatMoney } from '../../../contract/money.ts';
import { bilingualLabel } from '../orders/index.ts';
import type { SandboxPayment } from './sandbox-payments.ts';

/** The sandbox's pages as HTML: its own small page, marked as a sandbox in both languages. */
const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; background: #f3f4f6; color: #111827; margin: 0; }
  main { max-width: 460px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 32px; box-shadow: 0 8px 24px rgb(0 0 0 / 0.08); }
  .banner { background: #fef3c7; color: #92400e; border-radius: 8px; padding: 12px 16px; margin-bottom: 24px; font-size: 14px; }
  h1 { font-size: 22px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #6b7280; } dd { margin: 0; font-weight: 600; }
  .actions { display: flex; gap: 12px; }
  button { font: inherit; padding: 10px 20px; border-radius: 8px; border: 1px solid #d1d5db; background: #fff; cursor: pointer; }
  button.approve { background: #2563eb; border-color: #2563eb; color: #fff; }
  .done { font-size: 18px; font-weight: 600; color: #047857; }
</style></head>
<body><main>
<p class="banner" role="note">Sandbox payment provider — no real money moves.<br>支付沙箱：仅供测试，不会产生真实扣款。</p>
${body}
</main></body></html>`;

/** The checkout page of a payment that does not exist (or not for that order). */
export const noSuchPaymentPage = () => page('Sandbox checkout', '<h1>No such payment</h1>');

/** What is paid: merchant, order, method and amount. */
const details = (payment: SandboxPayment) => {
  const amount = formatMoney(Number(payment.amount), payment.currency === 'USD' ? 'USD' : 'RMB', 'en');
  return `<dl>
  <dt>Merchant</dt><dd>Tidewatch Security</dd>
  <dt>Order</dt><dd>${escapeHtml(payment.order_no)}</dd>
  <dt>Method</dt><dd>${escapeHtml(bilingualLabel(paymentType.parse(payment.method)))}</dd>
  <dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
</dl>`;
};

/** A pending payment's buttons (a QR payment's also lets the tester lose its notification); else its outcome. */
const answer = (payment: SandboxPayment) => {
  if (payment.status !== 'pending') return `<p class="done" role="status">${payment.status === 'approved' ? 'Payment approved' : 'Payment declined'}</p>`;
  const action = `/sandbox/checkout/${encodeURIComponent(payment.order_no)}`;
  const hidden = `<input type="hidden" name="payment" value="${escapeHtml(payment.id)}">`;
  const lost =
    payment.method === 'paypal'
      ? ''
      : `<form method="post" action="${action}/pay">${hidden}<input type="hidden" name="notify" value="0"><p><button type="submit">Approve, but lose the notification</button></p></form>`;
  return `<div class="actions">
  <form method="post" action="${action}/pay">${hidden}<button class="approve" type="submit">Approve payment</button></form>
  <form method="post" action="${action}/decline">${hidden}<button type="submit">Decline payment</button></form>
</div>${lost}`;
};

/** The checkout page (DESIGN: `/sandbox/checkout/{orderNo}`) of a payment. */
export const checkoutPage = (payment: SandboxPayment) => page('Sandbox checkout', `<h1>Sandbox checkout</h1>${details(payment)}${answer(payment)}`);
