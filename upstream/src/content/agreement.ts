import type { Database } from '../db/database.ts';
import { fail } from './messages.ts';

/** The user registration and service agreement: type 0 Chinese, 1 English. */
export const agreement = async (db: Database, type: number) => {
  const row = await db.selectFrom('agreement').select('content').where('type', '=', type).executeTakeFirst();
  if (!row) throw fail(404, 'agreementMissing');
  return { content: row.content };
};
