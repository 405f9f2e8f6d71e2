import type { Selectable } from 'kysely';
import type { User } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { UserTable } from '../db/tables.ts';
import { fail } from './messages.ts';
import type { SignedIn } from '../domain/signed-in.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { newApiKey } from './tokens.ts';

/**
 * The account itself: how a user row is found and answered. Signing up and activating live in sign-up.ts,
 * signing in in sign-in.ts, the password's life (reset, change) in password-change.ts.
 */

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

export const lower = (text: string) => text.trim().toLowerCase();

/** The user whose username or email address (either, ignoring case) is `login`. */
export const findByLogin = (db: Database, login: string) =>
  db
    .selectFrom('user')
    .selectAll()
    .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', lower(login)), eb(eb.fn('lower', ['email']), '=', lower(login))]))
    .executeTakeFirst();

export const findById = (db: Database, id: number) => db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();

export const userInfo = async (rt: Runtime, { userId }: SignedIn) => {
  const user = await findById(rt.db, userId);
  if (!user) throw fail(401, 'sessionExpired');
  return toUser(user);
};

export const refreshApiKey = async (rt: Runtime, { userId }: SignedIn) => {
  const row = await rt.db.updateTable('user').set({ api_key: newApiKey() }).where('id', '=', userId).returning('api_key').executeTakeFirstOrThrow();
  return { key: row.api_key };
};

