import escapeHtml from 'escape-html';
import type { FakeOrder } from './fake-paypal-ledger.ts';

/**
 * The fake's checkout page, what `payer-action` points the buyer's browser at (`/checkoutnow?token=ID`). Two buttons,
 * named by their text: "Pay with PayPal" approves the order and sends the browser to the return URL with `token` and
 * `PayerID`, as PayPal does; "Cancel and return" sends it to the cancel URL with `token` alone. They post a form, so
 * the order changes only when a button is pressed, never when the page is merely opened.
 */
export const checkoutPage = (order: FakeOrder) => {
  const { amount, description } = order.unit;
  const action = `/checkoutnow?token=${encodeURIComponent(order.id)}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>PayPal Checkout (test fake)</title></head>
<body>
<main>
<h1>PayPal Checkout</h1>
<p>This is a fake of PayPal for tests: no money moves.</p>
<p>${escapeHtml(description ?? '')}: <strong>${escapeHtml(amount.value)} ${escapeHtml(amount.currency_code)}</strong></p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="choice" value="pay">Pay with PayPal</button>
<button type="submit" name="choice" value="cancel">Cancel and return</button>
</form>
</main>
</body>
</html>`;
};

/** What the page answers for an order that no longer waits for the buyer. */
export const closedPage = (why: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>PayPal Checkout (test fake)</title></head>
<body><main><h1>PayPal Checkout</h1><p>${escapeHtml(why)}</p></main></body>
</html>`;
