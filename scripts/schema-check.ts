/**
 * `npm run schema:check` (`node --import tsx scripts/schema-check.ts`, a stage of `npm test`): the schema is a
 * contract with the developers who query the graph. Compares schema/*.graphql with the last released schema
 * (schema/released/schema.graphql) using GraphQL Inspector, prints every change since that release with its
 * criticality (BREAKING / DANGEROUS / NON_BREAKING: what the next release's section of docs/graph-changelog.md will
 * list), and exits 1 when
 *   - a BREAKING change is not marked intended;
 *   - schema/intended-breaks.json names a path with no breaking change (a typo, or a break taken back: remove it);
 *   - docs/graph-changelog.md's newest section is not the released snapshot's version (the log and the snapshot are
 *     written together by `npm run schema:release`; neither is edited by hand).
 *
 * A break that is meant (a field removed after its deprecation, an argument made required…): add an entry to
 * schema/intended-breaks.json, with the path exactly as this check prints it, and a reason for the developers who
 * query the graph (it goes into the change log):
 *   [{ "path": "Query.oldField", "reason": "Deprecated since 2026.09.01; use Query.newField." }]
 * One entry accepts every breaking change at its path. `npm run schema:release` records the reasons and empties the list.
 *
 * Releasing the graph: see scripts/schema-release.ts.
 */
import { diffSchemas, intendedReason, newestChangelogVersion, snapshotVersion, verdict, type SchemaChange } from './schema-compat.ts';
import { currentSdl, files, readChangelog, readIntended, readSnapshot } from './schema-files.ts';

const snapshot = readSnapshot();
if (snapshot === undefined) {
  console.log(`No released schema at ${files.snapshot}: make release 1 with \`npm run schema:release\`.`);
  process.exit(1);
}
const released = snapshotVersion(snapshot);
const intended = readIntended();
const changes = await diffSchemas(snapshot, currentSdl());
const judged = verdict(changes, intended);
const problems: string[] = [];

const line = (change: SchemaChange) => {
  const reason = intendedReason(change, intended);
  const mark = change.level !== 'BREAKING' ? '' : reason ? `  (intended: ${reason})` : '  ✗ NOT MARKED INTENDED';
  return `  ${change.level.padEnd(12)}  ${change.path}: ${change.message}${mark}`;
};

if (changes.length === 0) console.log(`Schema: no changes since the released schema ${released}.`);
else {
  const count = (level: SchemaChange['level']) => changes.filter((change) => change.level === level).length;
  console.log(`Schema: ${changes.length} change(s) since the released schema ${released}, pending for the next release:`);
  for (const change of changes) console.log(line(change));
  console.log(`  (${count('BREAKING')} breaking, ${count('DANGEROUS')} dangerous, ${count('NON_BREAKING')} non-breaking)`);
}

if (judged.unintended.length > 0) {
  problems.push(
    `${judged.unintended.length} breaking change(s) not marked intended. If one is meant, add it to schema/intended-breaks.json, e.g.\n` +
      `    ${JSON.stringify(judged.unintended.map((change) => ({ path: change.path, reason: '…why, and what to use instead' })))}`,
  );
}
for (const entry of judged.unused) problems.push(`schema/intended-breaks.json names ${entry.path}, where nothing breaks: remove the entry.`);

const changelog = readChangelog();
const logged = changelog === undefined ? undefined : newestChangelogVersion(changelog);
if (logged !== released) {
  problems.push(
    `docs/graph-changelog.md's newest section is ${logged ?? '(none)'}, the released schema is ${released}: both are written by \`npm run schema:release\`, never by hand.`,
  );
}

for (const problem of problems) console.log(`✗ ${problem}`);
if (problems.length === 0) console.log(`✓ Schema contract kept (released ${released}).`);
process.exit(problems.length > 0 ? 1 : 0);
