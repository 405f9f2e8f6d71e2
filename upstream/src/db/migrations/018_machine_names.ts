import { sql, type Kysely } from 'kysely';

/**
 * Naming a machine and telling a release apart (issue #32).
 *
 * - `license.machine_name`: the name the buyer gave the machine of the present binding (optional); cleared when the
 *   licence leaves that machine.
 * - `license_event.machine_name`: the name at the event (`generated`: the one given; `moved`: the released machine's),
 *   so the history reads as the buyer named things then.
 * - `license_event.by_client`: a `moved` row made by the desktop client releasing its own machine
 *   (`POST /client/deactivate`); it counts and revokes like any move, and the history calls it a release.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('license').addColumn('machine_name', 'text').execute();
  await db.schema.alterTable('license_event').addColumn('machine_name', 'text').execute();
  await db.schema.alterTable('license_event').addColumn('by_client', 'boolean', (c) => c.notNull().defaultTo(sql`false`)).execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('license_event').dropColumn('by_client').execute();
  await db.schema.alterTable('license_event').dropColumn('machine_name').execute();
  await db.schema.alterTable('license').dropColumn('machine_name').execute();
};
