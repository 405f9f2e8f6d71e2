import type { UpstreamConfig } from '../domain/config.ts';

/** What a production start without PAYMENT_PROVIDER is told: what to set, and what the sandbox means. */
export const PROVIDER_REQUIRED =
  'PAYMENT_PROVIDER: must be set when NODE_ENV=production. Write PAYMENT_PROVIDER=sandbox to run the built-in sandbox ' +
  'provider, which approves every payment anyone asks of it (its pages and mails say so); a real provider implements ' +
  'upstream/src/payments/provider.ts.';

/**
 * The payment provider to run. Outside production the sandbox is the default, so `npm start` works at once; in
 * production it must be named, since the sandbox hands out paid orders and licences to whoever asks.
 */
export const paymentProviderOf = (config: Pick<UpstreamConfig, 'NODE_ENV' | 'PAYMENT_PROVIDER'>) => {
  if (config.PAYMENT_PROVIDER) return config.PAYMENT_PROVIDER;
  if (config.NODE_ENV === 'production') throw new Error(`Invalid upstream configuration:\n  ${PROVIDER_REQUIRED}`);
  return 'sandbox';
};
