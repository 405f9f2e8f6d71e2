import { describe, expect, it } from 'vitest';
import { signInReason } from './sign-in-reason.ts';

describe('why a visitor is on the sign-in page', () => {
  it('says purchase when they were sent from the order form', () => {
    expect(signInReason('/buy/orderForm/13/0?period=12')).toBe('purchase');
    expect(signInReason('/buy/orderForm')).toBe('purchase');
  });

  it('says nothing for other pages or none', () => {
    expect(signInReason('/center/licenseManagement')).toBeNull();
    expect(signInReason('/buy/orderFormer')).toBeNull();
    expect(signInReason(null)).toBeNull();
  });
});
