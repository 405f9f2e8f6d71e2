/**
 * npm run contract -- --upstream http://host:port/api [--token TOKEN]
 * Checks any upstream against the /api contract for the calls it implements (with a signed-in user's token,
 * the signed-in read calls too); exits 1 on a failure.
 */
import { calls } from '../index.ts';
import { checkUpstream } from './check.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--upstream');
const base = at >= 0 ? args[at + 1] : process.env.UPSTREAM_URL;
const tokenAt = args.indexOf('--token');
const token = tokenAt >= 0 ? args[tokenAt + 1] : process.env.CONTRACT_TOKEN;
if (!base) {
  console.error('Usage: npm run contract -- --upstream http://127.0.0.1:4010/api [--token TOKEN]');
  process.exit(2);
}

const results = await checkUpstream(base, calls, { token });
const mark = { pass: '✓', fail: '✗', 'not implemented': '·' } as const;
for (const result of results) console.log(`${mark[result.outcome]} ${result.name.padEnd(44)} ${result.outcome === 'pass' ? '' : result.detail}`);
const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
console.log(`\n${count('pass')} passed, ${count('fail')} failed, ${count('not implemented')} skipped (not implemented by ${base})`);
process.exit(count('fail') > 0 ? 1 : 0);
