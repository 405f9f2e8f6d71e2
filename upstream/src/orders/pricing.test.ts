import { describe, expect, it } from 'vitest';
import { editionOf, type Edition } from '../../../contract/index.ts';
import { editions } from '../seed/editions.ts';
import { ApiError } from '../domain/api-error.ts';
import { messages, type MessageKey } from './messages.ts';
import { periodPrice, priceOrder, type Coupon, type PriceRequest } from './pricing.ts';

const edition = (id: number) => editionOf(editions.find((e) => e.id === id)!);
const now = new Date('2026-06-01T00:00:00Z');
const price = (overrides: Partial<PriceRequest> & { edition?: Edition }) =>
  priceOrder({ edition: edition(13), payment_type: 'wechat_pay', quantity: 1, period: 3, now, locale: 'en', ...overrides });
const coupon = (overrides: Partial<Coupon>): Coupon => ({
  code: 'TEST',
  percent_off: 10,
  amount_off: null,
  currency: null,
  edition_id: null,
  starts_at: null,
  ends_at: null,
  ...overrides,
});
/** The refusal's two texts, or the answer if it was not refused. */
const refusal = (run: () => unknown) => {
  try {
    return run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(400);
    return { en: (error as ApiError).messageIn('en'), zh: (error as ApiError).messageIn('zh') };
  }
};

