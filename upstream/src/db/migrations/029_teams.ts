import { sql, type Kysely } from 'kysely';

/**
 * Issue #34: teams. A team owns licences; a seat is a licence assigned to a member, who may then do with it what its
 * buyer could (licensing's one rule, `mayActOn`, reads `team_seat`). The licence row keeps its buyer (`user_id`), so
 * orders, receipts and renewals stay where they were; the seat says who uses it.
 *
 * - `team_member`: one role each (owner, manager, member); exactly one owner, a unique partial index keeping it so
 *   however a hand-over races.
 * - `team_invitation`: only the SHA-256 of the mailed token is kept; accepted, withdrawn or past `expires_at`, it is
 *   refused. No account is named until one accepts, so nothing tells the inviter whether the address has one.
 * - `team_seat`: a licence moved into a team, and the member of that team it is assigned to (a foreign key on both).
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('team')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('team_member')
    .addColumn('team_id', 'integer', (c) => c.notNull().references('team.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'manager', 'member')`))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_member_pk', ['team_id', 'user_id'])
    .execute();
  await db.schema.createIndex('team_member_user').on('team_member').column('user_id').execute();
  await sql`create unique index team_one_owner on team_member (team_id) where role = 'owner'`.execute(db);
  await db.schema
    .createTable('team_invitation')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('team_id', 'integer', (c) => c.notNull().references('team.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('manager', 'member')`))
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('zh', 'en')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.notNull().references('user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_by', 'integer', (c) => c.references('user.id'))
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('team_invitation_team').on('team_invitation').columns(['team_id', 'id']).execute();
  await db.schema
    .createTable('team_seat')
    .addColumn('license_id', 'integer', (c) => c.primaryKey().references('license.id'))
    .addColumn('team_id', 'integer', (c) => c.notNull().references('team.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('assigned_at', 'timestamptz', (c) => c.notNull())
    // a seat's holder is a member of the seat's own team, whatever a caller checked
    .addForeignKeyConstraint('team_seat_member_fk', ['team_id', 'member_id'], 'team_member', ['team_id', 'user_id'])
    .execute();
  await db.schema.createIndex('team_seat_team').on('team_seat').columns(['team_id', 'license_id']).execute();
  await db.schema.createIndex('team_seat_member').on('team_seat').column('member_id').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('team_seat').execute();
  await db.schema.dropTable('team_invitation').execute();
  await db.schema.dropTable('team_member').execute();
  await db.schema.dropTable('team').execute();
};
