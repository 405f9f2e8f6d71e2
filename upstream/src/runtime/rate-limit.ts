import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Tables } from '../db/tables.ts';
import { fail } from '../domain/messages.ts';
import { DAY, HOUR, MINUTE, SECOND } from '../domain/clock.ts';
import type { Runtime } from './runtime.ts';

export interface Limit {
  /** at most this many hits… */
  limit: number;
  /** …within this many milliseconds */
  windowMs: number;
  /**
   * Past `limit`, slow down instead of refusing until the window ends: one more hit is allowed once this long has
   * passed since the newest, the delay doubling with each hit past the limit up to `maxMs`.
   */
  backoff?: { firstMs: number; maxMs: number };
}

/** The rate limits. Hits live in the database, so the limits hold across upstream processes. */
export const LIMITS = {
  /** sign-in attempts that did not sign in (a wrong captcha, password or name), per caller address */
  signInFailures: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * password checks that failed, per account (or per name as typed when no account has it): ten freely, then one
   * each 1 s, 2 s, 4 s … at most a minute after the last, so guessing slows while the owner is never locked out
   */
  signInAccount: { limit: 10, windowMs: 15 * MINUTE, backoff: { firstMs: SECOND, maxMs: MINUTE } },
  /** captchas issued, per IP */
  captcha: { limit: 60, windowMs: MINUTE },
  /** mails sent to one address: one a minute… */
  mailBurst: { limit: 1, windowMs: 60 * SECOND },
  /** …and ten an hour */
  mailHourly: { limit: 10, windowMs: HOUR },
  /** activation mails asked for, per caller address (whatever the id, so the answer tells nothing about it) */
  resendActivation: { limit: 5, windowMs: 15 * MINUTE },
  /** license files mailed, per account */
  licenseMail: { limit: 20, windowMs: HOUR },
  /** team invitations sent, per inviting account (each address also has the mail limits of every mail) */
  teamInvite: { limit: 20, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

export const rateKey = {
  signInIp: (ip: string) => `sign-in:ip:${ip}`,
  /** the account when the name is known, else the name as typed (lower case) */
  signInAccount: (account: number | string) => `sign-in:account:${typeof account === 'number' ? `#${account}` : account.toLowerCase()}`,
  captchaIp: (ip: string) => `captcha:ip:${ip}`,
  mail: (address: string) => `mail:${address.trim().toLowerCase()}`,
  resendActivationIp: (ip: string) => `resend-activation:ip:${ip}`,
  licenseMail: (userId: number) => `license-mail:#${userId}`,
  teamInvite: (userId: number) => `team-invite:#${userId}`,
};

/** The milliseconds until one more hit fits `limit`, given the times of the key's hits in its window, newest first. */
const waitMs = (times: number[], now: number, { limit, windowMs, backoff }: Limit) => {
  if (times.length < limit) return 0;
  if (!backoff) return times[limit - 1] + windowMs - now;
  const delay = Math.min(backoff.maxMs, backoff.firstMs * 2 ** (times.length - limit));
  return times[0] + delay - now;
};

const toSeconds = (ms: number) => (ms > 0 ? Math.max(1, Math.ceil(ms / SECOND)) : 0);

/** Enough of a key's newest hits to decide every limit (a backoff past 2^32 times its first delay is at its maximum). */
const hitsNeeded = ({ limit, backoff }: Limit) => limit + (backoff ? 32 : 0);

const hitTimes = async (db: Database, key: string, now: Date, limit: Limit) =>
  (
    await db
      .selectFrom('rate_limit_hit')
      .select('at')
      .where('key', '=', key)
      .where('at', '>', new Date(now.getTime() - limit.windowMs))
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(hitsNeeded(limit))
      .execute()
  ).map((hit) => hit.at.getTime());

/** Seconds until one more hit under `key` fits the limit; 0 when it fits now. Only a look: see `takeHits` to count. */
export const secondsUntilAllowed = async ({ db, clock }: Pick<Runtime, 'db' | 'clock'>, key: string, limit: Limit) => {
  const now = clock.now();
  return toSeconds(waitMs(await hitTimes(db, key, now, limit), now.getTime(), limit));
};

let lastSweep = 0;

/** Counts one hit under each key (inside the caller's transaction when given one). */
export const recordHits = async (db: Database, now: Date, ...keys: string[]) => {
  if (keys.length === 0) return [];
  const ids = await db
    .insertInto('rate_limit_hit')
    .values(keys.map((key) => ({ key, at: now })))
    .returning('id')
    .execute();
  return ids.map((row) => row.id);
};

/**
 * Hits older than any window count for nothing; forget them now and then. Run outside any transaction that holds
 * a key's lock, so a sweep never waits for (or deadlocks with) a request; a failed sweep is tried again later.
 */
const sweepNowAndThen = async (db: Database, now: Date) => {
  if (now.getTime() - lastSweep <= MINUTE) return;
  lastSweep = now.getTime();
  await db
    .deleteFrom('rate_limit_hit')
    .where('at', '<', new Date(now.getTime() - DAY))
    .execute()
    .catch(() => {
      lastSweep = 0;
    });
};

export const clearHits = (db: Database, key: string) => db.deleteFrom('rate_limit_hit').where('key', '=', key).execute();

/** Takes back hits counted by `takeHits` (an attempt that turned out fine). */
export const refundHits = async (db: Database, ids: number[]) => {
  if (ids.length > 0) await db.deleteFrom('rate_limit_hit').where('id', 'in', ids).execute();
};

/** One limit on one key; a key may have several gates (a burst and an hourly limit), it then counts one hit. */
export interface Gate {
  key: string;
  limit: Limit;
}

export type Taken = { ok: true; ids: number[] } | { ok: false; gate: Gate; seconds: number };

/**
 * Check and count as one step: inside the transaction, each key is locked (a transaction-scoped advisory lock, in
 * a fixed order so two callers cannot deadlock), its hits are read and, when one more fits every gate, one hit is
 * counted under each key before the lock is let go at commit. So N simultaneous callers cannot all see room for
 * one: the second waits for the first's commit and then sees its hit. Nothing is counted when a gate refuses.
 */
export const takeHitsIn = async (trx: Transaction<Tables>, now: Date, gates: Gate[]): Promise<Taken> => {
  const keys = [...new Set(gates.map((gate) => gate.key))].sort();
  for (const key of keys) await sql`select pg_advisory_xact_lock(hashtext(${`rate:${key}`}))`.execute(trx);
  for (const gate of gates) {
    const seconds = toSeconds(waitMs(await hitTimes(trx, gate.key, now, gate.limit), now.getTime(), gate.limit));
    if (seconds > 0) return { ok: false, gate, seconds };
  }
  return { ok: true, ids: await recordHits(trx, now, ...keys) };
};

/** `takeHitsIn` in a transaction of its own. */
export const takeHits = async (db: Database, now: Date, gates: Gate[]) => {
  const taken = await db.transaction().execute((trx) => takeHitsIn(trx, now, gates));
  await sweepNowAndThen(db, now);
  return taken;
};

/** The limits of mail to one address; without the burst for mails asked for one by one on purpose (license files). */
const mailGates = (address: string, burst = true): Gate[] => [
  { key: rateKey.mail(address), limit: LIMITS.mailHourly },
  ...(burst ? [{ key: rateKey.mail(address), limit: LIMITS.mailBurst }] : []),
];

/** The 429 of a refused mail gate: the hourly limit in minutes, the burst in seconds. */
const mailRefusal = (refused: Extract<Taken, { ok: false }>) =>
  refused.gate.limit === LIMITS.mailHourly
    ? fail(429, 'mailTooMany', { minutes: Math.ceil(refused.seconds / 60) }, { retryAfterSeconds: refused.seconds })
    : fail(429, 'mailTooSoon', { seconds: refused.seconds }, { retryAfterSeconds: refused.seconds });

/** Refuses with 429 when one more mail to this address would pass either mail limit (a look, nothing counted). */
export const assertMailAllowed = async (rt: Pick<Runtime, 'db' | 'clock'>, address: string) => {
  for (const gate of mailGates(address)) {
    const seconds = await secondsUntilAllowed(rt, gate.key, gate.limit);
    if (seconds > 0) throw mailRefusal({ ok: false, gate, seconds });
  }
};

export interface MailGateOptions {
  /** also the one-a-minute limit (default true) */
  burst?: boolean;
  /** more gates of the same mail (such as per account), each with its refusal */
  more?: { gate: Gate; refusal: (seconds: number) => Error }[];
}

/**
 * Counts one mail to `address` inside the transaction that stores the mail (or that does what the mail reports),
 * or throws the 429 when it would pass a mail limit, so that the transaction rolls back and nothing is done.
 */
export const takeMailHit = async (trx: Transaction<Tables>, now: Date, address: string, { burst = true, more = [] }: MailGateOptions = {}) => {
  const taken = await takeHitsIn(trx, now, [...more.map((m) => m.gate), ...mailGates(address, burst)]);
  if (taken.ok) return;
  const other = more.find((m) => m.gate === taken.gate);
  throw other ? other.refusal(taken.seconds) : mailRefusal(taken);
};

/** Whether one more mail to `address` fits, counting it when it does (for answers that must not tell either way). */
export const tryMailHit = async (trx: Transaction<Tables>, now: Date, address: string) => (await takeHitsIn(trx, now, mailGates(address))).ok;
