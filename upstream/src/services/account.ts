import type { Selectable } from 'kysely';
import type { User } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { MailTokenPurpose, UserTable } from '../db/tables.ts';
import type { SignedIn } from '../domain/signed-in.ts';
import type { Locale } from '../domain/locale.ts';
import { fail } from '../domain/messages.ts';
import type { Mail } from '../mail/mailer.ts';
import { activationMail, passwordResetMail } from '../mail/templates.ts';
import { checkEmail, checkNewPassword, checkUsername } from './account-rules.ts';
import { consumeCaptcha } from './captcha.ts';
import { HOUR } from './clock.ts';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';
import { assertMailAllowed, clearHits, LIMITS, rateKey, refundHits, takeHits, takeMailHit, tryMailHit } from './rate-limit.ts';
import type { Runtime } from './runtime.ts';
import { createSession, revokeSessions } from './session.ts';
import { hashToken, newApiKey, newToken, TOKEN_LIFETIME } from './tokens.ts';

type UserRow = Selectable<UserTable>;

export const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  email: row.email,
  name: row.name,
  country: row.country,
  key: row.api_key,
  status: row.status,
  created_at: row.created_at.toISOString(),
});

const lower = (text: string) => text.trim().toLowerCase();

/** The user whose username or email address (either, ignoring case) is `login`. */
const findByLogin = (db: Database, login: string) =>
  db
    .selectFrom('user')
    .selectAll()
    .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', lower(login)), eb(eb.fn('lower', ['email']), '=', lower(login))]))
    .executeTakeFirst();

const findById = (db: Database, id: number) => db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();

/** The site (by language) that mail links open. */
const siteOrigin = (rt: Runtime, locale: Locale) => (locale === 'en' ? rt.config.SITE_ORIGIN_EN : rt.config.SITE_ORIGIN_ZH).replace(/\/+$/, '');

const hoursOf = (ms: number) => Math.round(ms / HOUR);

/** A mail token for `user`, and the mail that carries its link. */
const mailWithToken = (rt: Runtime, user: Pick<UserRow, 'id' | 'username' | 'email' | 'locale'>, purpose: MailTokenPurpose) => {
  const now = rt.clock.now();
  const token = newToken();
  const lifetime = TOKEN_LIFETIME[purpose];
  const path = purpose === 'activate' ? '/activate/result' : '/password/reset';
  const link = `${siteOrigin(rt, user.locale)}${path}?token=${encodeURIComponent(token)}`;
  const compose = purpose === 'activate' ? activationMail : passwordResetMail;
  return {
    row: { token_hash: hashToken(token), user_id: user.id, purpose, expires_at: new Date(now.getTime() + lifetime), created_at: now },
    mail: compose({ to: user.email, username: user.username, locale: user.locale, link, hours: hoursOf(lifetime) }),
  };
};

/** Postgres unique violation on the case-insensitive username or email index → the matching message. */
const duplicateOf = (error: unknown) => {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  if (code !== '23505') return undefined;
  const which = `${constraint ?? ''} ${message ?? ''}`;
  if (which.includes('user_username_ci')) return fail(400, 'usernameTaken');
  if (which.includes('user_email_ci')) return fail(400, 'emailTaken');
  return undefined;
};

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  code: string;
  uuid: string;
}

/**
 * Creates an unverified account with an API key and mails the activation link, all in one transaction
 * (user, token, outbox). The captcha is checked first and used up whatever happens next.
 */
