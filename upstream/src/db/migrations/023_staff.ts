import { sql, type Kysely } from 'kysely';

/**
 * Issue #33: staff are not buyers. Their own table (a role each, a password and a TOTP second factor set at
 * enrolment), their own sessions (shorter, ended everywhere by an admin), single-use recovery codes, and the audit
 * log every staff action appends to. The audit log is append-only in the database itself: the trigger
 * `refuse_change()` (migration 017) refuses every update, delete and truncate, whoever asks.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('staff')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'reviewer', 'finance', 'sales', 'support')`))
    /** scrypt, as buyers' passwords; null until enrolment */
    .addColumn('password_hash', 'text')
    .addColumn('password_salt', 'text')
    /** the TOTP secret (base32), null until enrolment */
    .addColumn('totp_secret', 'text')
    .addColumn('enrolled_at', 'timestamptz')
    /** the one-time enrolment link's token (hashed) and until when it works */
    .addColumn('enrolment_token_hash', 'text', (c) => c.unique())
    .addColumn('enrolment_expires_at', 'timestamptz')
    /** a disabled member signs in no more; staff are never deleted, so the audit log keeps its names */
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('staff_session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_session_staff').on('staff_session').column('staff_id').execute();
  await db.schema
    .createTable('staff_recovery_code')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('staff_recovery_code_staff').on('staff_recovery_code').column('staff_id').execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    /** staff: a signed-in member (staff_id); cli: the shared admin token (the terminal, machine jobs) */
    .addColumn('actor_kind', 'text', (c) => c.notNull().check(sql`actor_kind in ('staff', 'cli')`))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    /** the member's username when it was written (or "cli"), so a row reads without a join */
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    /** what was done, a dotted name: staff.create, transfer.confirm, refund.request, plugin.reject, … */
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('reason', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject_type', 'subject_id']).execute();
  await db.schema.createIndex('audit_log_staff').on('audit_log').column('staff_id').execute();
  await sql`create trigger audit_log_append_only before update or delete on audit_log
            for each row execute function refuse_change()`.execute(db);
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
            for each statement execute function refuse_change()`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  for (const table of ['audit_log', 'staff_recovery_code', 'staff_session', 'staff']) await db.schema.dropTable(table).execute();
};
