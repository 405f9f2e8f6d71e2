import type { Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { MailTokenPurpose, UserTable } from '../db/tables.ts';
import { fail } from './messages.ts';
import { activationMail, passwordResetMail } from './account-mails.ts';
import { HOUR } from '../domain/clock.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { hashToken, newToken, TOKEN_LIFETIME } from './tokens.ts';

/** Single-use mail tokens: the links of the activation and password reset mails. */

const hoursOf = (ms: number) => Math.round(ms / HOUR);

/** A mail token for `user`, and the mail that carries its link. */
export const mailWithToken = (rt: Runtime, user: Pick<Selectable<UserTable>, 'id' | 'username' | 'email' | 'locale'>, purpose: MailTokenPurpose) => {
  const now = rt.clock.now();
  const token = newToken();
  const lifetime = TOKEN_LIFETIME[purpose];
  const path = purpose === 'activate' ? '/activate/result' : '/password/reset';
  const link = `${rt.siteOrigin(user.locale)}${path}?token=${encodeURIComponent(token)}`;
  const compose = purpose === 'activate' ? activationMail : passwordResetMail;
  return {
    row: { token_hash: hashToken(token), user_id: user.id, purpose, expires_at: new Date(now.getTime() + lifetime), created_at: now },
    mail: compose({ to: user.email, username: user.username, locale: user.locale, link, hours: hoursOf(lifetime) }),
  };
};

/** Why a mail token cannot be used: unknown, used or expired. */
export const tokenProblem = async (rt: Runtime, tokenHash: string, purpose: MailTokenPurpose) => {
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
export const consumeMailToken = async (trx: Database, tokenHash: string, purpose: MailTokenPurpose, now: Date) =>
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

