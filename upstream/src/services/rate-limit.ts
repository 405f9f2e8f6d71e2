import type { Database } from '../db/database.ts';
import { fail } from '../http/messages.ts';
import { DAY, HOUR, MINUTE, SECOND } from './clock.ts';
import type { Runtime } from './runtime.ts';

export interface Limit {
  /** at most this many hits… */
  limit: number;
  /** …within this many milliseconds */
  windowMs: number;
}

/** The rate limits. Hits live in the database, so the limits hold across upstream processes. */
export const LIMITS = {
  /** failed sign-ins (a wrong captcha, password or name), per IP and per account name */
  signInFailures: { limit: 10, windowMs: 15 * MINUTE },
  /** captchas issued, per IP */
  captcha: { limit: 60, windowMs: MINUTE },
  /** mails sent to one address: one a minute… */
  mailBurst: { limit: 1, windowMs: 60 * SECOND },
  /** …and ten an hour */
  mailHourly: { limit: 10, windowMs: HOUR },
} as const satisfies Record<string, Limit>;

export const rateKey = {
  signInIp: (ip: string) => `sign-in:ip:${ip}`,
  /** the account when the name is known, else the name as typed (lower case) */
  signInAccount: (account: number | string) => `sign-in:account:${typeof account === 'number' ? `#${account}` : account.toLowerCase()}`,
  captchaIp: (ip: string) => `captcha:ip:${ip}`,
  mail: (address: string) => `mail:${address.trim().toLowerCase()}`,
};

/** Seconds until one more hit under `key` fits the limit; 0 when it fits now. */
export const secondsUntilAllowed = async ({ db, clock }: Pick<Runtime, 'db' | 'clock'>, key: string, { limit, windowMs }: Limit) => {
  const now = clock.now();
  const hits = await db
    .selectFrom('rate_limit_hit')
    .select('at')
    .where('key', '=', key)
    .where('at', '>', new Date(now.getTime() - windowMs))
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
  if (hits.length < limit) return 0;
  const oldest = hits[hits.length - 1].at.getTime();
  return Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
};

let lastSweep = 0;

/** Counts one hit under each key (inside the caller's transaction when given one). */
export const recordHits = async (db: Database, now: Date, ...keys: string[]) => {
  if (keys.length === 0) return;
  await db.insertInto('rate_limit_hit').values(keys.map((key) => ({ key, at: now }))).execute();
  // Hits older than any window count for nothing; forget them now and then.
  if (now.getTime() - lastSweep > MINUTE) {
    lastSweep = now.getTime();
    await db.deleteFrom('rate_limit_hit').where('at', '<', new Date(now.getTime() - DAY)).execute();
  }
};

export const clearHits = (db: Database, key: string) => db.deleteFrom('rate_limit_hit').where('key', '=', key).execute();

/** Refuses with 429 when one more mail to this address would pass either mail limit. */
export const assertMailAllowed = async (rt: Pick<Runtime, 'db' | 'clock'>, address: string) => {
  const key = rateKey.mail(address);
  const hourly = await secondsUntilAllowed(rt, key, LIMITS.mailHourly);
  if (hourly > 0) throw fail(429, 'mailTooMany', { minutes: Math.ceil(hourly / 60) }, { retryAfterSeconds: hourly });
  const burst = await secondsUntilAllowed(rt, key, LIMITS.mailBurst);
  if (burst > 0) throw fail(429, 'mailTooSoon', { seconds: burst }, { retryAfterSeconds: burst });
};
