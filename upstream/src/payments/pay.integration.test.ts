import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderListRow } from '../../../contract/index.ts';
import { PROVIDER_QUERY_AFTER_MS } from './pay-status.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import {
  buyer,
  details,
  isPaid,
  notifyUpstream,
  orderState,
  paymentIdOf,
  placeOrder,
  qrPayment,
  redTeam,
  sandboxPress,
  signedNotification,
  trialDetails,
  type Buyer,
} from '../testing/orders.ts';

let t: TestUpstream;
let alice: Buyer;
let bob: Buyer;
beforeAll(async () => {
  t = await startTestUpstream();
  alice = await buyer(t);
  bob = await buyer(t);
});
afterAll(() => t.close());

const trial = { ...trialDetails, license_type_id: 16, payment_type: 'alipay', quantity: 1, period: -1 };
const orderCount = async () => Number((await t.upstream.db.selectFrom('order').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('placing an order', () => {
  it('keeps the price of the preview and answers the number and payment type', async () => {
    const { body: preview } = await alice.post<{ order: { order_amount: number } }>('/order/perAdd', { ...redTeam, coupon_code: 'welcome10' });
    const { body } = await alice.post<{ order_no: string; payment_type: string }>('/order/add', {
      ...redTeam,
      coupon_code: 'welcome10',
      name: 'Ada Lovelace',
      country: 'GB',
    });
    expect(body.statusCode).toBe(200);
    expect(body.data.order_no).toMatch(/^TW\d{20}$/);
    expect(body.data.payment_type).toBe('wechat_pay');
    const { body: detail } = await alice.get<OrderDetail>(`/order/detail?order_no=${body.data.order_no}`);
    expect(detail.data).toMatchObject({
      order_no: body.data.order_no,
      license_type_name: 'Red Team',
      quantity: 2,
      period: 3,
      currency: 'RMB',
      order_amount: preview.data.order.order_amount,
      license_type_price: 2900,
    });
    expect(preview.data.order.order_amount).toBe(5220);
  });

  it('needs a signed-in user', async () => {
    const { status, body } = await t.api('/order/add', { method: 'POST', json: { ...redTeam, name: 'A', country: 'CN' } });
    expect([status, body.statusCode]).toEqual([401, 401]);
  });

  it.each([
    ['negative', { quantity: -1 }, 'The quantity must be at least 1'],
    ['zero', { quantity: 0 }, 'The quantity must be at least 1'],
    ['huge', { quantity: 1e9 }, 'The quantity must be at most 1000'],
    ['non-numeric', { quantity: 'lots' }, 'The quantity must be a whole number'],
    ['unknown edition', { license_type_id: 999 }, 'The edition does not exist'],
    ['unknown payment type', { payment_type: 'bitcoin' }, 'payment_type: Invalid option: expected one of "paypal"|"alipay"|"wechat_pay"|"company_pay"'],
    ['no name', { name: '' }, 'First and last name'],
    ['no country', { country: ' ' }, 'Please select country'],
  ])('refuses a %s order with a message and stores nothing', async (_, change, message) => {
    const before = await orderCount();
    const { body } = await alice.post('/order/add', { ...redTeam, name: 'Ada', country: 'GB', ...change });
    expect([body.statusCode, body.messages]).toEqual([400, message]);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['company', { company: '' }, 'Please enter company name'],
    ['position', { position: undefined }, 'Please select position'],
    ['purpose', { use: undefined }, 'Please select purpose'],
    ['bank transfer', { payment_type: 'company_pay' }, 'The one-yuan trial cannot be paid by bank transfer'],
  ])('refuses a one-yuan trial without its %s rule', async (_, change, message) => {
    const { body } = await alice.post('/order/add', { ...trial, ...change });
    expect([body.statusCode, body.messages]).toEqual([400, message]);
  });

  it("answers another user's order as not existing, for every order call", async () => {
    const orderNo = await placeOrder(alice, redTeam);
    for (const path of [
      `/order/detail?order_no=${orderNo}`,
      `/order/detailWithPayInfo?order_no=${orderNo}&payment_type=wechat_pay`,
      `/order/checkPayStatus?order_no=${orderNo}`,
      `/pay/paypal/url?order_no=${orderNo}`,
    ]) {
      const { status, body } = await bob.get(path);
      expect([path, status, body.messages]).toEqual([path, 404, 'The order does not exist']);
    }
    const { body } = await bob.post('/pay/paypal/callback', { orderNo, paymentId: 'x', PayerID: 'y', token: 'z', success: true });
    expect([body.statusCode, body.messages]).toEqual([404, 'The order does not exist']);
    const { body: list } = await bob.get<{ total: number }>('/order/list');
    expect(list.data.total).toBe(0);
  });
});

describe('Alipay and WeChat Pay through the sandbox', () => {
  it('gives a QR payment that the checkstand can ask for again without opening a second one', async () => {
    const orderNo = await placeOrder(alice, redTeam);
    const first = await qrPayment(alice, orderNo);
    expect(first).toMatch(new RegExp(`^${t.upstream.origin}/sandbox/checkout/${orderNo}\\?payment=SBX-`));
    expect(await qrPayment(alice, orderNo)).toBe(first);
    const page = await (await fetch(first)).text();
    expect(page).toContain('Sandbox payment provider');
    expect(page).toContain('¥5,800');
  });

  it('is paid when the notification arrives, and issues quantity licenses', async () => {
    const orderNo = await placeOrder(alice, redTeam);
    expect(await isPaid(alice, orderNo)()).toBe(false);
    await sandboxPress(await qrPayment(alice, orderNo), 'pay');
    await expect.poll(isPaid(alice, orderNo)).toBe(true);
    const { order, licenses } = await orderState(t, orderNo);
    expect([order.pay_status, order.trade_status, order.payment_type]).toEqual([1, 1, 'wechat_pay']);
    expect(order.outer_trade_no).toMatch(/^SBX/);
    expect(licenses.map((l) => [l.edition_id, l.period, l.status])).toEqual([
      [13, 3, 0],
      [13, 3, 0],
    ]);
    expect(licenses[0].key).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
  });

  it('learns of a payment whose notification was lost by asking the provider', async () => {
    const orderNo = await placeOrder(alice, { ...redTeam, payment_type: 'alipay', quantity: 1 });
    // paid at the provider with its notification withheld (notify=0): nothing is on its way to wait for
    await sandboxPress(await qrPayment(alice, orderNo, 'alipay'), 'pay', { notify: '0' });
    expect((await orderState(t, orderNo)).order.pay_status).toBe(0);
    // a notification may still come: the provider is not asked at every poll, only once it is overdue
    expect(await isPaid(alice, orderNo)()).toBe(false);
    t.clock.advance(PROVIDER_QUERY_AFTER_MS);
    expect(await isPaid(alice, orderNo)()).toBe(true);
    expect((await orderState(t, orderNo)).licenses).toHaveLength(1);
  });

  it('pays an order once and issues its licenses once for 50 simultaneous duplicate notifications', async () => {
    const orderNo = await placeOrder(alice, { ...redTeam, quantity: 3 });
    const paymentId = paymentIdOf(await qrPayment(alice, orderNo));
    await sandboxPress(await qrPayment(alice, orderNo), 'pay', { notify: '0' });
    const notification = await signedNotification(t, paymentId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => notifyUpstream(t, notification)));
    expect(new Set(answers)).toEqual(new Set(['success']));
    const { order, licenses } = await orderState(t, orderNo);
    expect(order.pay_status).toBe(1);
    expect(licenses.map((l) => l.seq)).toEqual([1, 2, 3]);
    expect(new Set(licenses.map((l) => l.key)).size).toBe(3);
  });

  it('refuses a notification whose signature or amount does not hold, and the order stays unpaid', async () => {
    const orderNo = await placeOrder(alice, redTeam);
    const paymentId = paymentIdOf(await qrPayment(alice, orderNo));
    await sandboxPress(await qrPayment(alice, orderNo), 'pay', { notify: '0' });
    const genuine = await signedNotification(t, paymentId);
    expect(await notifyUpstream(t, { ...genuine, amount: '0.01' })).toBe('fail');
    expect(await notifyUpstream(t, await signedNotification(t, paymentId, { amount: '0.01' }))).toBe('fail');
    expect(await notifyUpstream(t, { ...genuine, sign: undefined })).toBe('fail');
    expect(await notifyUpstream(t, { hello: 'world' })).toBe('fail');
    expect((await orderState(t, orderNo)).order.pay_status).toBe(0);
  });

  it('does not offer PayPal for an order in yuan, nor Alipay for an order in dollars', async () => {
    const yuan = await placeOrder(alice, redTeam);
    const { body } = await alice.get(`/pay/paypal/url?order_no=${yuan}`);
    expect(body.messages).toBe('This order is priced in yuan: please pay it with Alipay, WeChat Pay or bank transfer');
    const dollars = await placeOrder(alice, { ...redTeam, payment_type: 'paypal' });
    const { body: qr } = await alice.get(`/order/detailWithPayInfo?order_no=${dollars}&payment_type=alipay`);
    expect(qr.messages).toBe('This order is priced in US dollars: please pay it with PayPal or bank transfer');
  });
});

describe('PayPal through the sandbox', () => {
  const payPal = { ...redTeam, payment_type: 'paypal', quantity: 1 };
  const returnOf = (location: string) => Object.fromEntries(new URL(location).searchParams);

  it('redirects to the provider, returns to the site of the language, and is paid by the callback', async () => {
    const orderNo = await placeOrder(alice, payPal);
    const { body } = await alice.get<string>(`/pay/paypal/url?order_no=${orderNo}`);
    expect(body.data).toMatch(new RegExp(`/sandbox/checkout/${orderNo}\\?payment=PAYID-`));
    expect(await (await fetch(body.data)).text()).toContain('$399');
    const back = await sandboxPress(body.data, 'pay');
    expect(back.startsWith('http://en.localhost:8080/buy/payPalResult?')).toBe(true);
    const params = returnOf(back);
    expect(params).toMatchObject({ orderNo, success: 'true' });
    const { body: callback } = await alice.post('/pay/paypal/callback', params);
    expect(callback.statusCode).toBe(200);
    expect(await isPaid(alice, orderNo)()).toBe(true);
    expect((await orderState(t, orderNo)).licenses).toHaveLength(1);
    // the browser may come back twice (reload): nothing more happens
    expect((await alice.post('/pay/paypal/callback', params)).body.statusCode).toBe(200);
    expect((await orderState(t, orderNo)).licenses).toHaveLength(1);
  });

  it('refuses return parameters that were tampered with', async () => {
    const orderNo = await placeOrder(alice, payPal);
    const { body } = await alice.get<string>(`/pay/paypal/url?order_no=${orderNo}`);
    const params = returnOf(await sandboxPress(body.data, 'pay'));
    const { body: forged } = await alice.post('/pay/paypal/callback', { ...params, PayerID: 'SOMEONEELSE' });
    expect([forged.statusCode, forged.messages]).toEqual([400, 'The payment could not be verified']);
    expect(await isPaid(alice, orderNo)()).toBe(false);
  });

  it('answers a declined payment as not completed and leaves the order payable', async () => {
    const orderNo = await placeOrder(alice, payPal);
    const { body } = await alice.get<string>(`/pay/paypal/url?order_no=${orderNo}`);
    const params = returnOf(await sandboxPress(body.data, 'decline'));
    expect(params.success).toBe('false');
    const { body: callback } = await alice.post('/pay/paypal/callback', params);
    expect([callback.statusCode, callback.messages]).toEqual([400, 'The payment was not completed']);
    const { body: again } = await alice.get<string>(`/pay/paypal/url?order_no=${orderNo}`);
    expect(again.statusCode).toBe(200);
  });
});

describe('the one-yuan trial', () => {
  it('issues one 7-day license, and refunds a second trial of the same person', async () => {
    const carol = await buyer(t);
    const first = await placeOrder(carol, trial);
    const second = await placeOrder(carol, trial);
    await sandboxPress(await qrPayment(carol, first, 'alipay'), 'pay');
    await expect.poll(isPaid(carol, first)).toBe(true);
    await sandboxPress(await qrPayment(carol, second, 'alipay'), 'pay');
    await expect.poll(isPaid(carol, second)).toBe(true);

    const one = await orderState(t, first);
    expect(one.licenses.map((l) => [l.edition_id, l.period, l.period_day])).toEqual([[16, -1, 0]]);
    const keyDays = (one.licenses[0].key_expired_at.getTime() - one.licenses[0].created_at.getTime()) / 86_400_000;
    expect(keyDays).toBe(7);
    const two = await orderState(t, second);
    expect([two.order.trade_status, two.licenses.length]).toEqual([4, 0]);
    const { body } = await carol.get<{ lists: OrderListRow[] }>('/order/list');
    expect(body.data.lists.map((o) => [o.order_no, o.trade_status, o.refund_reason])).toEqual([
      [second, 4, 'Limit one purchase per person.'],
      [first, 1, null],
    ]);
    const { body: detail } = await carol.get<OrderListRow>(`/order/detail?order_no=${second}`);
    expect(detail.data.refund_reason).toBe('Limit one purchase per person.');
  });

  it('refuses a second trial before payment: in the price preview and in createOrder, in both languages', async () => {
    const dave = await buyer(t);
    const first = await placeOrder(dave, trial);
    await sandboxPress(await qrPayment(dave, first, 'alipay'), 'pay');
    await expect.poll(isPaid(dave, first)).toBe(true);
    const preview = await dave.post('/order/perAdd', { license_type_id: 16, payment_type: 'alipay', quantity: 1, period: -1 });
    expect([preview.body.statusCode, preview.body.messages]).toEqual([400, 'Limit one purchase per person.']);
    const inChinese = await buyer(t, 'zh');
    const chineseTrial = await placeOrder(inChinese, trial);
    await sandboxPress(await qrPayment(inChinese, chineseTrial, 'alipay'), 'pay');
    await expect.poll(isPaid(inChinese, chineseTrial)).toBe(true);
    const refused = await inChinese.post('/order/add', { ...details, ...trial });
    expect([refused.body.statusCode, refused.body.messages]).toEqual([400, '每人限购一次。']);
    const { body } = await dave.post('/order/add', { ...details, ...trial });
    expect([body.statusCode, body.messages]).toEqual([400, 'Limit one purchase per person.']);
    const { body: list } = await dave.get<{ lists: OrderListRow[] }>('/order/list');
    expect(list.data.lists).toHaveLength(1);
  });
});

describe('the pay-status answer', () => {
  const answerOf = async (b: Buyer, orderNo: string) => (await b.get(`/order/checkPayStatus?order_no=${orderNo}`)).body.data;

  it('says beside the status whether a paid order was refunded at once and whether it is a trial', async () => {
    const dave = await buyer(t);
    const [first, second] = [await placeOrder(dave, trial), await placeOrder(dave, trial)];
    expect(await answerOf(dave, second)).toEqual({ status: false, trade_status: null, period: -1 });
    await sandboxPress(await qrPayment(dave, first, 'alipay'), 'pay');
    await expect.poll(isPaid(dave, first)).toBe(true);
    await sandboxPress(await qrPayment(dave, second, 'alipay'), 'pay');
    await expect.poll(isPaid(dave, second)).toBe(true);
    expect(await answerOf(dave, first)).toEqual({ status: true, trade_status: 1, period: -1 });
    expect(await answerOf(dave, second)).toEqual({ status: true, trade_status: 4, period: -1 });
  });

  it('says a second trial was refunded when the answer is the one that learns of the payment from the provider', async () => {
    const erin = await buyer(t);
    const [first, second] = [await placeOrder(erin, trial), await placeOrder(erin, trial)];
    await sandboxPress(await qrPayment(erin, first, 'alipay'), 'pay');
    await expect.poll(isPaid(erin, first)).toBe(true);
    await sandboxPress(await qrPayment(erin, second, 'alipay'), 'pay', { notify: '0' });
    t.clock.advance(PROVIDER_QUERY_AFTER_MS);
    expect(await answerOf(erin, second)).toEqual({ status: true, trade_status: 4, period: -1 });
  });
});
