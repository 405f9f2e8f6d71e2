import type { ColumnType, Generated } from 'kysely';

type Created = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

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

export interface PocPushTable {
  id: Generated<number>;
  week: string;
  position: number;
  name: string;
  name_en: string;
  cve_id: string;
  cvss: ColumnType<string, number, number>;
  fofa_query: string;
  product: string;
  asset_count: number;
  tags: Json<string[]>;
  tags_en: Json<string[]>;
  released_at: Json<string[]>;
  description: string;
  description_en: string;
  demo_gif_url: string;
}

export interface DictionaryEntryTable {
  dict: string;
  value: string;
  text_zh: string;
  text_en: string;
  position: number;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  links: Json<string[]>;
  attachments: Json<{ filename: string; content: string }[]>;
  created_at: Created;
}

export interface Tables {
  edition: EditionTable;
  version: VersionTable;
  poc_push: PocPushTable;
  dictionary_entry: DictionaryEntryTable;
  outbox: OutboxTable;
}
