import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('order amounts', () => {
  it('shows yuan with ¥ and dollars with $, with thousands separators', () => {
    expect(formatMoney({ amount: 2900, currency: 'RMB' }, 'zh')).toBe('¥2,900');
    expect(formatMoney({ amount: 1399, currency: 'USD' }, 'en')).toBe('$1,399');
    expect(formatMoney({ amount: 159800, currency: 'RMB' }, 'en')).toBe('¥159,800');
    expect(formatMoney({ amount: 0, currency: 'USD' }, 'zh')).toBe('$0');
  });

  it('shows whole amounts, never cents (spec §9)', () => {
    expect(formatMoney({ amount: 2610.5, currency: 'RMB' }, 'zh')).toBe('¥2,611');
    expect(formatMoney({ amount: 339.15, currency: 'USD' }, 'en')).toBe('$339');
    expect(formatMoney({ amount: 0.99, currency: 'USD' }, 'en')).toBe('$1');
    expect(formatMoney({ amount: 1, currency: 'RMB' }, 'zh')).toBe('¥1');
  });
});
