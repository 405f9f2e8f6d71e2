import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPreview } from '../../../contract/index.ts';
import { activeUser, freshAccount, freshIp, from, tokenFor } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';

describe('order price preview and payment types', () => {
  let t: TestUpstream;
  let token: string;
  beforeAll(async () => {
    t = await startTestUpstream();
    const buyer = await activeUser(t, freshAccount('buyer'));
    token = (await tokenFor(t, buyer.username, buyer.password)).token;
  });
  afterAll(() => t.close());

  const preview = (json: Record<string, unknown>, lang = 'en', auth: string | null = token) =>
    t.api<OrderPreview>('/order/perAdd', { method: 'POST', json, headers: from(freshIp(), lang, auth ?? undefined) });
  const base = { license_type_id: 13, payment_type: 'wechat_pay', quantity: 1, period: 3 };

  it('needs a signed-in user', async () => {
    const { status, body } = await preview(base, 'en', null);
    expect([status, body.statusCode, body.messages]).toEqual([401, 401, 'Please sign in first']);
  });

  it('prices 3 months of Red Team in yuan with the period discount', async () => {
    const { status, body } = await preview(base);
    expect([status, body.statusCode]).toEqual([200, 200]);
    expect(body.data.order).toEqual({
      payment_type: 'wechat_pay',
      period: 3,
      order_amount: 2900,
      discount_amount: 300,
      currency: 'RMB',
      license_type_price: 2900,
      period_day: 0,
    });
    expect(body.data.discounts).toEqual([expect.objectContaining({ period: 3, label: '3 months: 9% off' })]);
  });

  // list $1,817 a year (the yuan term's 23 % off, one rule for both currencies), sold at $1,399: $418 off each
  it('prices PayPal in dollars, a year, several licenses; numbers given as strings are accepted', async () => {
    const { body } = await preview({ ...base, payment_type: 'paypal', period: '12', quantity: '2' });
    expect(body.data.order).toMatchObject({ currency: 'USD', license_type_price: 1399, order_amount: 2798, discount_amount: 836, period: 12 });
  });

  it('prices the one-yuan trial', async () => {
    const { body } = await preview({ license_type_id: 16, payment_type: 'alipay', quantity: 1, period: -1 });
    expect(body.data.order).toMatchObject({ order_amount: 1, currency: 'RMB', period: -1, period_day: 0 });
  });

  it('applies demo coupons whatever their letter case', async () => {
    const welcome = await preview({ ...base, coupon_code: 'welcome10' });
    expect(welcome.body.data.order).toMatchObject({ order_amount: 2610, discount_amount: 590 });
    expect(welcome.body.data.discounts[1]).toMatchObject({ label: 'Coupon WELCOME10' });
    const redTeam = await preview({ ...base, coupon_code: 'REDTEAM2026' });
    expect(redTeam.body.data.order.order_amount).toBe(2465);
    const blank = await preview({ ...base, coupon_code: '' });
    expect(blank.body.data.discounts).toHaveLength(1);
  });

  const refused = async (json: Record<string, unknown>, lang: string) => {
    const { status, body } = await preview(json, lang);
    expect([status, body.statusCode]).toEqual([400, 400]);
    return body.messages;
  };

  it('refuses coupons that are unknown, expired or for another edition, in the request language', async () => {
    expect(await refused({ ...base, coupon_code: 'NOPE' }, 'en')).toBe('The coupon code NOPE does not exist');
    expect(await refused({ ...base, coupon_code: 'NOPE' }, 'zh-CN')).toBe('优惠码 NOPE 不存在');
    expect(await refused({ ...base, coupon_code: 'EXPIRED5' }, 'en')).toBe('The coupon code EXPIRED5 has expired');
    expect(await refused({ ...base, license_type_id: 14, coupon_code: 'REDTEAM2026' }, 'zh-CN')).toBe('优惠码 REDTEAM2026 不适用于该版本');
  });

  it('refuses editions that are unknown, free or sold through sales', async () => {
    expect(await refused({ ...base, license_type_id: 999 }, 'en')).toBe('The edition does not exist');
    expect(await refused({ ...base, license_type_id: 11 }, 'en')).toMatch(/free/);
    expect(await refused({ ...base, license_type_id: 17 }, 'zh-CN')).toBe('该版本不支持在线购买，请联系销售');
    expect(await refused({ ...base, license_type_id: 15 }, 'en')).toBe('This edition is not sold online: please contact sales');
  });

  it('refuses bad quantities and periods, and the trial period for other editions', async () => {
    expect(await refused({ ...base, quantity: -1 }, 'en')).toBe('The quantity must be at least 1');
    expect(await refused({ ...base, quantity: 0 }, 'zh-CN')).toBe('数量至少为 1');
    expect(await refused({ ...base, quantity: 1e9 }, 'en')).toBe('The quantity must be at most 1000');
    expect(await refused({ ...base, quantity: 'abc' }, 'en')).toMatch(/quantity/);
    expect(await refused({ ...base, quantity: 1.5 }, 'en')).toBe('The quantity must be a whole number');
    expect(await refused({ ...base, period: 40 }, 'en')).toBe('The period must be -1 (7 days) or 1 to 36 months');
    expect(await refused({ ...base, period: -1 }, 'en')).toBe('The 7-day trial (period -1) is only available for the one-yuan trial edition');
    expect(await refused({ license_type_id: 16, payment_type: 'alipay', quantity: 2, period: -1 }, 'en')).toBe('The 7-day trial is limited to one license');
    expect(await refused({ ...base, payment_type: 'bitcoin' }, 'en')).toMatch(/payment_type/);
  });

  it('lists the payment methods with labels in the request language, signed in or not', async () => {
    const zh = await t.api<Record<string, string>>('/order/paymentType', { headers: from(freshIp(), 'zh-CN') });
    expect(zh.body.data).toEqual({ paypal: 'PayPal', alipay: '支付宝', wechat_pay: '微信支付', company_pay: '对公转账' });
    const en = await t.api<Record<string, string>>('/order/paymentType', { headers: from(freshIp(), 'en', token) });
    expect(en.body.data).toEqual({ paypal: 'PayPal', alipay: 'Alipay', wechat_pay: 'WeChat Pay', company_pay: 'Bank transfer' });
  });
});
