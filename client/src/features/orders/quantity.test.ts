import { describe, expect, it } from 'vitest';
import { keepDigitsAndDots, parseQuantity, QUANTITY_MAX, QUANTITY_MIN } from './quantity.ts';

describe('order quantity', () => {
  it('keeps digits and dots only', () => {
    expect(keepDigitsAndDots('12')).toBe('12');
    expect(keepDigitsAndDots('1.5')).toBe('1.5');
    expect(keepDigitsAndDots('-3e2 licenses')).toBe('32');
    expect(keepDigitsAndDots(' ２0,0 ')).toBe('00');
    expect(keepDigitsAndDots('abc')).toBe('');
  });

  it('orders whole numbers of licenses within the contract\'s bounds', () => {
    expect(parseQuantity(String(QUANTITY_MIN))).toBe(QUANTITY_MIN);
    expect(parseQuantity(String(QUANTITY_MAX))).toBe(QUANTITY_MAX);
    expect(parseQuantity('007')).toBe(7);
    expect(parseQuantity(String(QUANTITY_MIN - 1))).toBeNull();
    expect(parseQuantity(String(QUANTITY_MAX + 1))).toBeNull();
    expect(parseQuantity('1.5')).toBeNull();
    expect(parseQuantity('2.')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });
});
