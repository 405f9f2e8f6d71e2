import type { ColumnType, Generated } from 'kysely';
import type { Created, Moment } from './columns.ts';

/** Licenses, their history and the renewal reminders sent. */

/** A license issued by a paid order; bound to a MID when generated. */
export interface LicenseTable {
  id: Generated<number>;
  /** null: a granted trial for an address without an account (its code was mailed) */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** null for a granted trial, which names its lead instead */
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  lead_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** trials: the vulnerability data reaches up to this date (yyyy-mm-dd) */
  coverage_before: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 … quantity within its order */
  seq: number;
  edition_id: number;
  period: number;
  period_day: number;
  mid: string | null;
  status: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  generated_at: Moment;
  expired_at: Moment;
  /** the name the buyer gave the machine it is bound to (migration 018) */
  machine_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** the last validate from the machine it is bound to now, to the minute; null when none since (migration 032) */
  last_validated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** the activation code */
  key: string;
  key_expired_at: ColumnType<Date, Date, Date>;
  created_at: Created;
}

export type LicenseEventKind = 'generated' | 'moved' | 'renewed' | 'renewal_refunded';

/** One thing that happened to a license (migration 016): its history is these rows, never an overwritten column. */
export interface LicenseEventTable {
  id: Generated<number>;
  license_id: number;
  kind: LicenseEventKind;
  /** generated: the MID bound; moved: the MID released (its file is revoked) */
  mid: string | null;
  /** the license's end after the event (moved: the revoked file's end) */
  expires_at: Moment;
  /** renewed and renewal_refunded: the end before the event */
  previous_expires_at: Moment;
  /** renewed and renewal_refunded: the order */
  order_id: number | null;
  /** generated: the name given to the machine; moved: the released machine's (migration 018) */
  machine_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** moved: released by the desktop client itself (POST /client/deactivate) rather than from the site (migration 018) */
  by_client: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date, never>;
}

/** A renewal reminder sent (migration 016): once per license, reminder and end date. */
export interface LicenseReminderTable {
  license_id: number;
  days_before: number;
  expires_at: ColumnType<Date, Date, never>;
  sent_at: ColumnType<Date, Date, never>;
}
