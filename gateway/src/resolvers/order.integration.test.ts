import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderPreviewDocument as PREVIEW, type OrderInput } from '../../../client/src/gql/graphql.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

describe('order price preview and payment methods through the graph', () => {
  let stack: TestStack;
  let auth: Record<string, string>;

  beforeAll(async () => {
    stack = await startTestStack();
    auth = (await signedInUser(stack, 'buyer01')).auth;
  });
  afterAll(() => stack.close());

  const input = { licenseTypeId: '13', paymentType: 'WECHAT_PAY', quantity: 2, period: 3 };
  // the order form's own query; the refusals below send what its form never would, hence the cast
  const preview = (overrides: Record<string, unknown>, locale = 'en', headers = auth) =>
    stack.graph(PREVIEW, { input: { ...input, ...overrides } as OrderInput }, { ...headers, 'x-locale': locale });

  it('prices an order in yuan with the period discount', async () => {
    const { body } = await preview({});
    expect(body.errors).toBeUndefined();
    expect(body.data!.orderPreview).toMatchObject({
      paymentType: 'WECHAT_PAY',
      period: 3,
      periodDay: 0,
      orderAmount: { amount: 5800, currency: 'RMB' },
      discountAmount: { amount: 600, currency: 'RMB' },
      licenseTypePrice: { amount: 2900, currency: 'RMB' },
      discounts: [{ period: 3, label: '3 months: 9% off', description: expect.stringContaining('¥300'), descriptionCn: expect.stringContaining('¥300') }],
    });
  });

  it('prices PayPal in dollars and applies a coupon', async () => {
    const { body } = await preview({ paymentType: 'PAYPAL', quantity: 1, period: 12, couponCode: 'WELCOME10' });
    expect(body.data!.orderPreview).toMatchObject({
      paymentType: 'PAYPAL',
      // 10 % off $1,399 is $1,259.10: the total is whole (spec §9)
      orderAmount: { amount: 1259, currency: 'USD' },
      licenseTypePrice: { amount: 1399, currency: 'USD' },
    });
    expect(body.data!.orderPreview.discounts).toHaveLength(2);
  });

  it('prices the one-yuan 7-day trial', async () => {
    const { body } = await preview({ licenseTypeId: '16', paymentType: 'ALIPAY', quantity: 1, period: -1 });
    expect(body.data!.orderPreview).toMatchObject({ period: -1, periodDay: 0, orderAmount: { amount: 1, currency: 'RMB' } });
  });

  it('needs a signed-in user', async () => {
    const { body } = await preview({}, 'en', {});
    expect(body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  const refused = async (overrides: Record<string, unknown>, locale = 'en') => {
    const { body } = await preview(overrides, locale);
    expect(body.data ?? null).toBeNull();
    expect(body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    return body.errors![0].message;
  };

  it('refuses bad quantities with BAD_USER_INPUT and the message', async () => {
    expect(await refused({ quantity: -3 })).toBe('The quantity must be at least 1');
    expect(await refused({ quantity: 0 }, 'zh')).toBe('数量至少为 1');
    expect(await refused({ quantity: 5000 })).toBe('The quantity must be at most 1000');
    expect(await refused({ quantity: 99999999999 })).toMatch(/Int cannot represent/);
    expect(await refused({ quantity: 'abc' })).toMatch(/Int cannot represent/);
  });

  it('refuses unknown or unsold editions, bad periods, unknown payment types and coupons', async () => {
    expect(await refused({ licenseTypeId: '999' })).toBe('The edition does not exist');
    expect(await refused({ licenseTypeId: '17' }, 'zh')).toBe('该版本不支持在线购买，请联系销售');
    expect(await refused({ period: 0 })).toBe('The period must be -1 (7 days) or 1 to 36 months');
    expect(await refused({ period: -1 })).toBe('The 7-day trial (period -1) is only available for the one-yuan trial edition');
    expect(await refused({ paymentType: 'BITCOIN' })).toMatch(/PaymentType/);
    expect(await refused({ couponCode: 'EXPIRED5' })).toBe('The coupon code EXPIRED5 has expired');
    expect(await refused({ licenseTypeId: '14', couponCode: 'REDTEAM2026' })).toBe('The coupon code REDTEAM2026 is not valid for this edition');
  });

  it('lists the payment methods with labels in the request language', async () => {
    const zh = await stack.graph<{ paymentMethods: { type: string; label: string }[] }>('{ paymentMethods { type label } }', {}, { 'x-locale': 'zh' });
    expect(zh.body.data!.paymentMethods).toEqual([
      { type: 'PAYPAL', label: 'PayPal' },
      { type: 'ALIPAY', label: '支付宝' },
      { type: 'WECHAT_PAY', label: '微信支付' },
      { type: 'COMPANY_PAY', label: '对公转账' },
    ]);
    const en = await stack.graph<{ paymentMethods: { type: string; label: string }[] }>('{ paymentMethods { type label } }', {}, { 'x-locale': 'en' });
    expect(en.body.data!.paymentMethods.map((m) => m.label)).toEqual(['PayPal', 'Alipay', 'WeChat Pay', 'Bank transfer']);
  });
});
