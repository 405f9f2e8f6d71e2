import { sql, type Kysely } from 'kysely';

/**
 * What is still to be sent lives in the database, not in one process's timers, so whichever upstream is alive sends
 * it, once. A mail (`outbox`) is due while `sent_at` is null and `next_attempt_at` has passed; a sender claims it by
 * moving `next_attempt_at` forward in one statement, and a mail whose sender died is taken again when that passes.
 * The sandbox's notifications of approved QR payments are kept the same way on `sandbox_payment`.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('outbox')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz')
    .execute();
  // Mails written before this migration were sent (or logged) when they were stored: never send them again.
  await sql`update outbox set sent_at = created_at`.execute(db);
  await db.schema.createIndex('outbox_unsent').on('outbox').column('id').where(sql.ref('sent_at'), 'is', null).execute();

  await db.schema
    .alterTable('sandbox_payment')
    .addColumn('notified_at', 'timestamptz')
    .addColumn('notify_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notify_next_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sandbox_payment_to_notify').on('sandbox_payment').column('notify_next_at').where(sql.ref('notify_next_at'), 'is not', null).execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropIndex('sandbox_payment_to_notify').execute();
  await db.schema.alterTable('sandbox_payment').dropColumn('notified_at').dropColumn('notify_attempts').dropColumn('notify_next_at').execute();
  await db.schema.dropIndex('outbox_unsent').execute();
  await db.schema.alterTable('outbox').dropColumn('sent_at').dropColumn('attempts').dropColumn('next_attempt_at').execute();
};
