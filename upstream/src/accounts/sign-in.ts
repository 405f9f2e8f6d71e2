import type { BodyOf, signIn as signInCall } from '../../../contract/index.ts';
import { fail } from './messages.ts';
import { findByLogin, lower, toUser } from './account.ts';
import { consumeCaptcha } from './captcha.ts';
import { decoyHash, verifyPassword } from './password.ts';
import { clearHits, LIMITS, rateKey, refundHits, takeHits } from '../runtime/rate-limit.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { createSession } from './session.ts';

/**
 * Counts one password check against the account (atomically: of simultaneous callers, only those the limit lets
 * through are counted and checked); a refusal is 429 with the seconds to wait.
 */
export const takePasswordCheck = async (rt: Runtime, accountKey: string, now: Date) => {
  const taken = await takeHits(rt.db, now, [{ key: accountKey, limit: LIMITS.signInAccount }]);
  if (!taken.ok) throw fail(429, 'signInSlowed', { seconds: taken.seconds }, { retryAfterSeconds: taken.seconds });
  return taken.ids;
};

/**
 * Signs in by username or email address. Unverified accounts may sign in. A wrong name and a wrong password get
 * the same message. In this order, each step counted before it is done so that simultaneous attempts cannot
 * slip past a limit:
 * 1. the caller's address: every attempt counts, and an attempt that signs in is taken back; past the limit, 429;
 * 2. the captcha, before the account is looked at, so a made-up or wrong one costs only the caller's address;
 * 3. the account: a password check counts against it; past its free checks, further ones are spaced by a
 *    growing delay (429 with the seconds, and a new captcha is needed), never refused for the whole window,
 *    so strangers can slow the owner's sign-in but cannot stop it. Signing in clears the account's count.
 */
export const signIn = async (rt: Runtime, input: BodyOf<typeof signInCall>, ip: string) => {
  const now = rt.clock.now();
  const byAddress = await takeHits(rt.db, now, [{ key: rateKey.signInIp(ip), limit: LIMITS.signInFailures }]);
  if (!byAddress.ok) throw fail(429, 'tooManySignIns', { minutes: Math.ceil(byAddress.seconds / 60) }, { retryAfterSeconds: byAddress.seconds });
  await consumeCaptcha(rt, input.uuid, input.code);
  const user = await findByLogin(rt.db, input.username);
  const accountKey = rateKey.signInAccount(user?.id ?? lower(input.username));
  await takePasswordCheck(rt, accountKey, now);
  const matches = await verifyPassword(input.password, user ? { hash: user.password_hash, salt: user.password_salt } : decoyHash);
  if (!user || !matches) throw fail(400, 'signInFailed');
  await refundHits(rt.db, byAddress.ids);
  await clearHits(rt.db, accountKey);
  return { token: await createSession(rt, user.id), user: toUser(user) };
};

