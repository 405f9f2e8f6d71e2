/**
 * The English catalog is the source: each msgstr equals its msgid, so the catalog is complete
 * and a translator sees the English text. Run by `npm run codegen` after `lingui extract`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = 'client/src/locales/en/messages.po';
const lines = readFileSync(file, 'utf8').split('\n');
const out: string[] = [];
let msgid: string[] | null = null;
for (let i = 0; i < lines.length; i++) {
  const line = lines[i];
  if (line.startsWith('msgid ')) {
    msgid = [line.slice(6)];
    out.push(line);
    while (lines[i + 1]?.startsWith('"')) {
      i++;
      out.push(lines[i]);
      msgid.push(lines[i]);
    }
    continue;
  }
  if (line === 'msgstr ""' && msgid && !(msgid.length === 1 && msgid[0] === '""') && !lines[i + 1]?.startsWith('"')) {
    out.push(`msgstr ${msgid[0]}`, ...msgid.slice(1));
    msgid = null;
    continue;
  }
  out.push(line);
}
writeFileSync(file, out.join('\n'));
