import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../domain/clock.ts';
import { paypalSignedString, type FakeCertificates } from './fake-paypal-ca.ts';
import { fakeId } from './fake-paypal-shapes.ts';

/**
 * The fake's webhooks: events shaped as PayPal's, posted with PayPal's five transmission headers and signed as PayPal
 * documents (fake-paypal-ca.ts). A test can spoil one thing at a time to see the adapter refuse it.
 */

export interface WebhookOptions {
  /** change one byte of the body after it is signed (a digit of the first amount, when there is one) */
  tamper?: boolean;
  /** sign with a key no certificate names */
  signWithOtherKey?: boolean;
  /** the PAYPAL-CERT-URL header (the fake's own certificate URL otherwise) */
  certUrl?: string;
  /** the transmission time (the fake's clock otherwise) */
  transmissionTime?: Date;
  transmissionId?: string;
  /** sign for another webhook id than the one the fake was started with */
  webhookId?: string;
  authAlgo?: string;
}

export interface WebhookDelivery {
  status: number;
  body: string;
}

const RESOURCE_TYPES: Record<string, string> = {
  'PAYMENT.CAPTURE': 'capture',
  'CHECKOUT.ORDER': 'checkout-order',
};

/** A webhook event around a resource, as PayPal wraps one. */
export const webhookEvent = (eventType: string, resource: unknown, now: Date) => {
  const refund = eventType === 'PAYMENT.CAPTURE.REFUNDED' || eventType === 'PAYMENT.CAPTURE.REVERSED';
  return {
    id: `WH-${fakeId(17)}-${fakeId(17)}`,
    event_version: '1.0',
    create_time: now.toISOString(),
    resource_type: refund ? 'refund' : (RESOURCE_TYPES[eventType.split('.').slice(0, 2).join('.')] ?? 'unknown'),
    resource_version: '2.0',
    event_type: eventType,
    summary: `${eventType} (test fake)`,
    resource,
    links: [],
  };
};

/** One byte of the body changed: a digit of the first amount, or the second byte when there is no amount. */
const tampered = (body: Buffer) => {
  const copy = Buffer.from(body);
  const amount = copy.indexOf('"value":"');
  const at = amount >= 0 ? amount + '"value":"'.length : 1;
  copy[at] = copy[at] === '9'.charCodeAt(0) ? '1'.charCodeAt(0) : '9'.charCodeAt(0);
  return copy;
};

/** PayPal's transmission time: RFC 3339 in UTC, whole seconds. */
const transmissionTimeOf = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const createWebhookSender = (deps: { certificates: FakeCertificates; webhookId: string; certUrl: string; clock: Clock }) =>
  async (url: string, event: unknown, options: WebhookOptions = {}): Promise<WebhookDelivery> => {
    const body = Buffer.from(JSON.stringify(event));
    const transmissionId = options.transmissionId ?? randomUUID();
    const transmissionTime = transmissionTimeOf(options.transmissionTime ?? deps.clock.now());
    const signed = paypalSignedString(transmissionId, transmissionTime, options.webhookId ?? deps.webhookId, body);
    const signature = options.signWithOtherKey ? deps.certificates.signWithOtherKey(signed) : deps.certificates.sign(signed);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'PayPal/AUHD-214.0-fake',
        'PAYPAL-TRANSMISSION-ID': transmissionId,
        'PAYPAL-TRANSMISSION-TIME': transmissionTime,
        'PAYPAL-TRANSMISSION-SIG': signature,
        'PAYPAL-CERT-URL': options.certUrl ?? deps.certUrl,
        'PAYPAL-AUTH-ALGO': options.authAlgo ?? 'SHA256withRSA',
      },
      body: options.tamper ? tampered(body) : body,
    });
    return { status: response.status, body: await response.text() };
  };
