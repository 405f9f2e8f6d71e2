/**
 * The shape (shape.ts) placed in containers, as compose.yaml runs it: each part a service reached by its name, on a
 * network of its own where the balancer has a fixed address, the parts' ports their defaults, the secrets from the
 * operator's .env. `npx tsx scripts/cluster/containers.ts` writes deploy/haproxy.cfg from it.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { PAYMENT_VARIABLES } from '../../upstream/src/payments/index.ts';
import { haproxyConfig } from './haproxy.ts';
import { clusterShape, type Placement } from './shape.ts';

/** Each service's ports, by purpose (a part's defaults: 4010 the upstream's, 8080 the gateway's). */
export const containerPorts: Record<string, Record<string, number>> = {
  postgres: { sql: 5432 },
  redis: { redis: 6379 },
  'upstream-1': { http: 4010 },
  'upstream-2': { http: 4010 },
  'gateway-1': { http: 8080 },
  'gateway-2': { http: 8080 },
  balancer: { site: 8080, upstreams: 4010, stats: 8404 },
};

/** The compose network's range, and the balancer's fixed address in it (the one whose X-Forwarded-For is believed). */
export const CONTAINER_SUBNET = '172.28.0.0/24';

export const containerPlacement: Placement & { balancerListen: string; resolver: string } = {
  host: (part) => part,
  port: (part, purpose) => containerPorts[part][purpose],
  bindAddress: '0.0.0.0',
  balancerAddress: '172.28.0.2',
  balancerListen: '*',
  // Docker's own name server on a user-defined network
  resolver: '127.0.0.11:53',
  site: { zh: '${SITE_ORIGIN_ZH:-http://localhost:8080}', en: '${SITE_ORIGIN_EN:-http://en.localhost:8080}' },
  publicUrl: '${PUBLIC_URL:-http://localhost:8080}',
  databaseUrl: 'postgres://tidewatch:${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}@postgres:5432/tidewatch',
  adminToken: '${ADMIN_TOKEN:?set ADMIN_TOKEN (16 characters or more) in .env}',
  // the operator's providers and keys, from .env (see .env.example); a provider named without its settings stops the start
  payments: Object.fromEntries(
    PAYMENT_VARIABLES.map((name) => [name, name === 'PAYMENT_PROVIDER' ? '${PAYMENT_PROVIDER:?set PAYMENT_PROVIDER in .env: paypal, alipay, wechat (a comma list)}' : `\${${name}:-}`]),
  ),
};

export const containerShape = () => clusterShape(containerPlacement);
export const containerHaproxyConfig = () => haproxyConfig(containerShape(), containerPlacement);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync('deploy/haproxy.cfg', containerHaproxyConfig());
  console.log('wrote deploy/haproxy.cfg');
}
