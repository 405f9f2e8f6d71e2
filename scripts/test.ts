/**
 * `npm test`: type check, lint, generated-code freshness, unit and integration tests, the contract suite
 * against the reference upstream, and the Playwright end-to-end tests in Chromium. Ends with one line
 * `N passed, N failed`. `npm test -- --server-only` runs only the database and integration suites
 * (CI runs them once more against PostgreSQL with TEST_DATABASE_URL).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const serverOnly = process.argv.includes('--server-only');
const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];
const count = (name: string, ok: boolean) => {
  if (ok) passed++;
  else {
    failed++;
    failures.push(name);
  }
};

const run = (title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
};

const bin = (name: string) => path.join('node_modules', '.bin', name);

const hashTree = (roots: string[]) => {
  const hash = createHash('sha256');
  const walk = (target: string) => {
    if (!existsSync(target)) return;
    if (statSync(target).isDirectory()) for (const entry of readdirSync(target).sort()) walk(path.join(target, entry));
    else hash.update(target).update(readFileSync(target));
  };
  roots.forEach(walk);
  return hash.digest('hex');
};

/** Vitest's JSON report: each test counts. */
const countVitest = (file: string, ran: boolean) => {
  if (!existsSync(file)) return count('vitest (no report)', false);
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numFailedTests > 0) failures.push(`${report.numFailedTests} vitest test(s)`);
  if (!ran && report.numFailedTests === 0) count('vitest (suite error)', false);
};

if (!serverOnly) {
  count('type check', run('type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']));
  count('lint', run('lint', bin('oxlint'), ['--deny-warnings', 'contract', 'gateway', 'upstream', 'client/src', 'e2e', 'scripts']));
  const generated = ['gateway/src/generated', 'client/src/gql', 'client/src/locales'];
  const before = hashTree(generated);
  const regenerated = run('codegen', 'npm', ['run', '-s', 'codegen']);
  const fresh = regenerated && hashTree(generated) === before;
  if (!fresh) console.log('  Generated code was stale: `npm run codegen` changed it. Commit the result.');
  count('generated code is fresh', fresh);
  const catalogsComplete = run('catalogs complete', process.execPath, ['--import', 'tsx', 'scripts/check-catalogs.ts']);
  count('both catalogs complete', catalogsComplete);
}

const vitestReport = `${results}/vitest.json`;
const vitestArgs = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`];
const vitestRan = run(serverOnly ? 'database and integration tests' : 'unit and integration tests', bin('vitest'), serverOnly ? [...vitestArgs, 'upstream', 'gateway', 'contract'] : vitestArgs);
countVitest(vitestReport, vitestRan);

if (!serverOnly) {
  count('contract suite CLI on the reference upstream', run('contract suite (CLI) against the reference upstream', process.execPath, ['--import', 'tsx', 'scripts/contract-on-reference.ts']));
  const e2eReport = path.resolve(`${results}/e2e.json`);
  const e2eRan = run('end-to-end tests in Chromium', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  if (existsSync(e2eReport)) {
    const stats = (JSON.parse(readFileSync(e2eReport, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } }).stats;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (stats.unexpected > 0) failures.push(`${stats.unexpected} end-to-end test(s)`);
    if (!e2eRan && stats.unexpected === 0) count('end-to-end (run error)', false);
  } else count('end-to-end (no report)', false);
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
