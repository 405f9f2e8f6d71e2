import type { Database } from '../db/database.ts';
import { MINUTE, type Clock } from '../domain/clock.ts';
import { notificationOf } from './sandbox-messages.ts';

/** Delays of the notification attempts, in ms (a real provider retries for hours). */
export const DEFAULT_NOTIFY_DELAYS = [150, 1000, 3000, 10_000, 30_000, 5 * MINUTE, 30 * MINUTE];
/** How long one attempt may take before another copy takes the notification as abandoned. */
const ATTEMPT_LEASE = MINUTE;

export interface NotifierOptions {
  db: Database;
  notifyDelays: number[];
  clock: Clock;
}

/**
 * The sending of the notifications of approved QR payments: each is posted until the upstream answers "success" or
 * the attempts run out. Its schedule is kept on the payment's row, not only in this process: each attempt is claimed
 * in one statement (the attempt count moves on, and the row is not due again for ATTEMPT_LEASE), so when the process
 * that approved the payment dies, another copy's scheduled job (`retryDue`) sends what is left, once.
 */
export const createNotifier = ({ db, notifyDelays, clock }: NotifierOptions) => {
  /** Claims the attempt: `expected` is the attempt this process's timer is for; without it, any attempt that is due. */
  const claim = (paymentId: string, expected?: number) => {
    const now = clock.now();
    let claimed = db
      .updateTable('sandbox_payment')
      .set((eb) => ({ notify_attempts: eb('notify_attempts', '+', 1), notify_next_at: new Date(now.getTime() + ATTEMPT_LEASE) }))
      .where('id', '=', paymentId)
      .where('notified_at', 'is', null)
      .where('notify_next_at', 'is not', null)
      .where('notify_attempts', '<', notifyDelays.length);
    claimed = expected === undefined ? claimed.where('notify_next_at', '<=', now) : claimed.where('notify_attempts', '=', expected);
    return claimed.returning(['notify_url', 'notify_attempts']).executeTakeFirst();
  };

  /** Posts the notification; answers whether the upstream took it. */
  const post = async (paymentId: string, notifyUrl: string) => {
    try {
      const body = await notificationOf(db, paymentId);
      const answer = await fetch(notifyUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return (await answer.text()).trim() === 'success';
    } catch {
      // the upstream is restarting or unreachable: try again later, as providers do
      return false;
    }
  };

  const attempt = async (paymentId: string, expected?: number) => {
    const row = await claim(paymentId, expected);
    if (!row?.notify_url) return;
    const delivered = await post(paymentId, row.notify_url);
    const next = row.notify_attempts < notifyDelays.length ? notifyDelays[row.notify_attempts] : undefined;
    await db
      .updateTable('sandbox_payment')
      .set(delivered ? { notified_at: clock.now(), notify_next_at: null } : { notify_next_at: next === undefined ? null : new Date(clock.now().getTime() + next) })
      .where('id', '=', paymentId)
      .execute();
    if (!delivered && next !== undefined) later(paymentId, row.notify_attempts, next);
  };

  /** This process's own timers for attempts (the quick retries); the row's schedule outlives them. */
  const timers = new Set<NodeJS.Timeout>();
  const later = (paymentId: string, expected: number, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      attempt(paymentId, expected).catch((error: Error) => console.warn(`[sandbox] notification of ${paymentId}: ${error.message}`));
    }, ms).unref();
    timers.add(timer);
  };

  return {
    /** The first attempt of a payment just approved, after the first delay. */
    first: (paymentId: string) => later(paymentId, 0, notifyDelays[0]),
    /** Sends every notification that is due, whichever copy approved the payment (a scheduled job); answers how many were tried. */
    async retryDue() {
      const due = await db
        .selectFrom('sandbox_payment')
        .select('id')
        .where('notified_at', 'is', null)
        .where('notify_next_at', '<=', clock.now())
        .where('notify_attempts', '<', notifyDelays.length)
        .orderBy('notify_next_at')
        .limit(100)
        .execute();
      for (const { id } of due) await attempt(id);
      return due.length;
    },
    /** Stops this process's timers; what they were for stays due in the database. */
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
};
