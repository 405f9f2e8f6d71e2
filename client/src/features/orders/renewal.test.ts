import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { renewalFrom, renewalInput } from './renewal.ts';

describe('the licenses an order form renews', () => {
  it('is the renew parameter when it is a license id', () => {
    expect(renewalFrom(new URLSearchParams('renew=42'))).toEqual(['42']);
  });

  it('is every license of a comma-separated list, each once, as paths.renewSeats writes it', () => {
    const href = paths.renewSeats.href(13, ['7', '8', '9', '8']);
    expect(href).toBe('/buy/orderForm/13/0?renew=7,8,9,8');
    expect(renewalFrom(new URL(href, 'http://x').searchParams)).toEqual(['7', '8', '9']);
  });

  it('is none for a missing, empty or malformed parameter', () => {
    for (const query of ['', 'renew=', 'renew=0', 'renew=-1', 'renew=4x', 'renew=12345678901', 'renew=1,,2', 'renew=1,x']) expect(renewalFrom(new URLSearchParams(query))).toBeNull();
  });

  it('goes to the order as one id when one, as a list when several', () => {
    expect(renewalInput(['4'])).toEqual({ renewLicenseId: '4' });
    expect(renewalInput(['4', '5'])).toEqual({ renewLicenseIds: ['4', '5'] });
    expect(renewalInput(null)).toEqual({});
  });
});
