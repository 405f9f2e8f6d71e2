import { describe, expect, it } from 'vitest';
import { present, rowId, rowIdOrNull } from './graph-input.ts';

describe('a GraphQL ID as a row id', () => {
  it('is the number its digits write', () => {
    expect(rowId('7', 'id', 'en')).toBe(7);
    expect(rowId('2147483647', 'id', 'en')).toBe(2_147_483_647);
  });

  it.each(['', 'abc', '7a', '-1', '0', '1e3', '0x10', ' 7', '2147483648', '99999999999'])('%j is the caller’s mistake, in their language', (value) => {
    expect(() => rowId(value, 'licenseId', 'en')).toThrow(expect.objectContaining({
      message: 'licenseId must be a whole number from 1 to 2147483647',
      extensions: { code: 'BAD_USER_INPUT' },
    }));
    expect(() => rowId(value, 'licenseId', 'zh')).toThrow('licenseId 须为 1 到 2147483647 之间的整数');
  });

  it('may be absent when optional', () => {
    expect(rowIdOrNull(null, 'id', 'en')).toBeUndefined();
    expect(rowIdOrNull(undefined, 'id', 'en')).toBeUndefined();
    expect(rowIdOrNull('3', 'id', 'en')).toBe(3);
  });
});

describe('present arguments', () => {
  it('leaves out null and absent ones, keeping every other value', () => {
    expect(present({ email: null, quantity: undefined, comment: '', page: 0, name: 'Ann' })).toEqual({ comment: '', page: 0, name: 'Ann' });
  });
});
