/**
 * `npm run cluster`: the site on several processes on this machine, as on several machines — a private PostgreSQL
 * and Redis, two upstreams, two gateways and HAProxy in front (scripts/cluster/shape.ts). Ctrl-C stops everything
 * it started. CLUSTER_PORT (default 8090) is the site's port; the parts take the eight after it.
 */
import { startCluster } from './cluster.ts';
import { portsFrom } from './ports.ts';

const base = Number(process.env.CLUSTER_PORT ?? 8090);
if (!Number.isInteger(base) || base < 1 || base > 65526) {
  console.error('CLUSTER_PORT must be a port number (the parts take the eight after it)');
  process.exit(1);
}
const started = Date.now();
const say = (line: string) => console.log(`  ${line}`);
console.log('Starting the cluster…');
// Ctrl-C while starting stops what has started; once running, it stops everything
const starting = new AbortController();
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping every part…');
  if (!cluster) return starting.abort();
  await cluster.stop();
  console.log('Stopped; nothing left running.');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
try {
  cluster = await startCluster({ ports: portsFrom(base), adminToken: process.env.ADMIN_TOKEN, say, signal: starting.signal });
} catch (error) {
  console.error(stopping ? 'Stopped while starting; nothing left running.' : `Could not start the cluster: ${(error as Error).message}`);
  process.exit(stopping ? 0 : 1);
}

const running = cluster;
const row = (name: string) => running.parts.find((part) => part.name === name)!;
console.log(`
  Site (中文)     ${running.placement.site.zh}
  Site (English)  ${running.placement.site.en}
  Balancer stats  http://127.0.0.1:${row('balancer').ports.stats}/
  Gateways        ${['gateway-1', 'gateway-2'].map((name) => running.urlOf(name)).join(', ')}
  Upstreams       ${['upstream-1', 'upstream-2'].map((name) => running.urlOf(name)).join(', ')} (through the balancer: http://127.0.0.1:${row('balancer').ports.upstreams}/api)
  PostgreSQL      ${running.placement.databaseUrl}
  Redis           redis://127.0.0.1:${row('redis').ports.redis}
  Staff           UPSTREAM_ORIGIN=${running.urlOf('upstream-1')} ADMIN_TOKEN=${running.adminToken} npm run admin -- list-orders
  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Ctrl-C stops everything.`);
