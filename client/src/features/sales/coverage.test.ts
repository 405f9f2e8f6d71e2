import { describe, expect, it } from 'vitest';
import { coverageDate } from './coverage.ts';

describe('coverageDate', () => {
  it('is today minus 14 days as yyyy.MM.dd', () => {
    expect(coverageDate(new Date(2026, 2, 5, 10), false)).toBe('2026.02.19');
  });
  it('is today minus 30 days for the one-yuan trial, across a year', () => {
    expect(coverageDate(new Date(2026, 0, 10, 10), true)).toBe('2025.12.11');
  });
});
