import escapeHtml from 'escape-html';
import express, { Router } from 'express';
import { paymentType } from '../../../contract/index.ts';
import { formatMoney } from '../../../contract/money.ts';
import type { Sandbox } from './sandbox.ts';
import { bilingualLabel } from '../orders/index.ts';

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

/**
 * The sandbox provider's pages (DESIGN: `/sandbox/checkout/{orderNo}`), opened by the PayPal redirect or by
 * scanning the checkstand's QR code. Approving a PayPal payment sends the browser back to the site; approving
 * an Alipay / WeChat Pay payment notifies the upstream asynchronously, as those providers do.
 */
export const sandboxRoutes = (sandbox: Sandbox) => {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '4kb' }));

  router.get('/checkout/:orderNo', async (req, res) => {
    const paymentId = typeof req.query.payment === 'string' ? req.query.payment : '';
    const payment = paymentId ? await sandbox.checkout(paymentId) : undefined;
    if (!payment || payment.order_no !== req.params.orderNo) {
      res.status(404).type('html').send(page('Sandbox checkout', '<h1>No such payment</h1>'));
      return;
    }
    const amount = formatMoney(Number(payment.amount), payment.currency === 'USD' ? 'USD' : 'RMB', 'en');
    const details = `<dl>
  <dt>Merchant</dt><dd>Tidewatch Security</dd>
  <dt>Order</dt><dd>${escapeHtml(payment.order_no)}</dd>
  <dt>Method</dt><dd>${escapeHtml(bilingualLabel(paymentType.parse(payment.method)))}</dd>
  <dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
</dl>`;
    const action = `/sandbox/checkout/${encodeURIComponent(payment.order_no)}`;
    const hidden = `<input type="hidden" name="payment" value="${escapeHtml(payment.id)}">`;
    const body =
      payment.status === 'pending'
        ? `<div class="actions">
  <form method="post" action="${action}/pay">${hidden}<button class="approve" type="submit">Approve payment</button></form>
  <form method="post" action="${action}/decline">${hidden}<button type="submit">Decline payment</button></form>
</div>${
            payment.method === 'paypal'
              ? ''
              : `<form method="post" action="${action}/pay">${hidden}<input type="hidden" name="notify" value="0"><p><button type="submit">Approve, but lose the notification</button></p></form>`
          }`
        : `<p class="done" role="status">${payment.status === 'approved' ? 'Payment approved' : 'Payment declined'}</p>`;
    res.type('html').send(page('Sandbox checkout', `<h1>Sandbox checkout</h1>${details}${body}`));
  });

  const answer = (outcome: 'pay' | 'decline') => async (req: express.Request, res: express.Response) => {
    const paymentId = typeof req.body?.payment === 'string' ? req.body.payment : '';
    // notify=0 plays a notification that never arrives: the upstream then learns of the payment by asking
    const back = outcome === 'pay' ? await sandbox.approve(paymentId, { notify: req.body?.notify !== '0' }) : await sandbox.decline(paymentId);
    // PayPal: back to the site with the return parameters; QR payments: the page shows the outcome.
    if (back) res.redirect(303, back);
    else res.redirect(303, `/sandbox/checkout/${encodeURIComponent(String(req.params.orderNo))}?payment=${encodeURIComponent(paymentId)}`);
  };
  router.post('/checkout/:orderNo/pay', answer('pay'));
  router.post('/checkout/:orderNo/decline', answer('decline'));
  return router;
};
