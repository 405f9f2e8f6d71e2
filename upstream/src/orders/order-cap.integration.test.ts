import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../domain/clock.ts';
import { UNPAID_ORDERS } from './order-cap.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { confirmTransferOf } from '../testing/staff-money.ts';
import { buyer, details, redTeam, type Buyer } from '../testing/orders.ts';

/**
 * An account creates at most 20 orders that stand unpaid from the last 24 hours: the 21st is refused with a
 * message saying to pay an open order or wait. The orders are sent at once, so a count read and an insert made in
 * two steps would let them all through. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
describe('unpaid orders per account', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  const PARALLEL = UNPAID_ORDERS.limit + 5;
  const place = (b: Buyer, order: Record<string, unknown> = redTeam) => b.post<{ order_no: string }>('/order/add', { ...details, ...order });
  const ordersOf = (b: Buyer) => t.upstream.db.selectFrom('order').selectAll().where('user_id', '=', b.account.id).orderBy('id').execute();

  it(`creates ${UNPAID_ORDERS.limit} of ${PARALLEL} orders sent at once and refuses the rest, in the request’s language`, async () => {
    const b = await buyer(t, 'en');
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => place(b)));
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(UNPAID_ORDERS.limit);
    expect(refused).toHaveLength(PARALLEL - UNPAID_ORDERS.limit);
    expect(refused[0].body.messages).toBe(
      'You already have 20 unpaid orders from the last 24 hours. Please pay one of your open orders, or wait 24 hours before placing another',
    );
    expect(Number(refused[0].headers.get('retry-after'))).toBe(DAY / 1000);
    expect(await ordersOf(b)).toHaveLength(UNPAID_ORDERS.limit);

    const chinese = await t.api('/order/add', { method: 'POST', json: { ...details, ...redTeam }, headers: { authorization: `Bearer ${b.token}`, 'accept-language': 'zh-CN' } });
    expect([chinese.status, chinese.body.messages]).toEqual([429, '您在 24 小时内已有 20 个未支付的订单。请先支付其中一个未完成的订单，或等待 24 小时后再下单']);
  });

  it('makes room when an open order is paid, and leaves every order as it was', async () => {
    const b = await buyer(t);
    const first = await place(b, { license_type_id: 13, payment_type: 'company_pay', quantity: 1, period: 3 });
    await Promise.all(Array.from({ length: UNPAID_ORDERS.limit - 1 }, () => place(b)));
    const before = await ordersOf(b);
    expect((await place(b)).status).toBe(429);
    expect(await ordersOf(b)).toEqual(before);

    const confirmed = await confirmTransferOf(t, first.body.data.order_no);
    expect(confirmed.status).toBe(200);
    expect((await place(b)).status).toBe(200);
    expect((await place(b)).status).toBe(429);
  });

  it('makes room as the oldest unpaid order turns a day old, and says how long that takes', async () => {
    const b = await buyer(t, 'en');
    await place(b);
    t.clock.advance(20 * HOUR);
    await Promise.all(Array.from({ length: UNPAID_ORDERS.limit - 1 }, () => place(b)));
    const refused = await place(b);
    expect(refused.body.messages).toMatch(/or wait 4 hours before placing another$/);
    t.clock.advance(4 * HOUR);
    expect((await place(b)).status).toBe(200);
  });

  it('counts each account on its own', async () => {
    const [one, other] = [await buyer(t), await buyer(t)];
    await Promise.all(Array.from({ length: UNPAID_ORDERS.limit }, () => place(one)));
    expect((await place(one)).status).toBe(429);
    expect((await place(other)).status).toBe(200);
  });
});
