import type { Transaction } from 'kysely';
import type { Tables } from '../db/tables.ts';

/**
 * The member of staff (or the CLI) acting on money, as payments/ sees them: who they are, to tell the requester of a
 * refund from its approver, and how their action is written to the audit log inside the action's own transaction.
 * staff/ makes it from the call's actor; payments/ never reaches into staff/.
 */
export interface StaffHand {
  kind: 'staff' | 'cli';
  staffId: number | null;
  name: string;
  audit: (trx: Transaction<Tables>, entry: { action: string; subjectType: string; subjectId: string | number; before?: unknown; after?: unknown; reason?: string | null }) => Promise<unknown>;
}

/** Whether two hands are one person: the same member, or the CLI twice (the shared admin token names nobody). */
export const samePerson = (a: { kind: string; staffId: number | null }, b: { kind: string; staffId: number | null }) =>
  a.kind === 'cli' ? b.kind === 'cli' : b.kind === 'staff' && a.staffId === b.staffId;
