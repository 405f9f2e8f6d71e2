import type {
  BodyOf,
  changePassword as changePasswordCall,
  requestPasswordReset as requestPasswordResetCall,
  resetPassword as resetPasswordCall,
} from '../../../contract/index.ts';
import { fail } from './messages.ts';
import type { SignedIn } from '../domain/signed-in.ts';
import { findById, lower } from './account.ts';
import { checkNewPassword } from './account-rules.ts';
import { consumeMailToken, mailWithToken, tokenProblem } from './mail-token.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assertMailAllowed, rateKey, refundHits, takeMailHit } from '../runtime/rate-limit.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { revokeSessions } from './session.ts';
import { takePasswordCheck } from './sign-in.ts';
import { hashToken } from './tokens.ts';

/** The password's life after sign-up: a reset by mail when it is forgotten, a change when it is known. */

/**
 * Mails a reset link when the username and the address belong to one account. Only the newest link
 * works: asking again retires the earlier ones.
 */
export const requestPasswordReset = async (rt: Runtime, input: BodyOf<typeof requestPasswordResetCall>) => {
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
export const resetPassword = async (rt: Runtime, input: BodyOf<typeof resetPasswordCall>) => {
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
  input: BodyOf<typeof changePasswordCall>,
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
