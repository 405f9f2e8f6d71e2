import type { ColumnType, Generated } from 'kysely';
import type { Created } from './columns.ts';

/** What visitors leave: trial requests and sales contacts, page views. */

export type LeadKind = 'trial' | 'sales';

/** new → contacted → won or lost (migration 028; a granted trial is won, a declined request lost) */
export type LeadState = 'new' | 'contacted' | 'won' | 'lost';

/** A trial request or a sales contact from the public forms (migration 010). */
export interface LeadTable {
  id: Generated<number>;
  kind: LeadKind;
  edition_id: number;
  name: string;
  email: string;
  mobile: string | null;
  company: string;
  country: string;
  position: string;
  use: string;
  quantity: number | null;
  comment: string | null;
  mid: string | null;
  locale: 'zh' | 'en';
  ip: string;
  user_id: number | null;
  state: ColumnType<LeadState, LeadState | undefined, LeadState>;
  /** why it was lost (a declined trial applicant is mailed it) */
  lost_reason: string | null;
  /** the member of staff who owns it (migration 028) */
  owner_staff_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Created;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** a note on a lead: appended, never changed (migration 028) */
export interface LeadNoteTable {
  id: Generated<number>;
  lead_id: number;
  staff_id: number | null;
  author_name: string;
  text: string;
  created_at: Date;
}

/** one reported page view; no personal data */
export interface PageViewTable {
  id: Generated<string>;
  path: string;
  referrer_host: string;
  locale: string;
  width: number;
  /** the UTC date of the view */
  day: ColumnType<string, string | undefined, never>;
  created_at: Created;
}
