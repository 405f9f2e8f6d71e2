import { describe, expect, it } from 'vitest';
import { startUpstream } from '../server.ts';
import { paymentProviderOf, PROVIDER_REQUIRED } from './provider-choice.ts';

describe('the payment provider', () => {
  it('is the sandbox by default outside production, so npm start works at once', () => {
    expect(paymentProviderOf({ NODE_ENV: 'development', PAYMENT_PROVIDER: undefined })).toBe('sandbox');
    expect(paymentProviderOf({ NODE_ENV: 'test', PAYMENT_PROVIDER: undefined })).toBe('sandbox');
  });

  it('must be named in production, even as the sandbox', () => {
    expect(() => paymentProviderOf({ NODE_ENV: 'production', PAYMENT_PROVIDER: undefined })).toThrow(PROVIDER_REQUIRED);
    expect(paymentProviderOf({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toBe('sandbox');
  });

  it('stops a production upstream without PAYMENT_PROVIDER before it opens anything, saying what to set', async () => {
    await expect(startUpstream({ NODE_ENV: 'production', PAYMENT_PROVIDER: undefined, DATABASE_URL: 'memory://', UPSTREAM_PORT: 0 })).rejects.toThrow(
      /PAYMENT_PROVIDER: must be set when NODE_ENV=production\. Write PAYMENT_PROVIDER=sandbox/,
    );
  });
});
