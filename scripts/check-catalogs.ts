/**
 * Both message catalogs complete: every msgid of zh and en has a translation; and the English catalog is the
 * source, so each of its one-line msgstr equals its msgid (a source text edited by hand in the .tsx and the
 * .po otherwise keeps showing its old English).
 */
import { readFileSync } from 'node:fs';

let missing = 0;
for (const locale of ['zh', 'en']) {
  const lines = readFileSync(`client/src/locales/${locale}/messages.po`, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (line === 'msgstr ""' && lines[i - 1] !== 'msgid ""' && !lines[i + 1]?.startsWith('"')) {
      missing++;
      console.log(`  ${locale}: no translation for ${lines[i - 1]}`);
    }
    const source = lines[i - 1]?.startsWith('msgid "') && line.startsWith('msgstr "') && !lines[i + 1]?.startsWith('"');
    if (locale === 'en' && source && line !== 'msgstr ""' && line.slice(7) !== lines[i - 1]!.slice(6)) {
      missing++;
      console.log(`  en: ${line} is not its source text ${lines[i - 1]}`);
    }
  });
}
process.exit(missing > 0 ? 1 : 0);
