import type { ColumnType, Generated } from 'kysely';
import type { Created, Json } from './columns.ts';

/** What the site shows: the weekly PoC pushes, the agreement, the documentation, the FAQ and features pages. */

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

/** The user registration and service agreement: type 0 Chinese, 1 English. */
export interface AgreementTable {
  type: number;
  content: string;
  updated_at: Created;
}

export type DocKind = 'extension' | 'exp' | 'goexp';

export type DocLang = 'CN' | 'EN';

/** A documentation page (Markdown) in one language; update_date is a calendar date. */
export interface DocTable {
  kind: DocKind;
  lang: DocLang;
  content: string;
  version: string;
  update_date: ColumnType<string, string, string>;
}

export type ContentKind = 'faq' | 'feature';

/** A group of the FAQ or features page in one language; `key` is the same in both languages. */
export interface ContentGroupTable {
  id: Generated<number>;
  kind: ContentKind;
  locale: 'zh' | 'en';
  key: string;
  position: number;
  name: string;
}

/** One question or feature of a group; `content` is rich text (HTML). */
export interface ContentEntryTable {
  id: Generated<number>;
  group_id: number;
  kind: ContentKind;
  locale: 'zh' | 'en';
  key: string;
  position: number;
  title: string;
  content: string;
}
