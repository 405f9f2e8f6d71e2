import type { Database } from '../db/database.ts';
import type { SignedIn } from '../domain/signed-in.ts';
import { TOKEN_LIFETIME, hashToken, newToken } from './tokens.ts';
import type { Runtime } from '../runtime/runtime.ts';

/** Signs a user in: a new bearer token, good for 7 days. Only its hash is stored. */
export const createSession = async ({ db, clock }: Pick<Runtime, 'db' | 'clock'>, userId: number) => {
  const now = clock.now();
  const token = newToken();
  await db.deleteFrom('session').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
  await db
    .insertInto('session')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: new Date(now.getTime() + TOKEN_LIFETIME.session), created_at: now })
    .execute();
  return token;
};

/** The session a bearer token stands for, unless it is unknown, expired or revoked. */
export const findSession = async ({ db, clock }: Pick<Runtime, 'db' | 'clock'>, token: string): Promise<SignedIn | undefined> => {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('session')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', clock.now())
    .executeTakeFirst();
  return row && { userId: row.user_id, tokenHash };
};

/** Signs the user out everywhere, except the session `keep` when given. */
export const revokeSessions = (db: Database, userId: number, keep?: string) => {
  let query = db.deleteFrom('session').where('user_id', '=', userId);
  if (keep) query = query.where('token_hash', '!=', keep);
  return query.execute();
};

/** Signs out the one session whose token hashes to `tokenHash`: its token is refused from now on. */
export const endSession = (db: Database, tokenHash: string) => db.deleteFrom('session').where('token_hash', '=', tokenHash).execute();