export const signUp = async (rt: Runtime, input: SignUpInput, locale: Locale) => {
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

/** Why a mail token cannot be used: unknown, used or expired. */
const tokenProblem = async (rt: Runtime, tokenHash: string, purpose: MailTokenPurpose) => {
  const row = await rt.db
    .selectFrom('mail_token')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  const activate = purpose === 'activate';
  if (!row) return fail(400, activate ? 'activationInvalid' : 'resetInvalid');
  if (row.used_at) return fail(400, activate ? 'activationUsed' : 'resetUsed');
  if (row.expires_at.getTime() <= rt.clock.now().getTime()) return fail(400, activate ? 'activationExpired' : 'resetExpired');
  return undefined;
};

/** Uses up a mail token in the transaction; the user it belongs to, or undefined when it cannot be used. */
const consumeMailToken = async (trx: Database, tokenHash: string, purpose: MailTokenPurpose, now: Date) =>
  (
    await trx
      .updateTable('mail_token')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst()
  )?.user_id;

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

export interface SignInInput {
  username: string;
  password: string;
  code: string;
  uuid: string;
}

/**
 * Counts one password check against the account (atomically: of simultaneous callers, only those the limit lets
 * through are counted and checked); a refusal is 429 with the seconds to wait.
 */
const takePasswordCheck = async (rt: Runtime, accountKey: string, now: Date) => {
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
export const signIn = async (rt: Runtime, input: SignInInput, ip: string) => {
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

export const userInfo = async (rt: Runtime, { userId }: SignedIn) => {
  const user = await findById(rt.db, userId);
  if (!user) throw fail(401, 'sessionExpired');
  return toUser(user);
};

export const refreshApiKey = async (rt: Runtime, { userId }: SignedIn) => {
  const row = await rt.db.updateTable('user').set({ api_key: newApiKey() }).where('id', '=', userId).returning('api_key').executeTakeFirstOrThrow();
  return { key: row.api_key };
};

/**
 * Mails a reset link when the username and the address belong to one account. Only the newest link
 * works: asking again retires the earlier ones.
 */
export const requestPasswordReset = async (rt: Runtime, input: { username: string; email: string }) => {
  const user = await rt.db
    .selectFrom('user')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', lower(input.username)))
    .where((eb) => eb(eb.fn('lower', ['email']), '=', lower(input.email)))
    .executeTakeFirst();
  if (!user) throw fail(400, 'resetMismatch');
  await assertMailAllowed(rt, user.email);
  const now = rt.clock.now();
  const { row, mail } = mailWithToken(rt, user, 'reset');
  await rt.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('mail_token')
      .set({ used_at: now })
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'reset')
      .where('used_at', 'is', null)
      .execute();
    await trx.insertInto('mail_token').values(row).execute();
    await rt.mailer.store(trx, mail);
    await takeMailHit(trx, now, user.email);
  });
  await rt.mailer.deliver(mail);
  return null;
};

/** Sets a new password with the reset mail's token (once, within an hour) and signs the user out everywhere. */
export const resetPassword = async (rt: Runtime, input: { token: string; password: string; confirmPassword: string }) => {
  const tokenHash = hashToken(input.token.trim());
  const problem = await tokenProblem(rt, tokenHash, 'reset');
  if (problem) throw problem;
  checkNewPassword(input.password, input.confirmPassword);
  const password = await hashPassword(input.password);
  const now = rt.clock.now();
  const done = await rt.db.transaction().execute(async (trx) => {
    const userId = await consumeMailToken(trx, tokenHash, 'reset', now);
    if (userId === undefined) return false;
    await trx.updateTable('user').set({ password_hash: password.hash, password_salt: password.salt }).where('id', '=', userId).execute();
    await revokeSessions(trx, userId);
    return true;
  });
  if (!done) throw (await tokenProblem(rt, tokenHash, 'reset')) ?? fail(400, 'resetInvalid');
  return null;
};

/**
 * Changes the signed-in user's password given the current one. Wrong current passwords count like
 * failed sign-ins. Other sessions are signed out; this one stays.
 */
export const changePassword = async (
  rt: Runtime,
  signedIn: SignedIn,
  input: { password: string; newPassword: string; confirmNewPassword: string },
) => {
  const user = await findById(rt.db, signedIn.userId);
  if (!user) throw fail(401, 'sessionExpired');
  const check = await takePasswordCheck(rt, rateKey.signInAccount(user.id), rt.clock.now());
  if (!(await verifyPassword(input.password, { hash: user.password_hash, salt: user.password_salt }))) throw fail(400, 'currentPasswordWrong');
  await refundHits(rt.db, check);
  checkNewPassword(input.newPassword, input.confirmNewPassword);
  if (input.newPassword === input.password) throw fail(400, 'newPasswordSame');
  const password = await hashPassword(input.newPassword);
  await rt.db.transaction().execute(async (trx) => {
    await trx.updateTable('user').set({ password_hash: password.hash, password_salt: password.salt }).where('id', '=', user.id).execute();
    await revokeSessions(trx, user.id, signedIn.tokenHash);
  });
  return null;
};
