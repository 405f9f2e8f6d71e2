import type { StaffRole } from '../../../contract/staff-roles.ts';
import { hashToken } from '../accounts/index.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../domain/clock.ts';

/**
 * Who is making a staff call: a signed-in member of staff (a session begun with a password and a second factor), or
 * the CLI and machine jobs holding the shared admin token, which act as admins and are logged as "cli".
 */
export interface Actor {
  kind: 'staff' | 'cli';
  staffId: number | null;
  /** the member's username, or "cli" */
  name: string;
  role: StaffRole;
  /** the address the call came from (req.ip, under TRUST_PROXY) */
  ip: string;
  /** the staff session's token hash (null for the CLI): signing out ends this one */
  tokenHash: string | null;
}

/** The member a staff session token stands for, unless it is unknown, expired, or the member is disabled. */
export const findStaffActor = async ({ db, clock }: { db: Database; clock: Clock }, token: string, ip: string): Promise<Actor | undefined> => {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('staff_session')
    .innerJoin('staff', 'staff.id', 'staff_session.staff_id')
    .select(['staff.id', 'staff.username', 'staff.role'])
    .where('staff_session.token_hash', '=', tokenHash)
    .where('staff_session.expires_at', '>', clock.now())
    .where('staff.disabled_at', 'is', null)
    .executeTakeFirst();
  return row && { kind: 'staff', staffId: row.id, name: row.username, role: row.role, ip, tokenHash };
};
