import { describe, expect, it } from 'vitest';
import { findUnstorableText, id, integer, isStorableText, text, TEXT_REFUSED } from './input.ts';

describe('storable text', () => {
  it('refuses NUL and unpaired surrogates, and keeps paired ones (emoji)', () => {
    expect(['a\u0000b', 'a\ud800', '\udc00b', '\ud800\ud800\udc00x'].map(isStorableText)).toEqual([false, false, false, false]);
    expect(['', 'plain', '中文', 'emoji 😀', '\ud83d\ude00'].map(isStorableText)).toEqual([true, true, true, true, true]);
    expect(text().safeParse('a\u0000').error?.issues.map((issue) => issue.message)).toEqual([TEXT_REFUSED]);
  });

  it('finds bad text in keys and deep inside a body', () => {
    expect(findUnstorableText({ a: [{ b: ['ok', 'x\u0000'] }] })).toBe('x\u0000');
    expect(findUnstorableText({ ['k\ud800']: 1 })).toBe('k\ud800');
    expect(findUnstorableText({ a: [1, true, null, 'ok'] })).toBeUndefined();
  });

  it('walks a 500,000-item array and a 100,000-deep nesting without overflowing the stack', () => {
    const wide = Array.from({ length: 500_000 }, () => 'x');
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(wide)).toBeUndefined();
    expect(findUnstorableText(deep)).toBe('x\u0000');
  });
});

describe('integers', () => {
  it('takes JSON numbers and decimal digits within the integer column', () => {
    expect([1, '13', ' 7 ', 2147483647].map((value) => id('id').parse(value))).toEqual([1, 13, 7, 2147483647]);
  });

  it('refuses 2^31, hex, exponents, booleans, empty strings, floats, arrays and null, naming the field', () => {
    for (const value of [2 ** 31, '2147483648', '0x10', '1e3', true, '', 1.5, [1], null, 0, '99999999999999999999']) {
      expect(id('license_id').safeParse(value).error?.issues[0].message, JSON.stringify(value)).toBe('license_id must be a whole number from 1 to 2147483647');
    }
    expect(integer('type', { min: 0, max: 1 }).safeParse(2).error?.issues[0].message).toBe('type must be a whole number from 0 to 1');
  });
});
