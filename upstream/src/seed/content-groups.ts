/** Text in both languages of the site. */
export interface Bilingual {
  zh: string;
  en: string;
}

/** One question or feature; `key` is its stable anchor (/faq#key), the same in both languages. */
export interface SeedEntry {
  key: string;
  title: Bilingual;
  /** rich text (HTML); the client sanitizes it before display */
  content: Bilingual;
}

/** A group of the FAQ or features page, written once for both languages so their keys cannot drift apart. */
export interface SeedGroup {
  key: string;
  name: Bilingual;
  entries: SeedEntry[];
}
