import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamConfig } from '../domain/config.ts';
import { startUpstream } from '../server.ts';
import { TEST_ADMIN_TOKEN } from '../testing/api.ts';
import { freshDatabaseUrl } from '../testing/database-url.ts';
import { buyer, details, placeOrder, redTeam, type Buyer } from '../testing/orders.ts';
import { startProviderUpstream, type ProviderUpstream } from '../testing/provider-upstream.ts';

/**
 * How PAYMENT_PROVIDER and the providers' settings shape a running upstream: a production start whose chosen provider
 * lacks its settings stops, naming every variable (and never a value); a buyer is offered, and may price, place and
 * open a payment by, only the configured providers' methods and bank transfer.
 */

const PAYMENT_VARIABLES = [
  'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_API_BASE',
  'ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'ALIPAY_GATEWAY', 'ALIPAY_SELLER_ID',
  'WECHATPAY_MCH_ID', 'WECHATPAY_APP_ID', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_CERT_SERIAL', 'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PUBLIC_KEY', 'WECHATPAY_PUBLIC_KEY_ID', 'WECHATPAY_API_BASE',
] as const;

/** A production start with these payment settings only (whatever this machine's environment holds is cleared). */
const productionStart = async (payments: Partial<UpstreamConfig>) => {
  const cleared = Object.fromEntries(PAYMENT_VARIABLES.map((name) => [name, undefined]));
  const config = { ...cleared, DATABASE_URL: await freshDatabaseUrl(), UPSTREAM_PORT: 0, NODE_ENV: 'production' as const, ADMIN_TOKEN: TEST_ADMIN_TOKEN, JOBS_TICK_MS: 0, ...payments };
  const upstream = await startUpstream(config, { mailLog: () => {} });
  await upstream.close();
  return upstream;
};

describe('a production start', () => {
  it('fails when PAYMENT_PROVIDER=paypal has no settings, naming each missing variable', async () => {
    const start = productionStart({ PAYMENT_PROVIDER: 'paypal' });
    await expect(start).rejects.toThrow(/^Invalid upstream configuration:/);
    await expect(start).rejects.toThrow('PAYPAL_CLIENT_ID: missing (PAYMENT_PROVIDER names paypal)');
    await expect(start).rejects.toThrow('PAYPAL_CLIENT_SECRET: missing (PAYMENT_PROVIDER names paypal)');
    await expect(start).rejects.toThrow('PAYPAL_WEBHOOK_ID: missing (PAYMENT_PROVIDER names paypal)');
  });

  it('fails on settings given but malformed, saying what is wrong and never showing the value', async () => {
    const secret = 'sixteen-char-key';
    const start = productionStart({
      PAYMENT_PROVIDER: 'alipay,wechat',
      ALIPAY_APP_ID: '2021000000000042',
      ALIPAY_PRIVATE_KEY: 'not a key at all',
      ALIPAY_PUBLIC_KEY: 'not a key either',
      WECHATPAY_APIV3_KEY: secret,
    });
    const error = await start.then(
      () => undefined,
      (refused: Error) => refused.message,
    );
    expect(error).toContain('ALIPAY_PRIVATE_KEY: must be a PEM private key');
    expect(error).toContain('ALIPAY_PUBLIC_KEY: must be a PEM public key');
    expect(error).toContain('WECHATPAY_APIV3_KEY: must be the 32-character APIv3 key');
    expect(error).toContain('WECHATPAY_MCH_ID: missing (PAYMENT_PROVIDER names wechat)');
    expect(error).not.toContain(secret);
    expect(error).not.toContain('not a key');
  });
});

let alipayOnly: ProviderUpstream;
let frank: Buyer;
beforeAll(async () => {
  alipayOnly = await startProviderUpstream({ providers: 'alipay' });
  frank = await buyer(alipayOnly.t);
});
afterAll(() => alipayOnly.close());

const count = async (table: 'order' | 'payment') =>
  Number((await alipayOnly.t.upstream.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('the methods a buyer is offered', () => {
  it('are the configured providers’ and bank transfer only', async () => {
    const { body } = await alipayOnly.t.api<Record<string, string>>('/order/paymentType', { headers: { 'accept-language': 'en' } });
    expect(Object.keys(body.data).sort()).toEqual(['alipay', 'company_pay']);
  });

  it('are all three providers’ and bank transfer when all three are configured', async () => {
    const all = await startProviderUpstream({ fakes: alipayOnly.fakes, clock: alipayOnly.clock });
    try {
      const { body } = await all.t.api<Record<string, string>>('/order/paymentType');
      expect(Object.keys(body.data).sort()).toEqual(['alipay', 'company_pay', 'paypal', 'wechat_pay']);
    } finally {
      await all.close();
    }
  });

  it.each(['wechat_pay', 'paypal'])('do not include %s when it is not configured: pricing and placing are refused with 400, storing nothing', async (method) => {
    const before = await count('order');
    for (const path of ['/order/perAdd', '/order/add']) {
      const { status, body } = await frank.post(path, { ...details, ...redTeam, payment_type: method });
      expect([path, status, body.messages]).toEqual([path, 400, 'This payment method is not available; please choose another']);
    }
    expect(await count('order')).toBe(before);
  });

  it('refuses to open a payment by a method not configured, starting none', async () => {
    const orderNo = await placeOrder(frank, { ...redTeam, payment_type: 'alipay' });
    const before = await count('payment');
    const { status, body } = await frank.get(`/order/detailWithPayInfo?order_no=${orderNo}&payment_type=wechat_pay`);
    expect([status, body.messages]).toEqual([400, 'This payment method is not available; please choose another']);
    expect(await count('payment')).toBe(before);
  });
});
