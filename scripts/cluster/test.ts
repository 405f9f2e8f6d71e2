/**
 * `npm run cluster:test`: starts the whole shape (scripts/cluster/shape.ts) on loopback on free ports and drives it
 * through the balancer: the buyer's path, a per-address limit, an extension package, kill -9 of a gateway under an open checkstand and of an
 * upstream under 20 parallel order streams, Redis stopped for 10 s, and the public query's throughput. Then it stops
 * everything and checks that no process it started is left. Ends with one line: `N passed, N failed`.
 */
import path from 'node:path';
import pg from 'pg';
import { startCluster } from './cluster.ts';
import { freePorts } from './ports.ts';
import { describeProcess, descendantsOf, exists, waitFor } from './processes.ts';
import { createReport } from './report.ts';
import { addressLimits } from './scenarios/address-limits.ts';
import { buyerPath } from './scenarios/buyer-path.ts';
import { contextOf } from './scenarios/context.ts';
import { extensionPackage } from './scenarios/extension-package.ts';
import { gatewayKill } from './scenarios/gateway-kill.ts';
import { redisOutage } from './scenarios/redis-outage.ts';
import { throughput } from './scenarios/throughput.ts';
import { upstreamKill } from './scenarios/upstream-kill.ts';

const started = Date.now();
const report = createReport();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** `npm run cluster:test -- WORD…`: only the scenarios whose title holds one of the words (while working on one) */
const only = process.argv.slice(2);
const wanted = (title: string) => only.length === 0 || only.some((word) => title.includes(word));
// processes this one had before the cluster (tsx's compiler) are not the cluster's
const before = new Set(descendantsOf(process.pid));

// Interrupted (Ctrl-C, or CI's time limit): stop every part before going, and count the run as failed
const starting = new AbortController();
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
let interrupted = false;
const interrupt = async (signal: string) => {
  if (interrupted) return;
  interrupted = true;
  console.log(`\n${signal}: stopping the cluster`);
  starting.abort();
  await cluster?.stop();
  report.check('the run ends on its own (it was interrupted)', false, signal);
  process.exit(report.summary() > 0 ? 1 : 0);
};
process.on('SIGINT', () => void interrupt('SIGINT'));
process.on('SIGTERM', () => void interrupt('SIGTERM'));

console.log('▶ starting the cluster on free loopback ports');
try {
  // a test of the shape, not of a provider: the sandbox, named as a deployment must name its providers
  cluster = await startCluster({ ports: await freePorts(), payments: { PAYMENT_PROVIDER: 'sandbox' }, say: (line) => console.log(`  ${line}`), signal: starting.signal });
} catch (error) {
  if (interrupted) await new Promise(() => {});
  report.check('the cluster starts', false, (error as Error).message);
  process.exit(report.summary() > 0 ? 1 : 0);
}
report.check('the cluster starts: PostgreSQL, Redis, two upstreams, the balancer, two gateways', true, `in ${seconds()}`);
report.figure(`cluster up in ${seconds()}`);

const running = cluster;
const db = new pg.Pool({ connectionString: running.placement.databaseUrl, max: 4 });
const ctx = contextOf(running, report, db);
try {
  const scenarios: [string, () => Promise<void>][] = [
    ['the buyer’s path through the balancer', () => buyerPath(ctx)],
    ['a per-address limit across copies', () => addressLimits(ctx)],
    ['an extension package through either upstream', () => extensionPackage(ctx)],
    ['kill -9 of the gateway holding the checkstand’s WebSocket', () => gatewayKill(ctx)],
    ['kill -9 of an upstream during 20 parallel order streams', () => upstreamKill(ctx)],
    ['Redis stopped for 10 s', () => redisOutage(ctx)],
    ['throughput of the public query', () => throughput(ctx)],
  ];
  for (const [title, run] of scenarios) if (wanted(title)) await report.scenario(title, run);
} finally {
  await db.end();
  console.log('\n▶ stopping the cluster');
  // every process started for the cluster, and whatever those started (PostgreSQL's backends)
  const processes = descendantsOf(process.pid).filter((pid) => !before.has(pid));
  // the parts' logs stay for a look when something failed
  const keepLogsIn = report.failures() > 0 ? path.resolve('.test-results/cluster-logs') : undefined;
  await running.stop({ keepLogsIn });
  if (keepLogsIn) console.log(`  the parts' logs: ${keepLogsIn}`);
  // a SIGKILL sent to a group is delivered, not awaited: its members end a moment after stop() returns
  const left = await waitFor('the cluster\'s processes to end', () => processes.filter(exists), (still) => still.length === 0, 10_000).catch(() => processes.filter(exists));
  report.check('stopping leaves no process behind', left.length === 0, `${processes.length} processes were running${left.length ? `; left: ${left.map(describeProcess).join(', ')}` : ''}`);
}
report.figure(`npm run cluster:test took ${seconds()}`);
process.exit(report.summary() > 0 ? 1 : 0);
