import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('order amounts', () => {
  it('shows yuan with ¥ and dollars with $, with thousands separators', () => {
    expect(formatMoney({ amount: 2900, currency: 'RMB' }, 'zh')).toBe('¥2,900');
    expect(formatMoney({ amount: 1399, currency: 'USD' }, 'en')).toBe('$1,399');
    expect(formatMoney({ amount: 159800, currency: 'RMB' }, 'en')).toBe('¥159,800');
    expect(formatMoney({ amount: 0, currency: 'USD' }, 'zh')).toBe('$0');
  });

  it('shows cents only when the amount has them', () => {
    expect(formatMoney({ amount: 2610.5, currency: 'RMB' }, 'zh')).toBe('¥2,610.50');
    expect(formatMoney({ amount: 359.1, currency: 'USD' }, 'en')).toBe('$359.10');
    expect(formatMoney({ amount: 0.99, currency: 'USD' }, 'en')).toBe('$0.99');
    expect(formatMoney({ amount: 1, currency: 'RMB' }, 'zh')).toBe('¥1');
  });
});
