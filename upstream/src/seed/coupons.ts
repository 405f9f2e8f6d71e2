import type { Insertable } from 'kysely';
import type { CouponTable } from '../db/tables.ts';

/**
 * Demo coupon codes (the order form reads `coupon_code` from its query string):
 * WELCOME10 10 % off any edition; REDTEAM2026 15 % off Red Team (13) only; EXPIRED5 ended in 2020.
 */
export const coupons: Insertable<CouponTable>[] = [
  { code: 'WELCOME10', percent_off: 10 },
  { code: 'REDTEAM2026', percent_off: 15, edition_id: 13 },
  { code: 'EXPIRED5', percent_off: 5, starts_at: '2019-01-01T00:00:00Z', ends_at: '2020-01-01T00:00:00Z' },
];
