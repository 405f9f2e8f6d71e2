import { describe, expect, it } from 'vitest';
import { couponFrom, withoutCoupon } from './coupon.ts';

describe('coupon from the query string', () => {
  it('reads ?coupon= and ?coupon_code=', () => {
    expect(couponFrom(new URLSearchParams('coupon=WELCOME10'))).toBe('WELCOME10');
    expect(couponFrom(new URLSearchParams('period=12&coupon_code=REDTEAM2026'))).toBe('REDTEAM2026');
    expect(couponFrom(new URLSearchParams('coupon=%20EXPIRED5%20'))).toBe('EXPIRED5');
  });

  it('has none when absent or blank', () => {
    expect(couponFrom(new URLSearchParams('period=3'))).toBeUndefined();
    expect(couponFrom(new URLSearchParams('coupon='))).toBeUndefined();
  });

  it('can be taken off the query string, keeping the rest', () => {
    expect(withoutCoupon(new URLSearchParams('period=12&coupon=X&coupon_code=Y')).toString()).toBe('period=12');
  });
});
