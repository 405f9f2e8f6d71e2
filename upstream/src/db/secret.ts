import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';

/**
 * A secret kept with the data: generated on first use, the same afterwards (and for every process on the
 * same database, since concurrent first uses agree through the primary key).
 */
export const secretOf = async (db: Database, name: string, generate: () => string = () => randomBytes(32).toString('base64url')) => {
  await db.insertInto('secret').values({ name, value: generate() }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const row = await db.selectFrom('secret').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
};
