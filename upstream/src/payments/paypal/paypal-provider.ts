import { systemClock, type Clock } from '../../domain/clock.ts';
import type { PayPalSettings } from '../provider-settings.ts';
import type { PaymentProvider } from '../provider.ts';
import { createPayPalApi } from './paypal-api.ts';
import { completeRedirect, queryPayment, startRedirect } from './paypal-checkout.ts';
import { eventOf } from './paypal-events.ts';
import { createRefunds } from './paypal-refunds.ts';
import { createWebhookVerifier } from './paypal-webhook.ts';

/**
 * PayPal behind the PaymentProvider interface: Orders v2 checkout (paypal-checkout.ts), Payments v2 refunds
 * (paypal-refunds.ts) and webhooks verified offline (paypal-webhook.ts, paypal-events.ts), over one REST client with
 * one OAuth2 token (paypal-api.ts). Network failures and PayPal's 5xx throw "PayPal is unreachable".
 */

export interface PayPalProviderOptions {
  clock?: Clock;
  fetch?: typeof fetch;
  /** tests only: the hosts a webhook's certificate may come from (PayPal's API hosts otherwise) */
  certificateHosts?: string[];
  /** tests only: PEMs of the roots a webhook's certificate chain must reach (Node's TLS roots otherwise) */
  trustedRoots?: string[];
  /** tests only: the names PayPal's signing certificate may be issued to */
  certificateNames?: string[];
}

export const createPayPalProvider = (settings: PayPalSettings, options: PayPalProviderOptions = {}): PaymentProvider => {
  const clock = options.clock ?? systemClock;
  const fetcher = options.fetch ?? fetch;
  const api = createPayPalApi(settings, { fetch: fetcher, clock });
  const verify = createWebhookVerifier({
    webhookId: settings.PAYPAL_WEBHOOK_ID,
    fetch: fetcher,
    clock,
    certificateHosts: options.certificateHosts,
    trustedRoots: options.trustedRoots,
    certificateNames: options.certificateNames,
  });
  const refunds = createRefunds(api);

  return {
    name: 'paypal',
    methods: ['paypal'],
    startRedirect: (charge, urls) => startRedirect(api, charge, urls),
    completeRedirect: (params, charge) => completeRedirect(api, params, charge),
    async readNotification(raw) {
      const verdict = await verify(raw);
      return verdict.ok ? { verified: true, event: eventOf(verdict.value) } : { verified: false, reason: verdict.reason };
    },
    // PayPal wants any 2xx; anything else and it sends the notification again later (up to 25 times over 3 days)
    reply: (accepted) => (accepted ? { status: 200 } : { status: 400, contentType: 'text/plain', body: 'not accepted' }),
    queryPayment: (payment) => queryPayment(api, payment),
    refund: refunds.refund,
    queryRefund: refunds.queryRefund,
  };
};
