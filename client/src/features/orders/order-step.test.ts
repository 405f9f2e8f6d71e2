import { describe, expect, it } from 'vitest';
import { stepOf, withStep } from './order-step.ts';

describe('order form step in the address', () => {
  it('the review is ?step=review; anything else is the details', () => {
    expect(stepOf(new URLSearchParams('period=12&step=review'))).toBe('review');
    expect(stepOf(new URLSearchParams('step=pay'))).toBe('details');
    expect(stepOf(new URLSearchParams(''))).toBe('details');
  });

  it('moving between steps keeps the period and the coupon', () => {
    const review = withStep(new URLSearchParams('period=12&coupon=WELCOME10'), 'review');
    expect(review.toString()).toBe('period=12&coupon=WELCOME10&step=review');
    expect(withStep(review, 'details').toString()).toBe('period=12&coupon=WELCOME10');
  });
});
