import { describe, expect, it } from 'vitest';
import { renewalFrom } from './renewal.ts';

describe('the license an order form renews', () => {
  it('is the renew parameter when it is a license id', () => {
    expect(renewalFrom(new URLSearchParams('renew=42'))).toBe('42');
  });

  it('is none for a missing, empty or malformed parameter', () => {
    for (const query of ['', 'renew=', 'renew=0', 'renew=-1', 'renew=4x', 'renew=12345678901']) expect(renewalFrom(new URLSearchParams(query))).toBeNull();
  });
});
