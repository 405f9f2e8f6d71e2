import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { manualClock, MINUTE } from '../domain/clock.ts';
import { freshIp, from } from '../testing/accounts.ts';
import { freshDatabaseUrl } from '../testing/database-url.ts';
import { openPayPage } from '../testing/payment-fakes/alipay/pay-page.ts';
import { buyer, orderState, placeOrder, qrPayment, redTeam, type Buyer } from '../testing/orders.ts';
import { confirmationsOf, keptFor, paidAtWechatSilently } from '../testing/provider-payments.ts';
import { freePort, startPaymentFakes, startProviderUpstream, type PaymentFakes, type ProviderUpstream } from '../testing/provider-upstream.ts';

/**
 * Two upstream copies on one database, as behind a load balancer, both configured for the fakes and on one clock:
 * a payment whose notification was lost is asked about and settled once, whichever copies ask at the same moment
 * (each payment is claimed before it is asked about; the job's turn is claimed once). The claims race for real only
 * on PostgreSQL (TEST_DATABASE_URL, as CI runs the suites again); PGlite runs one statement at a time.
 */

const clock = manualClock();
let fakes: PaymentFakes;
let shared: Database | undefined;
let a: ProviderUpstream;
let b: ProviderUpstream;
let erin: Buyer;
beforeAll(async () => {
  fakes = await startPaymentFakes(clock);
  const url = await freshDatabaseUrl();
  // PGlite is one process's memory: the copies share the open database; on PostgreSQL each opens its own connections
  shared = url.startsWith('postgres') ? undefined : openDatabase(url, '');
  const port = await freePort();
  a = await startProviderUpstream({ clock, fakes, port, shared: { url, db: shared } });
  // the site's address (where providers post) is the first copy's, as one public address serves both
  b = await startProviderUpstream({ clock, fakes, siteOrigin: `http://127.0.0.1:${port}`, shared: { url, db: shared } });
  erin = await buyer(a.t);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await shared?.destroy();
  await fakes.close();
});

/** An Alipay order opened and scanned on copy A, paid at Alipay, its notification lost. */
const lostAlipayPayment = async () => {
  const orderNo = await placeOrder(erin, { ...redTeam, payment_type: 'alipay' });
  await openPayPage(await qrPayment(erin, orderNo, 'alipay'));
  await fakes.alipay.pay(orderNo, { notify: false });
  return orderNo;
};

const queriesOf = (outTradeNo: string) => fakes.alipay.requests.filter((one) => one.method === 'alipay.trade.query' && one.biz.out_trade_no === outTradeNo).length;

/** The buyer's checkstand asking a copy whether the order is paid. */
const paidOn = async (copy: ProviderUpstream, orderNo: string) =>
  (await copy.t.api<{ status: boolean }>(`/order/checkPayStatus?order_no=${orderNo}`, { headers: from(freshIp(), 'en', erin.token) })).body.data.status;

/** The payment is paid once: its licences issued once and one confirmation sent. */
const paidOnce = async (orderNo: string) => {
  const { order, licenses } = await orderState(a.t, orderNo);
  return { pay_status: order.pay_status, licences: licenses.length, confirmations: await confirmationsOf(a.t, orderNo) };
};

describe('reconciliation across two copies on one database', () => {
  it('settles a lost notification once when both copies run their jobs at the same moment', async () => {
    const orderNo = await lostAlipayPayment();
    clock.advance(MINUTE);
    const ran = await Promise.all([a.t.upstream.runJobs(), b.t.upstream.runJobs()]);
    expect(ran.filter((names) => names.includes('payment-reconciliation'))).toHaveLength(1);
    expect(queriesOf(orderNo)).toBe(1);
    expect(await paidOnce(orderNo)).toEqual({ pay_status: 1, licences: 2, confirmations: 1 });
  });

  it('asks Alipay once when one copy’s job and checkstands on both copies ask at the same moment', async () => {
    const orderNo = await lostAlipayPayment();
    clock.advance(MINUTE);
    await Promise.all([a.t.upstream.runJobs(), ...Array.from({ length: 3 }, () => [paidOn(a, orderNo), paidOn(b, orderNo)]).flat()]);
    await expect.poll(() => paidOn(b, orderNo)).toBe(true);
    expect(queriesOf(orderNo)).toBe(1);
    expect(await paidOnce(orderNo)).toEqual({ pay_status: 1, licences: 2, confirmations: 1 });
  });

  it('pays once when the notification reaches one copy while the other copy’s job settles the same payment', async () => {
    const orderNo = await placeOrder(erin, { ...redTeam, payment_type: 'wechat_pay' });
    await qrPayment(erin, orderNo, 'wechat_pay');
    paidAtWechatSilently(fakes, orderNo, clock.now());
    clock.advance(MINUTE);
    const late = fakes.wechat.transactionNotification(orderNo);
    const [, status] = await Promise.all([a.t.upstream.runJobs(), fakes.wechat.post(`${b.t.upstream.origin}/api/pay/notify/wechat`, late)]);
    expect(status).toBe(204);
    expect(await paidOnce(orderNo)).toEqual({ pay_status: 1, licences: 2, confirmations: 1 });
    expect((await keptFor(a.t.upstream.db, orderNo)).map((row) => row.outcome)).toEqual([expect.stringMatching(/^(paid|nothing: already settled)$/)]);
  });
});
