import type { CustomerLicense, StaffCustomerLicense } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';

/**
 * Support's moves of a customer's licences, with the reasons they gave, read from the audit log (where a move's
 * reason is kept, written in the move's transaction): one query for any number of licences. Only staff read them;
 * the buyer's licence history shows the move itself without the reason (docs/staff.md, "Customers").
 */
const midOf = (side: unknown) => (side && typeof side === 'object' && 'mid' in side && typeof side.mid === 'string' ? side.mid : null);

export const withSupportMoves = async (db: Database, licenses: CustomerLicense[]): Promise<StaffCustomerLicense[]> => {
  if (licenses.length === 0) return [];
  const rows = await db
    .selectFrom('audit_log')
    .select(['subject_id', 'at', 'actor_name', 'before', 'after', 'reason'])
    .where('action', '=', 'license.move')
    .where('subject_type', '=', 'license')
    .where('subject_id', 'in', licenses.map((license) => String(license.id)))
    .orderBy('at')
    .orderBy('id')
    .execute();
  return licenses.map((license) => ({
    ...license,
    support_moves: rows
      .filter((row) => row.subject_id === String(license.id))
      .map((row) => ({ at: row.at.toISOString(), by: row.actor_name, from_mid: midOf(row.before), to_mid: midOf(row.after), reason: row.reason ?? '' })),
  }));
};
