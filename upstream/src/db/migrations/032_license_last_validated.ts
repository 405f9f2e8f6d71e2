import type { Kysely } from 'kysely';

/**
 * The seat table (issue #34) shows when the desktop client last validated each licence on its machine.
 *
 * - `license.last_validated_at`: the last `POST /client/validate` from the machine the licence is bound to now, kept
 *   to the minute (written at most once a minute per licence, so a hundred machines checking do not turn every check
 *   into a write); cleared when the licence leaves that machine, so it never speaks for the next one.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('license').addColumn('last_validated_at', 'timestamptz').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('license').dropColumn('last_validated_at').execute();
};
