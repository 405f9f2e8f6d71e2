import type { ColumnType, Generated } from 'kysely';
import type { Created } from './columns.ts';

/** Teams, their members, invitations and seats (migration 029). */

export type TeamRoleName = 'owner' | 'manager' | 'member';

export interface TeamTable {
  id: Generated<number>;
  name: string;
  created_at: Created;
}

/** One account's role in one team; exactly one owner per team. */
export interface TeamMemberTable {
  team_id: number;
  user_id: number;
  role: TeamRoleName;
  joined_at: ColumnType<Date, Date, never>;
}

/** A mailed invitation; only its token's SHA-256 is kept. */
export interface TeamInvitationTable {
  id: Generated<number>;
  team_id: number;
  email: string;
  role: Exclude<TeamRoleName, 'owner'>;
  /** the language the mail was written in */
  locale: 'zh' | 'en';
  token_hash: string;
  invited_by: number;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
  accepted_by: ColumnType<number | null, number | null | undefined, number | null>;
  accepted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  withdrawn_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A licence of a team and the member using it (licensing's `mayActOn` reads this). */
export interface TeamSeatTable {
  license_id: number;
  team_id: number;
  member_id: number;
  assigned_at: ColumnType<Date, Date, Date>;
}

/** A licence one renewal order extends; a team renews several seats in one order (migration 031). */
export interface OrderRenewalTable {
  order_id: number;
  license_id: number;
}
