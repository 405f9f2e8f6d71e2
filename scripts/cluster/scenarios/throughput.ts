import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import type { ScenarioContext } from './context.ts';

const SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
/** The public query of `npm run bench`: versions and editions, as the home and pricing pages ask. */
const PUBLIC_QUERY = '{ versions { id version createdAt winDownloadUrl macDownloadUrl linuxDownloadUrl } editions { id name nameCn price dollar monthAmount yearAmount } }';

/** The public query's throughput through the balancer beside one gateway alone, measured alternately: for the record. */
export const throughput = async ({ cluster, report }: ScenarioContext) => {
  const measure = async (url: string) => {
    const result = await autocannon({
      url: `${url}/graphql`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [{ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: PUBLIC_QUERY }) }],
    });
    return { rate: result.requests.average, errors: result.errors + result.non2xx + result.timeouts };
  };
  const rounds: { balancer: { rate: number; errors: number }; gateway: { rate: number; errors: number } }[] = [];
  for (let round = 0; round < 2; round++) rounds.push({ balancer: await measure(cluster.siteUrl), gateway: await measure(cluster.urlOf('gateway-1')) });
  const mean = (pick: (r: (typeof rounds)[number]) => number) => rounds.reduce((sum, r) => sum + pick(r), 0) / rounds.length;
  const [balancer, gateway] = [mean((r) => r.balancer.rate), mean((r) => r.gateway.rate)];
  const errors = rounds.reduce((sum, r) => sum + r.balancer.errors + r.gateway.errors, 0);
  report.check('the public query is answered without errors through the balancer and by one gateway under load', errors === 0, `${errors} errors`);
  report.figure(
    `throughput of the public query (${CONNECTIONS} connections, ${SECONDS} s × 2 rounds each, on ${availableParallelism()} cores): balancer over two gateways ${balancer.toFixed(0)} req/s, one gateway alone ${gateway.toFixed(0)} req/s, ratio ${(balancer / gateway).toFixed(2)}`,
  );
};
