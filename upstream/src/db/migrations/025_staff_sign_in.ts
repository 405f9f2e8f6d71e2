import type { Kysely } from 'kysely';

/**
 * Issue #33, staff sign-in: the TOTP time step last accepted from a member (a code is refused once its step or an
 * earlier one has been used, so a code seen over a shoulder cannot be replayed within its window), and when the
 * member last signed in (the staff list shows it; sessions come and go, so it is kept on the member).
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('staff').addColumn('totp_last_step', 'bigint').execute();
  await db.schema.alterTable('staff').addColumn('last_sign_in_at', 'timestamptz').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('staff').dropColumn('last_sign_in_at').execute();
  await db.schema.alterTable('staff').dropColumn('totp_last_step').execute();
};