describe('pricing', () => {
  it('3 months at the month amounts and 12 at the year amounts, in both currencies', () => {
    expect(periodPrice(edition(13), 3, 'RMB')).toEqual({ amount: 2900, original: 3200 });
    expect(periodPrice(edition(13), 12, 'RMB')).toEqual({ amount: 9900, original: 12800 });
    expect(periodPrice(edition(13), 3, 'USD')).toEqual({ amount: 399, original: 438 });
    expect(periodPrice(edition(13), 12, 'USD')).toEqual({ amount: 1399, original: 1817 });
  });

  it('other periods are pro rata of the 3-month amounts, rounded to whole amounts', () => {
    expect(periodPrice(edition(13), 1, 'RMB')).toEqual({ amount: 967, original: 1067 });
    expect(periodPrice(edition(13), 6, 'RMB')).toEqual({ amount: 5800, original: 6400 });
    expect(periodPrice(edition(14), 36, 'USD').amount).toBe(12 * 199);
  });

  it('a bank transfer on the English site is priced in US dollars', () => {
    expect(price({ payment_type: 'company_pay', locale: 'en' }).order).toMatchObject({ currency: 'USD', order_amount: 399, license_type_price: 399 });
  });

  it('a bank transfer on the Chinese site is priced in yuan', () => {
    expect(price({ payment_type: 'company_pay', locale: 'zh' }).order).toMatchObject({ currency: 'RMB', order_amount: 2900, license_type_price: 2900 });
  });

  it('a 3-month Red Team order by WeChat Pay: unit price, period discount, totals', () => {
    const preview = price({ quantity: 2 });
    expect(preview.order).toEqual({
      payment_type: 'wechat_pay',
      period: 3,
      order_amount: 5800,
      discount_amount: 600,
      currency: 'RMB',
      license_type_price: 2900,
      period_day: 0,
    });
    expect(preview.discounts).toHaveLength(1);
    expect(preview.discounts[0]).toMatchObject({ period: 3, label: '3 months: 9% off' });
    expect(preview.discounts[0].description).toContain('¥3,200');
    expect(preview.discounts[0].description_cn).toContain('每个授权立省 ¥300');
  });

  it('PayPal prices in dollars; the label follows the locale', () => {
    const preview = price({ payment_type: 'paypal', period: 12, locale: 'zh' });
    expect(preview.order).toMatchObject({ currency: 'USD', license_type_price: 1399, order_amount: 1399, discount_amount: 418 });
    expect(preview.discounts[0].label).toBe('12 个月立减 23%');
  });

  it('states the same term discount in dollars as in yuan (one rule, issue #32)', () => {
    for (const period of [3, 12]) {
      const labels = (['paypal', 'alipay'] as const).map((payment_type) => price({ payment_type, period, locale: 'en' }).discounts[0].label);
      expect(labels[0]).toBe(labels[1]);
    }
  });

  it('no period discount entry when there is none', () => {
    const preview = price({ edition: { ...edition(14), month_original_amount: edition(14).month_amount } });
    expect(preview.discounts).toEqual([]);
    expect(preview.order.discount_amount).toBe(0);
  });

  it('the one-yuan trial: edition 16, period -1, quantity 1, 1 yuan or 1 dollar, 7 days', () => {
    expect(price({ edition: edition(16), period: -1 }).order).toMatchObject({ order_amount: 1, currency: 'RMB', license_type_price: 1, period_day: 0, discount_amount: 0 });
    expect(price({ edition: edition(16), period: -1, payment_type: 'paypal' }).order).toMatchObject({ order_amount: 1, currency: 'USD', period_day: 0 });
  });

  it('a percentage coupon comes off the whole order and is listed', () => {
    const preview = price({ quantity: 3, coupon: coupon({ code: 'WELCOME10', percent_off: 10 }) });
    expect(preview.order).toMatchObject({ order_amount: 7830, discount_amount: 3 * 3200 - 7830, license_type_price: 2900 });
    expect(preview.discounts[1]).toMatchObject({ period: 3, label: 'Coupon WELCOME10' });
    expect(preview.discounts[1].description).toContain('10% off');
  });

  it('a coupon leaves whole amounts: the total rounded, the discount list − total (spec §9)', () => {
    const preview = price({ payment_type: 'paypal', coupon: coupon({ code: 'REDTEAM2026', percent_off: 15 }) });
    const { order_amount, discount_amount, license_type_price } = preview.order;
    expect([order_amount, discount_amount, license_type_price].every(Number.isInteger)).toBe(true);
    expect(order_amount).toBe(Math.round(license_type_price * 0.85));
    expect(preview.discounts[1].description).toMatch(/save \$\d+$/);
  });

  it('a fixed-amount coupon applies in its own currency only, and never below zero', () => {
    const fixed = coupon({ percent_off: null, amount_off: 500, currency: 'RMB' });
    expect(price({ coupon: fixed }).order.order_amount).toBe(2400);
    expect(price({ coupon: { ...fixed, amount_off: 99999 } }).order.order_amount).toBe(0);
    expect(refusal(() => price({ coupon: fixed, payment_type: 'paypal' }))).toEqual({
      en: 'The coupon code TEST is not valid for payments in USD',
      zh: '优惠码 TEST 不适用于 USD 支付',
    });
  });

  it('refuses coupons outside their window or for another edition', () => {
    expect(refusal(() => price({ coupon: coupon({ code: 'EXPIRED5', ends_at: new Date('2020-01-01') }) }))).toEqual({
      en: 'The coupon code EXPIRED5 has expired',
      zh: '优惠码 EXPIRED5 已过期',
    });
    expect(refusal(() => price({ coupon: coupon({ starts_at: new Date('2030-01-01') }) }))).toMatchObject({ en: 'The coupon code TEST is not valid yet' });
    expect(refusal(() => price({ edition: edition(14), coupon: coupon({ code: 'REDTEAM2026', edition_id: 13 }) }))).toEqual({
      en: 'The coupon code REDTEAM2026 is not valid for this edition',
      zh: '优惠码 REDTEAM2026 不适用于该版本',
    });
    expect(refusal(() => price({ edition: edition(16), period: -1, coupon: coupon({}) }))).toMatchObject({ en: messages.trialNoCoupon.en });
  });

  it('refuses editions not sold online, bad quantities and periods, and misuse of the trial', () => {
    const cases: [Partial<PriceRequest>, MessageKey][] = [
      [{ edition: edition(11) }, 'editionFree'],
      [{ edition: edition(15) }, 'editionContactSales'],
      [{ edition: edition(17) }, 'editionContactSales'],
      [{ edition: { ...edition(13), status: 0 } }, 'editionUnknown'],
      [{ quantity: 0 }, 'quantityInvalid'],
      [{ quantity: -1 }, 'quantityInvalid'],
      [{ quantity: 1.5 }, 'quantityInvalid'],
      [{ quantity: 1001 }, 'quantityInvalid'],
      [{ quantity: Number.NaN }, 'quantityInvalid'],
      [{ period: 0 }, 'periodInvalid'],
      [{ period: 37 }, 'periodInvalid'],
      [{ period: -2 }, 'periodInvalid'],
      [{ period: -1 }, 'trialOtherEdition'],
      [{ edition: edition(16), period: 3 }, 'trialPeriodOnly'],
      [{ edition: edition(16), period: -1, quantity: 2 }, 'trialQuantity'],
    ];
    for (const [overrides, key] of cases) expect(refusal(() => price(overrides)), key).toEqual(messages[key]);
  });

  it('every message has a Chinese and an English text', () => {
    for (const text of Object.values(messages)) {
      expect(text.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(text.en).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
