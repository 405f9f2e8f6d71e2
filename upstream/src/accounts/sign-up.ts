import type { BodyOf, signUp as signUpCall } from '../../../contract/index.ts';
import type { Locale } from '../domain/locale.ts';
import { fail } from './messages.ts';
import type { Mail } from '../mail/mailer.ts';
import { findById, lower } from './account.ts';
import { checkEmail, checkNewPassword, checkUsername } from './account-rules.ts';
import { consumeCaptcha } from './captcha.ts';
import { consumeMailToken, mailWithToken, tokenProblem } from './mail-token.ts';
import { hashPassword } from './password.ts';
import { assertMailAllowed, LIMITS, rateKey, takeHits, takeMailHit, tryMailHit } from '../runtime/rate-limit.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { hashToken, newApiKey } from './tokens.ts';

/** Signing up: the new account, its activation mail, and activating it. */

/** Postgres unique violation on the case-insensitive username or email index → the matching message. */
const duplicateOf = (error: unknown) => {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  if (code !== '23505') return undefined;
  const which = `${constraint ?? ''} ${message ?? ''}`;
  if (which.includes('user_username_ci')) return fail(400, 'usernameTaken');
  if (which.includes('user_email_ci')) return fail(400, 'emailTaken');
  return undefined;
};

/**
 * Creates an unverified account with an API key and mails the activation link, all in one transaction
 * (user, token, outbox). The captcha is checked first and used up whatever happens next.
 */
export const signUp = async (rt: Runtime, input: BodyOf<typeof signUpCall>, locale: Locale) => {
  await consumeCaptcha(rt, input.uuid, input.code);
  const username = input.username.trim();
  const email = input.email.trim();
  checkUsername(username);
  checkEmail(email);
  checkNewPassword(input.password, input.confirmPassword);
  const taken = await rt.db
    .selectFrom('user')
    .select((eb) => [eb(eb.fn('lower', ['username']), '=', lower(username)).as('same_name')])
    .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', lower(username)), eb(eb.fn('lower', ['email']), '=', lower(email))]))
    .execute();
  if (taken.some((row) => row.same_name)) throw fail(400, 'usernameTaken');
  if (taken.length > 0) throw fail(400, 'emailTaken');
  await assertMailAllowed(rt, email);

  const now = rt.clock.now();
  const password = await hashPassword(input.password);
  let created: { id: number; mail: Mail };
  try {
    created = await rt.db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('user')
        .values({ username, email, password_hash: password.hash, password_salt: password.salt, api_key: newApiKey(), status: 0, locale, created_at: now })
        .returning(['id', 'username', 'email', 'locale'])
        .executeTakeFirstOrThrow();
      const { row, mail } = mailWithToken(rt, user, 'activate');
      await trx.insertInto('mail_token').values(row).execute();
      await rt.mailer.store(trx, mail);
      await takeMailHit(trx, now, email);
      return { id: user.id, mail };
    });
  } catch (error) {
    throw duplicateOf(error) ?? error;
  }
  await rt.mailer.deliver(created.mail);
  return { id: created.id };
};

/** Verifies the email address: the token from the activation mail, once, within 48 hours. */
export const activate = async (rt: Runtime, token: string) => {
  const now = rt.clock.now();
  const tokenHash = hashToken(token.trim());
  const done = await rt.db.transaction().execute(async (trx) => {
    const userId = await consumeMailToken(trx, tokenHash, 'activate', now);
    if (userId === undefined) return false;
    await trx.updateTable('user').set({ status: 1 }).where('id', '=', userId).execute();
    return true;
  });
  if (!done) throw (await tokenProblem(rt, tokenHash, 'activate')) ?? fail(400, 'activationInvalid');
  return null;
};

/**
 * A new activation mail for an unverified account. The answer is the same for an unknown, a verified and an
 * unverified id, and whether the address's mail limits let the mail go (only the caller's own limit is told):
 * anything else would let a visitor find out which ids exist and which are verified.
 */
export const resendActivation = async (rt: Runtime, id: number, ip: string) => {
  const now = rt.clock.now();
  const taken = await takeHits(rt.db, now, [{ key: rateKey.resendActivationIp(ip), limit: LIMITS.resendActivation }]);
  if (!taken.ok) throw fail(429, 'tooManyActivationMails', { minutes: Math.ceil(taken.seconds / 60) }, { retryAfterSeconds: taken.seconds });
  const user = await findById(rt.db, id);
  if (!user || user.status === 1) return null;
  const { row, mail } = mailWithToken(rt, user, 'activate');
  const sent = await rt.db.transaction().execute(async (trx) => {
    if (!(await tryMailHit(trx, now, user.email))) return false;
    await trx.insertInto('mail_token').values(row).execute();
    await rt.mailer.store(trx, mail);
    return true;
  });
  // Not awaited: an SMTP round trip would make this answer slower than the others (deliver logs its own failures).
  if (sent) void rt.mailer.deliver(mail);
  return null;
};

