import { sql, type Kysely } from 'kysely';

/**
 * Issue #33: a refund needs two people. One member of finance requests it (the order's amount, a reason), a second
 * (finance or admin, never the requester) approves it, and only then is the provider asked; or declines it with a
 * reason. The requester is kept by kind and id (the CLI's admin token is one "person": cli cannot approve cli).
 * At most one request per order is open at a time (a partial unique index), so two requests cannot race either.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('refund_approval')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.id'))
    .addColumn('amount', sql`numeric(12, 2)`, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('requested', 'approved', 'declined')`))
    .addColumn('requested_by_kind', 'text', (c) => c.notNull().check(sql`requested_by_kind in ('staff', 'cli')`))
    .addColumn('requested_by_staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('requested_by_name', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_by_kind', 'text')
    .addColumn('decided_by_staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('decided_by_name', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decline_reason', 'text')
    .execute();
  await sql`create unique index refund_approval_one_open on refund_approval (order_id) where state = 'requested'`.execute(db);
  await db.schema.createIndex('refund_approval_state').on('refund_approval').columns(['state', 'requested_at']).execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('refund_approval').execute();
};
