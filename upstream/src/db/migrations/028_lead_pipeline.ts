import { sql, type Kysely } from 'kysely';

/**
 * Issue #33: sales work leads through one pipeline, new → contacted → won or lost, whatever their kind. A granted
 * trial is a won lead and a declined request a lost one (its reason kept); each lead may have an owner among staff,
 * and notes that are only ever appended (author, time, text), so what was said to a customer is never rewritten.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`alter table lead drop constraint if exists lead_state_check`.execute(db);
  await sql`update lead set state = case state when 'granted' then 'won' when 'declined' then 'lost' else state end`.execute(db);
  await sql`alter table lead add constraint lead_state_check check (state in ('new', 'contacted', 'won', 'lost'))`.execute(db);
  await db.schema.alterTable('lead').renameColumn('decline_reason', 'lost_reason').execute();
  await db.schema.alterTable('lead').addColumn('owner_staff_id', 'integer', (c) => c.references('staff.id')).execute();
  await db.schema.createIndex('lead_owner').on('lead').column('owner_staff_id').execute();
  await db.schema
    .createTable('lead_note')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('lead.id'))
    /** null for the CLI's shared token; author_name keeps who wrote it ("cli" or the member's username) */
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_note_lead').on('lead_note').columns(['lead_id', 'id']).execute();
  // append-only like the audit log: refuse_change() (migration 017) refuses every update and delete
  await sql`create trigger lead_note_append_only before update or delete on lead_note
            for each row execute function refuse_change()`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('lead_note').execute();
  await db.schema.alterTable('lead').dropColumn('owner_staff_id').execute();
  await db.schema.alterTable('lead').renameColumn('lost_reason', 'decline_reason').execute();
  await sql`alter table lead drop constraint if exists lead_state_check`.execute(db);
  await sql`update lead set state = case state when 'won' then 'granted' when 'lost' then 'declined' else state end`.execute(db);
  await sql`alter table lead add constraint lead_state_check check (state in ('new', 'contacted', 'granted', 'declined'))`.execute(db);
};
