import escapeHtml from 'escape-html';
import type { FakeOrder } from './fake-state.ts';

/**
 * What the buyer sees when "scanning" a code_url of the fake: a plain page with two buttons whose accessible names
 * are "Pay" and "Cancel" (each a form posting back to the fake). A test opens the page and presses one, as a buyer's
 * WeChat would pay or give up.
 */

const page = (title: string, main: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${main}</main></body></html>`;

export const scanPage = (order: FakeOrder) =>
  page(
    'WeChat Pay (fake)',
    `<h1>WeChat Pay (fake)</h1>` +
      `<p>${escapeHtml(order.description)}</p>` +
      `<p>Order ${escapeHtml(order.out_trade_no)}: ${order.total} fen</p>` +
      `<form method="post" action="/scan/${order.token}/pay"><button type="submit">Pay</button></form>` +
      `<form method="post" action="/scan/${order.token}/cancel"><button type="submit">Cancel</button></form>`,
  );

export const donePage = (what: string) => page('WeChat Pay (fake)', `<h1>${escapeHtml(what)}</h1>`);

/** The action of the form whose button is named `button` in a scan page, or undefined. */
export const formAction = (html: string, button: 'Pay' | 'Cancel') =>
  new RegExp(`<form method="post" action="([^"]+)"><button type="submit">${button}</button></form>`).exec(html)?.[1];
