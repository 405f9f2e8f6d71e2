import type { SignedIn } from '../domain/signed-in.ts';
import { fail } from './messages.ts';
import { toUser } from './account.ts';
import { SECOND } from '../domain/clock.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { createSession } from './session.ts';
import { hashToken, newToken } from './tokens.ts';

/** Long enough for the hidden frame to load the other site and redeem it, short enough to be useless when leaked. */
export const CROSS_LOGIN_CODE_LIFETIME = 60 * SECOND;

/**
 * A code for the signed-in caller's hidden frame on the other language's site. Only its hash is stored, with
 * the caller's session: signing that session out (or out everywhere) deletes the code with it.
 */
export const createCrossLoginCode = async ({ db, clock }: Pick<Runtime, 'db' | 'clock'>, signedIn: SignedIn) => {
  const now = clock.now();
  const code = newToken();
  const expiresAt = new Date(now.getTime() + CROSS_LOGIN_CODE_LIFETIME);
  await db.deleteFrom('cross_login_code').where('user_id', '=', signedIn.userId).where('expires_at', '<=', now).execute();
  await db
    .insertInto('cross_login_code')
    .values({ code_hash: hashToken(code), user_id: signedIn.userId, session_hash: signedIn.tokenHash, expires_at: expiresAt, created_at: now })
    .execute();
  return { code, expires_at: expiresAt.toISOString() };
};

/** Why a code cannot be redeemed: unknown (or its session ended), already used, or expired. */
const codeProblem = async ({ db, clock }: Pick<Runtime, 'db' | 'clock'>, codeHash: string) => {
  const row = await db.selectFrom('cross_login_code').select(['used_at', 'expires_at']).where('code_hash', '=', codeHash).executeTakeFirst();
  if (!row) return fail(400, 'crossLoginCodeInvalid');
  if (row.used_at) return fail(400, 'crossLoginCodeUsed');
  if (row.expires_at.getTime() <= clock.now().getTime()) return fail(400, 'crossLoginCodeExpired');
  return fail(400, 'crossLoginCodeInvalid');
};

/**
 * Trades a code for a new session of the user it was made for. Using it up is one conditional UPDATE, so two
 * redeemers racing for one code cannot both win.
 */
export const redeemCrossLoginCode = async (rt: Runtime, code: string) => {
  const now = rt.clock.now();
  const codeHash = hashToken(code.trim());
  const used = await rt.db
    .updateTable('cross_login_code')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (!used) throw await codeProblem(rt, codeHash);
  const user = await rt.db.selectFrom('user').selectAll().where('id', '=', used.user_id).executeTakeFirstOrThrow();
  return { token: await createSession(rt, user.id), user: toUser(user) };
};
