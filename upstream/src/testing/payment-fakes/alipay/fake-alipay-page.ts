import { yuanText } from './fake-alipay-crypto.ts';
import type { FakeTrade } from './fake-alipay-trades.ts';

/** The fake cashier's pages: plain HTML a test (or a browser in an e2e spec) reads and clicks by accessible name. */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
  `<body><main>${body}</main></body></html>\n`;

/** The page a scanned QR code or the desktop cashier opens: the trade, and the buttons "Pay" and "Cancel". */
export const payPage = (trade: FakeTrade) => {
  const summary = `<h1>Alipay (fake)</h1><p>${escape(trade.subject)}</p><p>Amount: <strong>¥${yuanText(trade.fen)}</strong> (${escape(trade.outTradeNo)})</p>`;
  if (trade.status !== 'WAIT_BUYER_PAY') return page('Alipay (fake)', `${summary}<p role="status">${trade.status}</p>`);
  return page(
    `Alipay (fake): pay ¥${yuanText(trade.fen)}`,
    `${summary}<form method="post" action="/checkout/${encodeURIComponent(trade.token)}">` +
      '<button type="submit" name="choice" value="pay">Pay</button> ' +
      '<button type="submit" name="choice" value="cancel">Cancel</button></form>',
  );
};

export const resultPage = (trade: FakeTrade) => page('Alipay (fake)', `<h1>Alipay (fake)</h1><p role="status">${trade.status} ${escape(trade.outTradeNo)}</p>`);

/** What Alipay's gateway shows a browser it cannot serve (a bad signature on page.pay …). */
export const errorPage = (subCode: string, subMsg: string) => page('Alipay (fake): error', `<h1>Alipay (fake)</h1><p role="alert">${escape(subCode)}: ${escape(subMsg)}</p>`);
