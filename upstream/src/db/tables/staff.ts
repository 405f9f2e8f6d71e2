import type { ColumnType, Generated } from 'kysely';
import type { StaffRole } from '../../../../contract/staff-roles.ts';
import type { Created, Json, Moment } from './columns.ts';

/** Staff, their sessions and recovery codes, and the audit log of what they did (migration 023). */

/** a member of staff: one role, a password and a TOTP second factor set at enrolment */
export interface StaffTable {
  id: Generated<number>;
  username: string;
  email: string;
  role: ColumnType<StaffRole, StaffRole, StaffRole>;
  password_hash: string | null;
  password_salt: string | null;
  totp_secret: string | null;
  enrolled_at: Moment;
  enrolment_token_hash: string | null;
  enrolment_expires_at: Moment;
  disabled_at: Moment;
  created_at: Created;
  /** the TOTP time step last accepted (migration 025): a code of that step or an earlier one is refused */
  totp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  /** migration 025 */
  last_sign_in_at: Moment;
}

/** a signed-in member: 8 hours from sign-in, only the token's hash kept */
export interface StaffSessionTable {
  token_hash: string;
  staff_id: number;
  created_at: Date;
  expires_at: Date;
  ip: string;
}

/** a single-use recovery code (hashed), shown once at enrolment */
export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: Moment;
}

export type AuditActorKind = 'staff' | 'cli';

/** one staff action; the database refuses to change or delete a row */
export interface AuditLogTable {
  id: Generated<string>;
  at: Date;
  actor_kind: AuditActorKind;
  staff_id: number | null;
  actor_name: string;
  ip: string;
  action: string;
  subject_type: string;
  subject_id: string;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  reason: string | null;
}
