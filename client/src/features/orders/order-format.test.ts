import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money.ts';
import { canPayNow, formatDateTime, isTrial, purchaseTime } from './order-format.ts';
import { codeOfFilter, filterOfCode } from './order-filter.ts';

describe('order list', () => {
  it('writes prices with ¥ for RMB and $ otherwise', () => {
    expect(formatMoney({ amount: 2900, currency: 'RMB' }, 'zh')).toBe('¥2,900');
    expect(formatMoney({ amount: 1, currency: 'RMB' }, 'en')).toBe('¥1');
    expect(formatMoney({ amount: 1234.5, currency: 'USD' }, 'en')).toBe('$1,235');
  });

  it('dates a purchase by its payment, else its placing, in local time', () => {
    const local = new Date(2026, 2, 5, 14, 7, 9);
    expect(formatDateTime(local.toISOString())).toBe('2026-03-05 14:07');
    expect(formatDateTime(null)).toBe('—');
    expect(purchaseTime({ payTime: 'paid', createdAt: 'placed' })).toBe('paid');
    expect(purchaseTime({ payTime: null, createdAt: 'placed' })).toBe('placed');
  });

  it('offers Pay Now on unpaid orders that were not refunded', () => {
    expect(canPayNow({ payStatus: 'UNPAID', state: 'FAILED' })).toBe(true);
    expect(canPayNow({ payStatus: 'UNPAID', state: 'CONFIRMING' })).toBe(true);
    expect(canPayNow({ payStatus: 'PAID', state: 'PAID' })).toBe(false);
    expect(canPayNow({ payStatus: 'UNPAID', state: 'REFUNDED' })).toBe(false);
    expect(canPayNow({ payStatus: 'PAID', state: 'REFUNDED' })).toBe(false);
  });

  it('relaunches a trial in one-yuan mode', () => {
    expect(isTrial({ period: -1 })).toBe(true);
    expect(isTrial({ period: 3 })).toBe(false);
  });

  it('maps the filter codes -1, 0, 1', () => {
    expect(filterOfCode('-1')).toBe('ALL');
    expect(filterOfCode('0')).toBe('TO_BE_PAID');
    expect(filterOfCode('1')).toBe('PAID');
    expect(filterOfCode(null)).toBe('ALL');
    expect(filterOfCode('7')).toBe('ALL');
    expect(codeOfFilter('TO_BE_PAID')).toBe('0');
  });
});
