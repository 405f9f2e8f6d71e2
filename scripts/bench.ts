/**
 * `npm run bench`: starts the stack on an in-memory database and measures, side by side in one run,
 * the gateway's throughput for the public query (versions + editions) against the upstream's own
 * throughput for the same data (GET /versions + GET /license/category), and the upstream calls the
 * query costs. Prints ratios, never absolute pass/fail thresholds.
 */
import autocannon from 'autocannon';
import { startGateway } from '../gateway/src/server.ts';
import { startUpstream } from '../upstream/src/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const publicQuery = '{ versions { id version createdAt winDownloadUrl macDownloadUrl linuxDownloadUrl } editions { id name nameCn price dollar monthAmount yearAmount } }';

const upstream = await startUpstream({ DATABASE_URL: 'memory://', UPSTREAM_PORT: 0, NODE_ENV: 'production' });
const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: upstream.apiUrl, NODE_ENV: 'production' });

const upstreamCalls = async () => (await gateway.metrics.upstreamCalls.get()).values.reduce((sum, v) => sum + v.value, 0);
const graph = () =>
  fetch(`${gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: publicQuery }) });

// Upstream calls per query: a cold gateway (nothing cached) and a warm one.
const coldBefore = await upstreamCalls();
await graph();
const cold = (await upstreamCalls()) - coldBefore;
const warmBefore = await upstreamCalls();
await graph();
const warm = (await upstreamCalls()) - warmBefore;

const measure = async (title: string, url: string, requests: autocannon.Request[]) => {
  const result = await autocannon({ url, connections, duration: seconds, requests });
  const errors = result.errors + result.non2xx;
  console.log(`  ${title.padEnd(56)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p99 ${result.latency.p99} ms${errors ? `  (${errors} errors)` : ''}`);
  return result.requests.average;
};

console.log(`\nPublic query, ${connections} connections, ${seconds} s each, measured alternately in this run:\n`);
const gatewayRates: number[] = [];
const upstreamRates: number[] = [];
for (let round = 1; round <= 2; round++) {
  gatewayRates.push(
    await measure(`gateway  POST /graphql (round ${round})`, `${gateway.url}/graphql`, [
      { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: publicQuery }) },
    ]),
  );
  // The same data straight from the upstream takes two REST calls: one query = two requests.
  const pairs =
    (await measure(`upstream GET /versions + /license/category (round ${round})`, upstream.origin, [
      { method: 'GET', path: '/api/versions' },
      { method: 'GET', path: '/api/license/category' },
    ])) / 2;
  upstreamRates.push(pairs);
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
console.log(`
  gateway queries/s                 ${mean(gatewayRates).toFixed(0)}
  direct upstream query-pairs/s     ${mean(upstreamRates).toFixed(0)}
  ratio gateway / direct upstream   ${(mean(gatewayRates) / mean(upstreamRates)).toFixed(2)}
  upstream calls per query          ${cold} cold (empty cache), ${warm} warm (shared public cache)
`);
await gateway.close();
await upstream.close();
process.exit(0);
