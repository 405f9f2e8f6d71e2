import type { ColumnType, Generated } from 'kysely';
import type { Created } from './columns.ts';

/** What visitors leave: trial requests and sales contacts, page views. */

export type LeadKind = 'trial' | 'sales';

export type LeadState = 'new' | 'contacted' | 'granted' | 'declined';

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
  decline_reason: string | null;
  created_at: Created;
  updated_at: ColumnType<Date, Date | undefined, Date>;
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
