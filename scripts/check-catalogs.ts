/** Both message catalogs complete: every msgid of zh and en has a translation. */
import { readFileSync } from 'node:fs';

let missing = 0;
for (const locale of ['zh', 'en']) {
  const lines = readFileSync(`client/src/locales/${locale}/messages.po`, 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (line === 'msgstr ""' && lines[i - 1] !== 'msgid ""' && !lines[i + 1]?.startsWith('"')) {
      missing++;
      console.log(`  ${locale}: no translation for ${lines[i - 1]}`);
    }
  });
}
process.exit(missing > 0 ? 1 : 0);
