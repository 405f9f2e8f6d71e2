import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { systemClock, type Clock } from '../domain/clock.ts';
import { notificationOf, returnUrlOf, sandboxSecret } from './sandbox-messages.ts';
import { createNotifier, DEFAULT_NOTIFY_DELAYS } from './sandbox-notifier.ts';
import { findPayment, markApproved, markDeclined } from './sandbox-payments.ts';
import { sandboxProvider } from './sandbox-provider.ts';

/**
 * The built-in sandbox provider: it plays PayPal (a checkout page, then the browser is sent back with
 * signed return parameters) and Alipay / WeChat Pay (a QR code that opens the same checkout page; once
 * approved, a signed notification is posted to the upstream, retried until it answers "success", and the
 * status can be queried). Its records are its own table, as a real provider's are on its servers.
 *
 * Its parts: the records (sandbox-payments.ts), what it signs (sandbox-messages.ts), the sending of notifications
 * (sandbox-notifier.ts), the provider the upstream's payments use (sandbox-provider.ts) and the checkout page
 * (sandbox-checkout-page.ts, served by sandbox-routes.ts).
 */
export interface SandboxOptions {
  db: Database;
  /** where browsers reach the upstream (the sandbox pages live under its /sandbox/) */
  publicOrigin: () => string;
  /** delays of the notification attempts, in ms (a real provider retries for hours) */
  notifyDelays?: number[];
  /** the time the notification schedule is kept in (tests move a manual clock) */
  clock?: Clock;
}

export const createSandbox = ({ db, publicOrigin, notifyDelays = DEFAULT_NOTIFY_DELAYS, clock = systemClock }: SandboxOptions) => {
  const notifier = createNotifier({ db, notifyDelays, clock });
  let verificationSecret: string | undefined;

  return {
    provider: sandboxProvider({ db, publicOrigin, verificationSecret: () => verificationSecret }),
    /** Loads the signing key once, so notifications verify without a database round trip. */
    async ready() {
      verificationSecret = await sandboxSecret(db);
    },
    /** The payment the checkout page shows. */
    checkout: (paymentId: string) => findPayment(db, paymentId),
    /**
     * The buyer approves on the sandbox page. PayPal: answers where the browser goes back to. Alipay /
     * WeChat Pay: the upstream is notified (unless `notify` is false, to play a lost notification).
     */
    async approve(paymentId: string, { notify: sendNotification = true } = {}) {
      const tradeNo = `SBX${Date.now()}${randomBytes(3).toString('hex').toUpperCase()}`;
      const row = await markApproved(db, paymentId, tradeNo, sendNotification ? clock.now() : null);
      const current = row ?? (await findPayment(db, paymentId));
      if (!current) return null;
      if (current.method === 'paypal') return returnUrlOf(db, current);
      if (row && sendNotification && row.notify_url) notifier.first(row.id);
      return null;
    },
    /** The buyer declines: PayPal answers where the browser goes back to (with success=false). */
    async decline(paymentId: string) {
      const current = (await markDeclined(db, paymentId)) ?? (await findPayment(db, paymentId));
      if (!current || current.method !== 'paypal') return null;
      return returnUrlOf(db, current);
    },
    notificationOf: (paymentId: string) => notificationOf(db, paymentId),
    /** Stops this process's timers (the upstream is closing); what they were for stays due in the database. */
    close: () => notifier.close(),
    /** Sends every notification that is due, whichever copy approved the payment (a scheduled job); answers how many were tried. */
    retryNotifications: () => notifier.retryDue(),
  };
};

export type Sandbox = ReturnType<typeof createSandbox>;
