/**
 * `npm test`: the static checks (type check, lint, generated-code freshness, both catalogs complete, schema
 * compatibility) at once, then the unit tests, the integration tests, the contract suite against the reference
 * upstream, and the Playwright end-to-end tests in Chromium. Each stage's time is printed as it ends and again in a
 * table at the end, and the last line is `N passed, N failed, N flaky`: a test that failed and then passed on a retry
 * is flaky, named above that line, and never counted as passed. Flaky tests do not fail the run; failures do.
 *
 * `npm test -- --server-only` runs only the integration tests (the `integration` project of vitest.config.ts: every
 * `*.integration.test.ts`); CI runs them once more against PostgreSQL with TEST_DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const serverOnly = process.argv.includes('--server-only');
const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const runStarted = Date.now();

let passed = 0;
let failed = 0;
let flaky = 0;
const failures: string[] = [];
const flakyTests: string[] = [];
const count = (name: string, ok: boolean) => {
  if (ok) passed++;
  else {
    failed++;
    failures.push(name);
  }
};

type Outcome = 'ok' | 'FAILED' | 'skipped';
const stageTimes: { title: string; outcome: Outcome; seconds: number }[] = [];
const secondsSince = (started: number) => (Date.now() - started) / 1000;
const ended = (title: string, outcome: Outcome, started: number, note = '') => {
  const seconds = secondsSince(started);
  stageTimes.push({ title, outcome, seconds });
  console.log(`  ${title}: ${outcome}${note} in ${seconds.toFixed(1)} s`);
};

const bin = (name: string) => path.join(process.cwd(), 'node_modules', '.bin', name);

/** A long stage on its own: its output streams as it comes. Answers whether it exited with 0. */
const run = (title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  new Promise<boolean>((resolve) => {
    console.log(`\n▶ ${title}`);
    const started = Date.now();
    let done = false;
    const finish = (ok: boolean) => {
      if (done) return;
      done = true;
      ended(title, ok ? 'ok' : 'FAILED', started);
      resolve(ok);
    };
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.log(`  ${title}: ${error.message}`);
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });

/** A stage that runs beside others: its output is kept and printed in one piece when it ends, so stages never interleave. */
const captured = (command: string, args: string[], cwd = process.cwd()) =>
  new Promise<{ ok: boolean; output: string }>((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    // a child that cannot start says so in its output; the promise is settled once, whichever event comes first
    child.on('error', (error) => resolve({ ok: false, output: `${Buffer.concat(chunks).toString()}${error.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });

const report = (title: string, started: number, ok: boolean, output: string, note = '') => {
  console.log(`\n▶ ${title}`);
  if (output.trim()) console.log(output.trimEnd());
  ended(title, ok ? 'ok' : 'FAILED', started, note);
};

/** A static check: one count, pass or fail. */
const check = async (title: string, command: string, args: string[]) => {
  const started = Date.now();
  const { ok, output } = await captured(command, args);
  report(title, started, ok, output);
  count(title, ok);
};

// ---------------------------------------------------------------------------------------------------------------
// Generated code: `npm run codegen` writes these (graphql-codegen, scripts/trusted-documents.ts, lingui extract,
// scripts/fill-source-catalog.ts); they are committed, and must be what codegen makes of the sources.
const GENERATED = ['gateway/src/generated', 'client/src/gql', 'client/src/generated', 'client/src/locales'];
/** Not copied for codegen: dependencies (linked instead), build output, data and reports. */
const NOT_SOURCES = new Set(['node_modules', '.git', '.data', '.test-results', 'test-results', 'playwright-report', 'dist']);

const filesUnder = (root: string, base = root): string[] =>
  !existsSync(root)
    ? []
    : statSync(root).isDirectory()
      ? readdirSync(root).flatMap((entry) => filesUnder(path.join(root, entry), base))
      : [path.relative(base, root)];

/** The generated files that differ between the work tree and `other` (added, removed or changed), as paths. */
const generatedDifferences = (other: string) =>
  GENERATED.flatMap((root) => {
    const mine = new Set(filesUnder(root));
    const theirs = new Set(filesUnder(path.join(other, root)));
    return [...new Set([...mine, ...theirs])]
      .filter((file) => !mine.has(file) || !theirs.has(file) || !readFileSync(path.join(root, file)).equals(readFileSync(path.join(other, root, file))))
      .map((file) => path.join(root, file))
      .sort();
  });

/**
 * Codegen runs in a scratch copy of the sources, not in the work tree: the type check, the lint and the catalog check
 * run at the same time and read these very files, and codegen rewrites them (truncate, then write) even when nothing
 * changes, so a reader beside it could see half a file and fail for nothing. In the copy it disturbs no one; the
 * copies are compared afterwards. When they differ the stage fails, and once every static check has ended the work
 * tree is given codegen's files (as `npm run codegen` would have), ready to be committed.
 */
const codegenFreshness = async () => {
  const title = 'generated code is fresh';
  const started = Date.now();
  const scratch = mkdtempSync(path.join(tmpdir(), 'codegen-check-'));
  const root = process.cwd();
  cpSync(root, scratch, { recursive: true, filter: (source) => source === root || !NOT_SOURCES.has(path.basename(source)) });
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  const { ok, output } = await captured('npm', ['run', '-s', 'codegen'], scratch);
  const stale = ok ? generatedDifferences(scratch) : [];
  const fresh = ok && stale.length === 0;
  const note = stale.length ? `\n  Generated code was stale: \`npm run codegen\` changes ${stale.join(', ')}.` : '';
  report(title, started, fresh, (fresh ? '' : output) + note);
  count(title, fresh);
  return {
    applyToWorkTree: () => {
      if (stale.length) {
        for (const dir of GENERATED) {
          rmSync(dir, { recursive: true, force: true });
          if (existsSync(path.join(scratch, dir))) cpSync(path.join(scratch, dir), dir, { recursive: true });
        }
        console.log('\n  The work tree now has the generated code as `npm run codegen` makes it: commit the result.');
      }
      rmSync(scratch, { recursive: true, force: true });
    },
  };
};

/** The schema compatibility check (scripts/schema-check.ts); until that script exists the stage is skipped and counts nothing. */
const schemaCompatibility = async () => {
  const title = 'schema compatibility';
  const script = 'scripts/schema-check.ts';
  if (!existsSync(script)) {
    console.log(`\n▶ ${title}`);
    ended(title, 'skipped', Date.now(), `: ${script} not present`);
    return;
  }
  await check(title, process.execPath, ['--import', 'tsx', script]);
};

// ---------------------------------------------------------------------------------------------------------------
/** Vitest's JSON report: each test counts; a test that passed only after a retry counts as flaky, not passed. */
const countVitest = (title: string, file: string, flakyFile: string, ran: boolean) => {
  if (!existsSync(file)) return count(`${title} (no report)`, false);
  const summary = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  const retried = existsSync(flakyFile) ? (JSON.parse(readFileSync(flakyFile, 'utf8')) as string[]) : [];
  passed += summary.numPassedTests - retried.length;
  flaky += retried.length;
  flakyTests.push(...retried.map((name) => `${title}: ${name}`));
  failed += summary.numFailedTests;
  if (summary.numFailedTests > 0) failures.push(`${summary.numFailedTests} ${title}`);
  if (!ran && summary.numFailedTests === 0) count(`${title} (suite error)`, false);
};

const vitest = async (project: 'unit' | 'integration', title: string) => {
  const file = `${results}/vitest-${project}.json`;
  const flakyFile = path.resolve(`${results}/vitest-${project}-flaky.json`);
  const args = ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, '--reporter=./scripts/vitest-flaky-reporter.ts'];
  const ran = await run(title, bin('vitest'), args, { VITEST_FLAKY_OUTPUT: flakyFile });
  countVitest(title, file, flakyFile, ran);
};

interface PlaywrightSuite {
  title: string;
  file: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: 'expected' | 'unexpected' | 'flaky' | 'skipped' }[] }[];
}

/** The names of the end-to-end tests whose status is flaky: failed, then passed on a retry. */
const flakyEndToEnd = (suites: PlaywrightSuite[] = [], titles: string[] = []): string[] =>
  suites.flatMap((suite) => {
    const within = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((test) => test.status === 'flaky').map((test) => `${spec.file}:${spec.line} › ${[...within, spec.title].join(' › ')} [${test.projectName}]`),
    );
    return [...own, ...flakyEndToEnd(suite.suites, within)];
  });

const endToEnd = async () => {
  const file = path.resolve(`${results}/e2e.json`);
  const title = 'end-to-end tests in Chromium';
  const ran = await run(title, bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  if (!existsSync(file)) return count('end-to-end (no report)', false);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number }; suites: PlaywrightSuite[] };
  const { stats } = json;
  passed += stats.expected;
  flaky += stats.flaky;
  failed += stats.unexpected;
  const names = flakyEndToEnd(json.suites);
  flakyTests.push(...names.map((name) => `end-to-end: ${name}`));
  // the report's count wins; a name that could not be found is still said
  for (let missing = names.length; missing < stats.flaky; missing++) flakyTests.push('end-to-end: (a test the JSON report counts as flaky)');
  if (stats.unexpected > 0) failures.push(`${stats.unexpected} end-to-end test(s)`);
  if (!ran && stats.unexpected === 0) count('end-to-end (run error)', false);
};

