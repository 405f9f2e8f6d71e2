import { describe, expect, it } from 'vitest';
import { filterSeats, isExpiring, isUnused, renewTarget, seatsCsv, type SeatRow } from './seat-rows.ts';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW - n * 86_400_000).toISOString();
const row = (over: Partial<SeatRow>): SeatRow => ({
  licenseId: '1',
  member: { id: '7', username: 'ada' },
  mid: 'A'.repeat(32),
  generatedAt: daysAgo(100),
  lastValidatedAt: null,
  expiredAt: daysAgo(-200),
  renewal: null,
  editionId: '13',
  ...over,
});
const labels = {
  member: 'Member', license: 'License', mid: 'MID', generated: 'Generated', lastValidated: 'Last validation', expires: 'Expires',
  renewal: 'Renewal', unused: 'Unused', renewalText: (r: string | null) => r ?? '', yes: 'yes',
};

describe('the seat table rows', () => {
  it('a generated seat is unused when its last validation is older than the days chosen', () => {
    expect(isUnused(row({ lastValidatedAt: daysAgo(31) }), 30, NOW)).toBe(true);
    expect(isUnused(row({ lastValidatedAt: daysAgo(29) }), 30, NOW)).toBe(false);
  });

  it('a seat never validated counts from its generation; one not generated is never unused', () => {
    expect(isUnused(row({ generatedAt: daysAgo(40) }), 30, NOW)).toBe(true);
    expect(isUnused(row({ mid: null, generatedAt: null }), 0, NOW)).toBe(false);
  });

  it('a seat is expiring within 30 days of its end, not after it', () => {
    expect(isExpiring(row({ expiredAt: daysAgo(-10) }), NOW)).toBe(true);
    expect(isExpiring(row({ expiredAt: daysAgo(-40) }), NOW)).toBe(false);
    expect(isExpiring(row({ expiredAt: daysAgo(1) }), NOW)).toBe(false);
  });

  it('filters by member and by state', () => {
    const rows = [row({ licenseId: '1' }), row({ licenseId: '2', member: { id: '8', username: 'bob' }, mid: null, generatedAt: null })];
    expect(filterSeats(rows, { member: '8', state: 'all', unusedDays: 30 }, NOW).map((r) => r.licenseId)).toEqual(['2']);
    expect(filterSeats(rows, { member: 'all', state: 'notGenerated', unusedDays: 30 }, NOW).map((r) => r.licenseId)).toEqual(['2']);
    expect(filterSeats(rows, { member: 'all', state: 'unused', unusedDays: 30 }, NOW).map((r) => r.licenseId)).toEqual(['1']);
  });

  it('renews the selection only when every seat is renewable and of one edition', () => {
    expect(renewTarget([row({ licenseId: '1', renewal: 'RENEW' }), row({ licenseId: '2', renewal: 'RENEW' })])).toEqual({ edition: 13, licenseIds: ['1', '2'] });
    expect(renewTarget([row({ renewal: 'RENEW' }), row({ renewal: null })])).toBeNull();
    expect(renewTarget([row({ renewal: 'RENEW' }), row({ renewal: 'RENEW', editionId: '15' })])).toBeNull();
    expect(renewTarget([])).toBeNull();
  });

  it('the CSV has a header and one line per row, with formulas escaped', () => {
    const csv = seatsCsv([row({ member: { id: '7', username: '=cmd' } })], labels, 30, NOW);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('Member,License,MID,Generated,Last validation,Expires,Renewal,Unused');
    expect(line).toMatch(/^"'=cmd",1,A{32},.*,yes$/);
  });
});
