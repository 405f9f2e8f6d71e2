import { describe, expect, it } from 'vitest';
import { keepDigitsAndDots, parseQuantity } from './quantity.ts';

describe('order quantity', () => {
  it('keeps digits and dots only', () => {
    expect(keepDigitsAndDots('12')).toBe('12');
    expect(keepDigitsAndDots('1.5')).toBe('1.5');
    expect(keepDigitsAndDots('-3e2 licenses')).toBe('32');
    expect(keepDigitsAndDots(' ２0,0 ')).toBe('00');
    expect(keepDigitsAndDots('abc')).toBe('');
  });

  it('orders whole numbers of licenses from 1 to 1000', () => {
    expect(parseQuantity('1')).toBe(1);
    expect(parseQuantity('1000')).toBe(1000);
    expect(parseQuantity('007')).toBe(7);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('1001')).toBeNull();
    expect(parseQuantity('1.5')).toBeNull();
    expect(parseQuantity('2.')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });
});
