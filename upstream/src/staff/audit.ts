import type { Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Tables } from '../db/tables.ts';
import type { Actor } from './actor.ts';

/** What one staff action did, for the audit log: a dotted action name, its subject, the before and after, the reason. */
export interface AuditEntry {
  /** staff.create, staff.role, transfer.confirm, refund.request, refund.approve, plugin.reject, lead.state, license.move, … */
  action: string;
  subjectType: string;
  subjectId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Appends one row to the audit log: who (the member, or the CLI), when, from which address, what, the before and
 * after, and why. Call it with the transaction of the action it records, so that an action is never done unlogged
 * nor logged undone. There is no function to change or remove a row, and the database refuses both.
 */
export const appendAudit = (db: Database | Transaction<Tables>, actor: Actor, at: Date, entry: AuditEntry) =>
  db
    .insertInto('audit_log')
    .values({
      at,
      actor_kind: actor.kind,
      staff_id: actor.staffId,
      actor_name: actor.name,
      ip: actor.ip,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: String(entry.subjectId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      reason: entry.reason ?? null,
    })
    .execute();
