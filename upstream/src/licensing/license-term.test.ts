import { describe, expect, it } from 'vitest';
import { licenseExpiry } from './license-term.ts';

const at = (iso: string) => new Date(iso);

describe('license expiry', () => {
  it('is 7 days for period -1, plus the extra days', () => {
    expect(licenseExpiry(at('2026-11-22T10:00:00Z'), -1, 0).toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(licenseExpiry(at('2026-11-22T10:00:00Z'), -1, 3).toISOString()).toBe('2026-12-02T10:00:00.000Z');
  });

  it('counts calendar months, ending on the last day of a shorter month', () => {
    expect(licenseExpiry(at('2026-11-22T10:00:00Z'), 3, 0).toISOString()).toBe('2027-02-22T10:00:00.000Z');
    expect(licenseExpiry(at('2026-01-31T00:00:00Z'), 1, 0).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(licenseExpiry(at('2027-12-31T00:00:00Z'), 2, 0).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(licenseExpiry(at('2026-11-22T00:00:00Z'), 12, 10).toISOString()).toBe('2027-12-02T00:00:00.000Z');
  });
});
