import type { ColumnType, Generated } from 'kysely';
import type { Created } from './columns.ts';

/** What is sold and released: editions, product versions, the dictionaries of the forms, coupons. */

export interface EditionTable {
  id: number;
  name: string;
  name_cn: string;
  price: ColumnType<string, number, number>;
  dollar: ColumnType<string, number, number>;
  sequence: number;
  status: number;
  month_amount: ColumnType<string, number, number>;
  year_amount: ColumnType<string, number, number>;
  month_original_amount: ColumnType<string, number, number>;
  year_original_amount: ColumnType<string, number, number>;
  month_discount_amount: ColumnType<string, number, number>;
  year_discount_amount: ColumnType<string, number, number>;
  dollar_month_amount: ColumnType<string, number | undefined, number>;
  dollar_year_amount: ColumnType<string, number | undefined, number>;
  dollar_month_original_amount: ColumnType<string, number | undefined, number>;
  dollar_year_original_amount: ColumnType<string, number | undefined, number>;
}

export interface VersionTable {
  id: Generated<number>;
  name: string;
  version: string;
  version_base: string;
  created_at: ColumnType<Date, Date | string, never>;
  win_download_url: string;
  mac_download_url: string;
  linux_download_url: string;
  content: string | null;
}

export interface DictionaryEntryTable {
  dict: string;
  value: string;
  text_zh: string;
  text_en: string;
  position: number;
}

/** A coupon: percent_off (any currency) or amount_off in `currency`; optionally one edition and a time window. */
export interface CouponTable {
  id: Generated<number>;
  /** unique regardless of letter case */
  code: string;
  percent_off: ColumnType<string | null, number | null | undefined, number | null>;
  amount_off: ColumnType<string | null, number | null | undefined, number | null>;
  currency: 'RMB' | 'USD' | null;
  edition_id: number | null;
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Created;
}
