import type { Kysely } from 'kysely';

/**
 * Issue #34, orders for a team and team renewals. `order.team_id`: the team an owner or manager bought for; once paid,
 * its licences become that team's seats, held by the buyer. `order_renewal`: the licences one renewal order extends
 * (a team renews the seats it selects in one order); `order.renews_license_id` stays the first of them, so what read
 * it for a single renewal still does.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('order')
    .addColumn('team_id', 'integer', (c) => c.references('team.id'))
    .execute();
  await db.schema
    .createTable('order_renewal')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.id'))
    .addColumn('license_id', 'integer', (c) => c.notNull().references('license.id'))
    .addPrimaryKeyConstraint('order_renewal_pk', ['order_id', 'license_id'])
    .execute();
  await db.schema.createIndex('order_renewal_license').on('order_renewal').column('license_id').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('order_renewal').execute();
  await db.schema.alterTable('order').dropColumn('team_id').execute();
};
