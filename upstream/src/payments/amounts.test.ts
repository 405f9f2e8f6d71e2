import { describe, expect, it } from 'vitest';
import { editionOf } from '../../../contract/index.ts';
import { PERIOD_MAX, QUANTITY_MAX, TRIAL_EDITION, TRIAL_PERIOD } from '../../../contract/rules.ts';
import { priceOrder } from '../orders/pricing.ts';
import { editions } from '../seed/index.ts';
import { centsOf, decimalString, fen, fromDecimalString, fromFen, isoCurrency } from './amounts.ts';

const now = new Date('2026-11-28T00:00:00Z');
const sold = editions.map((row) => editionOf(row as Parameters<typeof editionOf>[0]));
const amountOf = (request: Omit<Parameters<typeof priceOrder>[0], 'now' | 'locale'>) => priceOrder({ ...request, now, locale: 'en' }).order.order_amount;

/** The one-yuan trial, as the order form prices it. */
const TRIAL = amountOf({ edition: sold.find((edition) => edition.id === TRIAL_EDITION)!, payment_type: 'wechat_pay', quantity: 1, period: TRIAL_PERIOD });
/** The largest order the rules allow: the dearest edition on sale, the most users, the longest period. */
const LARGEST = Math.max(
  ...sold.flatMap((edition) => {
    try {
      return [amountOf({ edition, payment_type: 'alipay', quantity: QUANTITY_MAX, period: PERIOD_MAX })];
    } catch {
      return []; // not sold by the month (the trial)
    }
  }),
);

describe('money once per provider', () => {
  it('the one-yuan trial: "1.00" for PayPal and Alipay, 100 fen for WeChat Pay', () => {
    expect([decimalString(1), fen(1)]).toEqual(['1.00', 100]);
    expect([TRIAL, decimalString(TRIAL), fen(TRIAL)]).toEqual([1, '1.00', 100]);
  });

  it('the largest order the rules allow, exactly', () => {
    expect(LARGEST).toBeGreaterThan(1_000_000);
    expect(decimalString(LARGEST)).toBe(`${LARGEST}.00`);
    expect(fen(LARGEST)).toBe(LARGEST * 100);
    expect(Number.isSafeInteger(fen(LARGEST))).toBe(true);
    expect([fromDecimalString(decimalString(LARGEST)), fromFen(fen(LARGEST))]).toEqual([LARGEST, LARGEST]);
  });

  it('an amount a discount leaves odd, without float drift', () => {
    const coupon = { id: 1, code: 'ODD', percent_off: 17, amount_off: null, currency: null, edition_id: null, starts_at: null, ends_at: null };
    const discounted = amountOf({ edition: sold.find((edition) => edition.id === 14)!, payment_type: 'alipay', quantity: 7, period: 5, coupon });
    expect(discounted % 2).toBe(1);
    expect([decimalString(discounted), fen(discounted)]).toEqual([`${discounted}.00`, discounted * 100]);
    // a float a discount could leave (38,400 − 13,155.35 = 25244.649999999998) still converts exactly
    const odd = 38_400 - 13_155.35;
    expect([decimalString(odd), fen(odd), centsOf(0.1 + 0.2)]).toEqual(['25244.65', 2_524_465, 30]);
    expect(fromDecimalString('25244.65')).toBe(25244.65);
  });

  it('reads back only what a provider would send', () => {
    expect([fromDecimalString('1799'), fromDecimalString('1799.5'), fromDecimalString('1799.50')]).toEqual([1799, 1799.5, 1799.5]);
    for (const bad of ['1.999', '1e3', '-1.00', '', ' 1.00', 1799]) expect(fromDecimalString(bad)).toBeNaN();
    for (const bad of [1.5, -1, '100']) expect(fromFen(bad)).toBeNaN();
    expect(() => centsOf(-1)).toThrow(RangeError);
  });

  it('names the currency as ISO 4217', () => {
    expect([isoCurrency('RMB'), isoCurrency('USD')]).toEqual(['CNY', 'USD']);
  });
});
