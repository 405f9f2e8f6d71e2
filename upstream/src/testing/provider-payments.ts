import { vi } from 'vitest';
import type { Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { PaymentNotificationTable } from '../db/tables.ts';
import { outbox } from './accounts.ts';
import type { TestUpstream } from './api.ts';
import type { Buyer } from './orders.ts';
import type { PaymentFakes } from './provider-upstream.ts';

/**
 * What the tests of real providers through the upstream share: the kept notifications and how to send one again
 * byte for byte, the buyer's clicks on PayPal's page, the staff refund, and a watch over what the upstream logs.
 */

export type KeptNotification = Selectable<PaymentNotificationTable>;

/** The id of the newest kept notification (0 when none): what a test keeps before it sends, to read what came after. */
export const lastKeptId = async (db: Database) => {
  const row = await db.selectFrom('payment_notification').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
};

/** The notifications kept after `afterId`, oldest first. */
export const keptAfter = (db: Database, afterId: number) => db.selectFrom('payment_notification').selectAll().where('id', '>', afterId).orderBy('id').execute();

/** The notifications kept about an order, oldest first. */
export const keptFor = (db: Database, orderNo: string) => db.selectFrom('payment_notification').selectAll().where('order_no', '=', orderNo).orderBy('id').execute();

/** Headers a client sets itself, which a replay leaves to fetch. */
const SET_BY_FETCH = new Set(['content-length', 'transfer-encoding', 'accept-encoding', 'accept', 'accept-language', 'sec-fetch-mode', 'user-agent']);

/** Posts a kept notification again, as it arrived: the same bytes and the provider's headers. */
export const replayKept = async (url: string, kept: KeptNotification) => {
  const headers = Object.fromEntries(Object.entries(kept.headers).filter(([name]) => !SET_BY_FETCH.has(name)));
  const response = await fetch(url, { method: 'POST', headers, body: new Uint8Array(kept.body) });
  return { status: response.status, body: await response.text() };
};

/** The buyer presses a button on the fake PayPal's checkout page: the query their browser is sent back with. */
export const pressOnPayPal = async (url: string, button: 'Pay with PayPal' | 'Cancel and return') => {
  const html = await (await fetch(url)).text();
  const choice = new RegExp(`<button[^>]*value="(\\w+)"[^>]*>${button}</button>`).exec(html)?.[1];
  if (!choice) throw new Error(`no button "${button}" on ${url}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
  const answer = await fetch(new URL(action, url), { method: 'POST', body: new URLSearchParams({ choice }), redirect: 'manual' });
  return Object.fromEntries(new URL(answer.headers.get('location')!).searchParams) as { token: string; PayerID?: string };
};

/** The PayPal checkout of an order as the site opens it: PayPal's page URL and its order id (the token). */
export const payPalCheckout = async (b: Buyer, orderNo: string) => {
  const { body } = await b.get<string>(`/pay/paypal/url?order_no=${orderNo}`);
  if (body.statusCode !== 200) throw new Error(`no PayPal checkout: ${body.messages}`);
  return { url: body.data, paymentId: new URL(body.data).searchParams.get('token')! };
};

/** Staff refund an order, two people (the CLI requests, a member of finance approves): testing/staff-money.ts. */
export { twoPersonRefund as staffRefund, type RefundAnswer } from './staff-money.ts';

/** The refund row of an order. */
export const refundOf = async (db: Database, orderNo: string) =>
  db.selectFrom('refund').innerJoin('order', 'order.id', 'refund.order_id').selectAll('refund').where('order.order_no', '=', orderNo).execute();

/** How many payment-confirmation mails an order sent. */
export const confirmationsOf = async (t: TestUpstream, orderNo: string) => (await outbox(t)).filter((mail) => mail.subject.includes(orderNo)).length;

/**
 * Records what the upstream writes with console.warn and console.error (and keeps it off the test's output), so a test
 * can say what was logged.
 */
export const watchConsole = () => {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(' '));
  const spies = [vi.spyOn(console, 'warn').mockImplementation(record), vi.spyOn(console, 'error').mockImplementation(record)];
  return { lines, restore: () => spies.forEach((spy) => spy.mockRestore()) };
};

/** Every kept notification as text: headers, body, reason and outcome. */
const keptText = async (db: Database) =>
  (await db.selectFrom('payment_notification').selectAll().execute()).map((row) => [JSON.stringify(row.headers), Buffer.from(row.body).toString('utf8'), row.reason ?? '', row.outcome].join('\n'));

/** The merchant's secrets found in any kept notification or in the lines given (none, the tests expect). */
export const secretsShown = async (db: Database, fakes: Pick<PaymentFakes, 'secrets'>, lines: string[]) => {
  const texts = [...(await keptText(db)), ...lines];
  return fakes.secrets.filter((secret) => texts.some((text) => text.includes(secret)));
};

/**
 * The buyer paid at the fake WeChat Pay but its notification never left (the fake has no switch for that, so its
 * order is changed as its own `pay` changes it, without the post): only a query can learn of it.
 */
export const paidAtWechatSilently = (fakes: Pick<PaymentFakes, 'wechat'>, outTradeNo: string, at: Date) => {
  const order = fakes.wechat.orders.get(outTradeNo);
  if (!order) throw new Error(`the fake WeChat Pay has no ${outTradeNo}`);
  Object.assign(order, { trade_state: 'SUCCESS', transaction_id: `4200000000${String(at.getTime()).slice(-8)}${outTradeNo.slice(-10)}`, success_time: at });
  return order;
};
