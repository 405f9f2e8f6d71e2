import type { Database } from '../db/database.ts';
import { MINUTE, type Clock } from '../domain/clock.ts';
import { takeHits, type Gate, type Limit } from '../runtime/rate-limit.ts';
import { fail, type MessageKey } from './messages.ts';

/**
 * The desktop client's limits (issue #34: a team of a hundred machines behind one company address starts and
 * validates together). A known licence's own checks count against that licence, never against the address, so
 * machines behind one address do not share an allowance; only what looks like guessing counts against the address
 * (an unknown activation code, a licence id and MID never bound together, a file that is not the site's or not current,
 * a code used on another machine). So a stranger's guesses use up only their own address's allowance, never a real
 * machine's, and a hammered licence is limited alone.
 */
export const CLIENT_LIMITS = {
  /** failed checks (guesses), per address */
  address: { limit: 60, windowMs: 10 * MINUTE },
  /** activations of one code, from any address */
  code: { limit: 10, windowMs: 10 * MINUTE },
  /** checks and releases of one known licence by a machine it was bound to, from any address */
  license: { limit: 30, windowMs: 10 * MINUTE },
  /** the revocation list, per address: the same public list for everyone, fetched by each machine as it starts */
  revocations: { limit: 300, windowMs: 10 * MINUTE },
} as const satisfies Record<string, Limit>;

type ClientLimit = keyof typeof CLIENT_LIMITS;

const refusals: Record<ClientLimit, MessageKey> = {
  address: 'clientTooManyFromAddress',
  code: 'clientTooManyForCode',
  license: 'clientTooManyForLicense',
  revocations: 'clientTooManyFromAddress',
};

export const clientKey = {
  guessIp: (ip: string) => `client:ip:${ip}`,
  code: (code: string) => `client:code:${code}`,
  license: (licenseId: number) => `client:license:${licenseId}`,
  revocationsIp: (ip: string) => `client:revocations:ip:${ip}`,
};

type Rt = { db: Database; clock: Clock };

/** Counts one request under the named limit, or refuses with 429 and when to try again. */
export const limitClient = async (rt: Pick<Rt, 'db'>, now: Date, name: ClientLimit, key: string) => {
  const gate: Gate = { key, limit: CLIENT_LIMITS[name] };
  const taken = await takeHits(rt.db, now, [gate]);
  if (!taken.ok) throw fail(429, refusals[name], { seconds: taken.seconds }, { retryAfterSeconds: taken.seconds });
};

/**
 * A failed check (what a guess looks like) counts against the address; the answer is `refusal`, or 429 once the
 * address has failed too often, the same whatever was guessed.
 */
export const failedCheck = async (rt: Pick<Rt, 'db'>, now: Date, ip: string, refusal: Error): Promise<never> => {
  await limitClient(rt, now, 'address', clientKey.guessIp(ip));
  throw refusal;
};
