import type { OrderDetail } from '../../../contract/index.ts';
import { sign } from '../payments/signature.ts';
import { activeUser, freshAccount, freshIp, from, tokenFor } from './accounts.ts';
import type { TestUpstream } from './api.ts';
import { confirmTransferOf } from './staff-money.ts';

/** A signed-in buyer: their token and request helpers that carry it. */
export const buyer = async (t: TestUpstream, lang = 'en') => {
  const account = await activeUser(t, freshAccount('buyer'));
  const { token } = await tokenFor(t, account.username, account.password);
  const headers = () => from(freshIp(), lang, token);
  return {
    token,
    account,
    get: <T = unknown>(path: string) => t.api<T>(path, { headers: headers() }),
    post: <T = unknown>(path: string, json: unknown) => t.api<T>(path, { method: 'POST', json, headers: headers() }),
  };
};
export type Buyer = Awaited<ReturnType<typeof buyer>>;

export const details = { name: 'Ada Lovelace', country: 'GB', company: 'Analytical Engines Ltd' };
export const trialDetails = { ...details, position: 'engineer', use: 'security_testing' };

/** Two Red Team licenses for 3 months by WeChat Pay: the usual order of the payment tests. */
export const redTeam = { license_type_id: 13, payment_type: 'wechat_pay', quantity: 2, period: 3 };

/** A probe (for `expect.poll`) of whether the order is paid, as the checkstand polls it. */
export const isPaid = (b: Buyer, orderNo: string) => async () => (await b.get<{ status: boolean }>(`/order/checkPayStatus?order_no=${orderNo}`)).body.data.status;

/** Places an order and answers its number (failing the test with the upstream's message if refused). */
export const placeOrder = async (b: Buyer, order: Record<string, unknown>) => {
  const { body } = await b.post<{ order_no: string }>('/order/add', { ...details, ...order });
  if (body.statusCode !== 200) throw new Error(`order refused: ${body.messages}`);
  return body.data.order_no;
};

/** The sandbox payment id in a checkout URL. */
export const paymentIdOf = (url: string) => new URL(url).searchParams.get('payment')!;

/** Opens the QR payment of an order (as the checkstand does) and answers its checkout URL. */
export const qrPayment = async (b: Buyer, orderNo: string, method: 'alipay' | 'wechat_pay' = 'wechat_pay') => {
  const { body } = await b.get<OrderDetail & { info: { qrcode_url: string } }>(`/order/detailWithPayInfo?order_no=${orderNo}&payment_type=${method}`);
  if (body.statusCode !== 200) throw new Error(`no QR payment: ${body.messages}`);
  return body.data.info.qrcode_url;
};

/** Presses a button of the sandbox checkout page; answers the redirect's Location. */
export const sandboxPress = async (checkoutUrl: string, action: 'pay' | 'decline', fields: Record<string, string> = {}) => {
  const url = new URL(checkoutUrl);
  const response = await fetch(`${url.origin}${url.pathname}/${action}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ payment: url.searchParams.get('payment')!, ...fields }),
  });
  return response.headers.get('location') ?? '';
};

/** The signed notification the sandbox would send for an approved payment, built from its records. */
export const signedNotification = async (t: TestUpstream, paymentId: string, change: Record<string, string> = {}) => {
  const db = t.upstream.db;
  const payment = await db.selectFrom('sandbox_payment').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  const { value: secret } = await db.selectFrom('secret').select('value').where('name', '=', 'sandbox_signing_key').executeTakeFirstOrThrow();
  const fields = {
    provider: 'sandbox',
    payment_id: payment.id,
    order_no: payment.order_no,
    method: payment.method,
    amount: Number(payment.amount).toFixed(2),
    currency: payment.currency,
    trade_no: payment.trade_no ?? 'none',
    status: 'TRADE_SUCCESS',
    ...change,
  };
  return { ...fields, sign: sign(secret, fields) };
};

export const notifyUpstream = async (t: TestUpstream, body: unknown) =>
  (await fetch(`${t.upstream.apiUrl}/pay/notify/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).text();

/** What the database holds for an order: its row and its licenses. */
export const orderState = async (t: TestUpstream, orderNo: string) => {
  const db = t.upstream.db;
  const order = await db.selectFrom('order').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  const licenses = await db.selectFrom('license').selectAll().where('order_id', '=', order.id).orderBy('seq').execute();
  return { order, licenses };
};

/** A bank-transfer order confirmed by staff: answers its number once its licenses are issued. */
export const paidOrder = async (t: TestUpstream, b: Buyer, order: Record<string, unknown> = {}) => {
  const orderNo = await placeOrder(b, { license_type_id: 13, payment_type: 'company_pay', quantity: 1, period: 3, ...order });
  const response = await confirmTransferOf(t, orderNo);
  if (response.status !== 200) throw new Error(`transfer not confirmed: ${response.body.messages}`);
  return orderNo;
};
