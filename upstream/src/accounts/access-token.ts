import { sql } from 'kysely';
import type { AccessToken, BodyOf, createAccessToken as createCall } from '../../../contract/index.ts';
import { ACCESS_TOKEN_MAX_ACTIVE, ACCESS_TOKEN_PREFIX } from '../../../contract/limits.ts';
import { DAY } from '../domain/clock.ts';
import { fail } from './messages.ts';
import { hashToken, newToken } from './tokens.ts';
import type { Runtime } from '../runtime/runtime.ts';

/**
 * Personal access tokens for publishing (issue #19). A token is 256 random bits behind the `twp_` prefix, kept
 * only as its SHA-256 in `access_token`, never in `session`: the calls that want a session never find it, so a
 * token publishes and does nothing else. The one call that takes tokens checks the scope it needs.
 */
export type AccessTokenScope = 'publish';

type Deps = Pick<Runtime, 'db' | 'clock'>;

const columns = ['id', 'name', 'scopes', 'created_at', 'expires_at', 'last_used_at'] as const;

const tokenOf = (row: { id: number; name: string; scopes: string[]; created_at: Date; expires_at: Date; last_used_at: Date | null }, now: Date): AccessToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes.filter((scope): scope is AccessTokenScope => scope === 'publish'),
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
  expired: row.expires_at <= now,
});

/** The user's tokens that are not revoked, newest first; expired ones stay listed so their owner sees why. */
export const listAccessTokens = async ({ db, clock }: Deps, userId: number) => {
  const rows = await db.selectFrom('access_token').select(columns).where('user_id', '=', userId).where('revoked_at', 'is', null).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  const now = clock.now();
  return rows.map((row) => tokenOf(row, now));
};

/**
 * A new publishing token, shown this once. At most ACCESS_TOKEN_MAX_ACTIVE unexpired ones per account: the
 * account's row is locked while they are counted and the new one written, so parallel requests queue and the
 * limit holds.
 */
export const createAccessToken = async ({ db, clock }: Deps, userId: number, { name, expires_in_days }: BodyOf<typeof createCall>) => {
  const now = clock.now();
  const token = `${ACCESS_TOKEN_PREFIX}${newToken()}`;
  const row = await db.transaction().execute(async (trx) => {
    await trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const { active } = await trx
      .selectFrom('access_token')
      .select((eb) => eb.fn.countAll<string>().as('active'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    if (Number(active) >= ACCESS_TOKEN_MAX_ACTIVE) throw fail(409, 'accessTokenLimit', { max: ACCESS_TOKEN_MAX_ACTIVE });
    return trx
      .insertInto('access_token')
      .values({ user_id: userId, name, token_hash: hashToken(token), scopes: sql<string[]>`array['publish']::text[]`, created_at: now, expires_at: new Date(now.getTime() + expires_in_days * DAY) })
      .returning(columns)
      .executeTakeFirstOrThrow();
  });
  return { ...tokenOf(row, now), token };
};

/** Revokes one of the user's tokens: refused from now on. Another's token, or one already revoked, is 404. */
export const revokeAccessToken = async ({ db, clock }: Deps, userId: number, id: number) => {
  const revoked = await db
    .updateTable('access_token')
    .set({ revoked_at: clock.now() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!revoked) throw fail(404, 'accessTokenNotFound');
  return null;
};

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The publisher a bearer token stands for, if it may do `scope`: a missing, unknown, revoked or expired token
 * is 401 with a message that says which (a terminal tells its user what to do), a token without the scope 403.
 * The token's last use is recorded.
 */
export const publisherOfToken = async ({ db, clock }: Deps, token: string | null, scope: AccessTokenScope) => {
  if (!token) throw fail(401, 'accessTokenMissing');
  const row = await db
    .selectFrom('access_token')
    .select(['id', 'user_id', 'scopes', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw fail(401, 'accessTokenUnknown');
  if (row.revoked_at) throw fail(401, 'accessTokenRevoked', { date: day(row.revoked_at) });
  const now = clock.now();
  if (row.expires_at <= now) throw fail(401, 'accessTokenExpired', { date: day(row.expires_at) });
  if (!row.scopes.includes(scope)) throw fail(403, 'accessTokenScope', { scope });
  await db.updateTable('access_token').set({ last_used_at: now }).where('id', '=', row.id).execute();
  return { userId: row.user_id, tokenId: row.id };
};
