import { describe, expect, it } from 'vitest';
import { truthOf } from './order-truth.ts';

const settled = { loading: false, missing: false };

describe('truthOf', () => {
  it('calls an order the graph did not find unknown', () => {
    expect(truthOf(null, settled)).toBe('unknown');
    expect(truthOf(undefined, { loading: false, missing: true })).toBe('unknown');
  });
  it('waits while the order is being asked for', () => {
    expect(truthOf(undefined, { loading: true, missing: false })).toBe('loading');
  });
  it('puts a refund before the payment it undid', () => {
    expect(truthOf({ payStatus: 'PAID', state: 'REFUNDED' }, settled)).toBe('refunded');
  });
  it('calls a paid order paid', () => {
    expect(truthOf({ payStatus: 'PAID', state: 'PAID' }, settled)).toBe('paid');
  });
  it('calls an unpaid order the buyer closed cancelled', () => {
    expect(truthOf({ payStatus: 'UNPAID', state: 'FAILED', closedAt: '2026-01-01T00:00:00.000Z' }, settled)).toBe('cancelled');
  });
  it('calls an unpaid open order unpaid, a bank transfer awaiting staff included', () => {
    expect(truthOf({ payStatus: 'UNPAID', state: 'CONFIRMING' }, settled)).toBe('unpaid');
  });
});
