import { sql, type Kysely } from 'kysely';

/**
 * Issue #34, orders for a team and team renewals. `order.team_id`: the team an owner or manager bought for; once paid,
 * its licences become that team's seats, held by the buyer. `order_renewal`: the licences one renewal order extends
 * (a team renews the seats it selects in one order); `order.renews_license_id` stays the first of them, so what read
 * it for a single renewal still does.
 *
 * A refund withdraws (deletes) the licences its order issued: a licence bought for a team is a seat from the start, so
 * its seat, and its place in a renewal's list, go with it (on delete cascade, as its history rows do).
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('order')
    .addColumn('team_id', 'integer', (c) => c.references('team.id'))
    .execute();
  await db.schema
    .createTable('order_renewal')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.id'))
    .addColumn('license_id', 'integer', (c) => c.notNull().references('license.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('order_renewal_pk', ['order_id', 'license_id'])
    .execute();
  await sql`alter table team_seat drop constraint team_seat_license_id_fkey`.execute(db);
  await sql`alter table team_seat add constraint team_seat_license_id_fkey foreign key (license_id) references license (id) on delete cascade`.execute(db);
  await db.schema.createIndex('order_renewal_license').on('order_renewal').column('license_id').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await sql`alter table team_seat drop constraint team_seat_license_id_fkey`.execute(db);
  await sql`alter table team_seat add constraint team_seat_license_id_fkey foreign key (license_id) references license (id)`.execute(db);
  await db.schema.dropTable('order_renewal').execute();
  await db.schema.alterTable('order').dropColumn('team_id').execute();
};