// ---------------------------------------------------------------------------------------------------------------
if (!serverOnly) {
  console.log('▶ static checks, at once: type check, lint, generated code, catalogs, schema compatibility');
  const staticStarted = Date.now();
  const staticRows = stageTimes.length;
  const [, , codegen] = await Promise.all([
    check('type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
    check('lint', bin('oxlint'), ['--deny-warnings', 'contract', 'gateway', 'upstream', 'client/src', 'e2e', 'scripts']),
    codegenFreshness(),
    check('both catalogs complete', process.execPath, ['--import', 'tsx', 'scripts/check-catalogs.ts']),
    schemaCompatibility(),
  ]);
  codegen.applyToWorkTree();
  console.log(`\n  static checks, all together: ${secondsSince(staticStarted).toFixed(1)} s`);
  stageTimes.push({ title: '(static checks, wall time)', outcome: stageTimes.slice(staticRows).some((stage) => stage.outcome === 'FAILED') ? 'FAILED' : 'ok', seconds: secondsSince(staticStarted) });

  await vitest('unit', 'unit tests');
}

await vitest('integration', serverOnly ? 'integration tests (database suites)' : 'integration tests');

if (!serverOnly) {
  const contractOk = await run('contract suite (CLI) against the reference upstream', process.execPath, ['--import', 'tsx', 'scripts/contract-on-reference.ts']);
  count('contract suite CLI on the reference upstream', contractOk);
  await endToEnd();
}

console.log('\nStage                                                 result     time');
for (const { title, outcome, seconds } of stageTimes) console.log(`  ${title.padEnd(52)}${outcome.padEnd(9)}${seconds.toFixed(1).padStart(7)} s`);
console.log(`  ${'total'.padEnd(61)}${secondsSince(runStarted).toFixed(1).padStart(7)} s`);

if (flakyTests.length) {
  console.log('\nFlaky (failed, then passed on a retry; not counted as passed):');
  for (const name of flakyTests) console.log(`flaky: ${name}`);
}
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed, ${flaky} flaky`);
process.exit(failed > 0 ? 1 : 0);
