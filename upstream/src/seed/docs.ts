import { readFileSync } from 'node:fs';
import type { DocKind, DocLang } from '../db/tables.ts';

/**
 * The documentation pages: the Markdown lives in `seed/docs/<kind>.<en|zh>.md`, written by hand; the
 * version and update date of each page live here, so editing a page means editing its file and, when it
 * says something new, bumping its version and date below. Demo data upserts them at start (see demo-data.ts).
 */
export interface SeedDoc {
  kind: DocKind;
  lang: DocLang;
  version: string;
  /** YYYY-MM-DD */
  updateDate: string;
}

export const docPages: SeedDoc[] = [
  { kind: 'extension', lang: 'EN', version: '2.9.3', updateDate: '2026-11-26' },
  { kind: 'extension', lang: 'CN', version: '2.9.3', updateDate: '2026-11-26' },
  { kind: 'exp', lang: 'EN', version: '1.4.0', updateDate: '2026-11-18' },
  { kind: 'exp', lang: 'CN', version: '1.4.0', updateDate: '2026-11-18' },
  { kind: 'goexp', lang: 'EN', version: '1.2.0', updateDate: '2026-11-18' },
  { kind: 'goexp', lang: 'CN', version: '1.2.0', updateDate: '2026-11-18' },
];

const fileOf = ({ kind, lang }: SeedDoc) => new URL(`./docs/${kind}.${lang === 'CN' ? 'zh' : 'en'}.md`, import.meta.url);

/** The pages with their Markdown, read from disk now, so a start after an edit serves the edited text. */
export const readDocPages = () => docPages.map((page) => ({ ...page, content: readFileSync(fileOf(page), 'utf8') }));
