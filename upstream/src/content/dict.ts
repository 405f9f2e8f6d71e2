import type { DictEntry, DictName } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { Locale } from '../domain/locale.ts';

export const dictionaries = async (db: Database, names: DictName[], locale: Locale) => {
  const rows = await db
    .selectFrom('dictionary_entry')
    .selectAll()
    .where('dict', 'in', names)
    .orderBy('dict')
    .orderBy('position')
    .execute();
  const answer: Partial<Record<DictName, DictEntry[]>> = Object.fromEntries(names.map((name) => [name, []]));
  for (const row of rows) {
    answer[row.dict as DictName]!.push({ value: row.value, text: locale === 'en' ? row.text_en : row.text_zh });
  }
  return answer;
};
