/**
 * `npm run schema:release -- [VERSION] [--dry-run]`: releases the graph's schema. With the changes since the last
 * released schema (schema/released/schema.graphql), as `npm run schema:check` lists them:
 *   - adds a section VERSION to docs/graph-changelog.md (newest first), the changes grouped by criticality, each
 *     intended break with its reason from schema/intended-breaks.json;
 *   - writes schema/*.graphql, merged and sorted, as the new released schema, its header naming VERSION and the date;
 *   - empties schema/intended-breaks.json (its breaks are released; the next ones start from here).
 * VERSION defaults to today's date, YYYY.MM.DD (a second release on one day: pass e.g. 2026.11.28.2). It refuses
 * while the check fails (an unmarked break, a stale intended entry, a change log out of step with the snapshot) and
 * does nothing when nothing changed. `--dry-run` prints the section and writes nothing.
 * Commit the three files together: the change log is generated, never edited by hand.
 *
 * When to release: with the deploy that brings the schema to the developers who query it, so that the snapshot is
 * what they have and the check guards what they rely on.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { changelogSection, changelogWith, diffSchemas, firstSection, isLaterVersion, newestChangelogVersion, snapshotText, snapshotVersion, verdict } from './schema-compat.ts';
import { currentSdl, files, readChangelog, readIntended, readSnapshot } from './schema-files.ts';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const version = args.find((arg) => !arg.startsWith('--')) ?? `${today.getFullYear()}.${pad(today.getMonth() + 1)}.${pad(today.getDate())}`;
const date = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;

const fail = (message: string): never => {
  console.log(`✗ ${message}`);
  process.exit(1);
};

if (!/^\d{4}\.\d{2}\.\d{2}(\.\d+)?$/.test(version)) fail(`A version is YYYY.MM.DD or YYYY.MM.DD.N, not ${version}.`);
const sdl = currentSdl();
const snapshot = readSnapshot();
const changelog = readChangelog();
const intended = readIntended();
let section: string;

if (snapshot === undefined) {
  if (changelog !== undefined) fail('docs/graph-changelog.md exists without a released schema: restore schema/released/schema.graphql from git.');
  section = firstSection(version);
} else {
  const released = snapshotVersion(snapshot);
  if (changelog === undefined || newestChangelogVersion(changelog) !== released) fail(`docs/graph-changelog.md's newest section is not the released ${released}: restore it from git.`);
  const changes = await diffSchemas(snapshot, sdl);
  if (changes.length === 0) {
    console.log(`Nothing to release: the schema is the released ${released}.`);
    process.exit(0);
  }
  if (!released || !isLaterVersion(version, released)) fail(`${version} does not come after the released ${released}; pass a later version, e.g. \`npm run schema:release -- ${released}.2\`.`);
  const judged = verdict(changes, intended);
  if (!judged.ok) fail('`npm run schema:check` fails: mark the breaks that are meant (or take them back) first.');
  section = changelogSection(version, changes, intended);
}

console.log(section);
if (dryRun) process.exit(0);
mkdirSync(dirname(files.snapshot), { recursive: true });
mkdirSync(dirname(files.changelog), { recursive: true });
writeFileSync(files.snapshot, snapshotText(version, date, sdl));
writeFileSync(files.changelog, changelogWith(changelog, section));
writeFileSync(files.intended, '[]\n');
console.log(`Released the schema as ${version}: commit schema/released/schema.graphql, docs/graph-changelog.md and schema/intended-breaks.json.`);
