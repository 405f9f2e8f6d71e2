/**
 * The site on several machines, written once as data: which parts run, what each listens on, how it is started and
 * what it is told. `npm run cluster` runs this shape on loopback; `compose.yaml` and the `Dockerfile` describe it
 * for containers (a test compares them with this file); the README's "More than one machine" follows it.
 */

export type Role = 'postgres' | 'redis' | 'upstream' | 'gateway' | 'balancer';

export interface Part {
  /** the part's name: a process of `npm run cluster`, a service of compose.yaml */
  name: string;
  role: Role;
  /** what it listens on, by purpose */
  ports: Record<string, number>;
  /** the application's command (the image's, for the upstreams and gateways); the other parts run their own programs */
  command?: string[];
  /** its environment (the application's variables; see the README's configuration table) */
  env: Record<string, string>;
  /** the path that answers 200 when the part can serve (the balancer's health check) */
  health?: string;
}

/** Where the parts are: one machine's loopback, or a container network. */
export interface Placement {
  /** how the other parts reach a part */
  host: (part: string) => string;
  /** the port a part listens on, by purpose */
  port: (part: string, purpose: string) => number;
  /** the address the upstreams and gateways listen on */
  bindAddress: string;
  /** the balancer's own address: gateways and upstreams believe X-Forwarded-For from it alone */
  balancerAddress: string;
  /** how browsers reach the site (the balancer): the two languages' origins */
  site: { zh: string; en: string };
  /** the balancer as the payment provider's pages and notifications use it (PUBLIC_URL) */
  publicUrl: string;
  /** the PostgreSQL every upstream shares */
  databaseUrl: string;
  /** secrets every copy must share, given alike to each (never generated per process) */
  adminToken: string;
  /** the payment providers and their settings, given alike to every upstream (production names them; nothing is assumed) */
  payments: Record<string, string>;
}

/** The command of each application part: one image, the part chosen by its command; tsx compiles on the fly. */
export const commands = {
  upstream: ['node', '--import', 'tsx', 'upstream/src/main.ts'],
  gateway: ['node', '--import', 'tsx', 'gateway/src/main.ts'],
} as const;

export const UPSTREAMS = ['upstream-1', 'upstream-2'];
export const GATEWAYS = ['gateway-1', 'gateway-2'];

/** Every part of the shape, in the order they start. */
export const clusterShape = (at: Placement): Part[] => {
  const url = (part: string, purpose: string) => `http://${at.host(part)}:${at.port(part, purpose)}`;
  const production = { NODE_ENV: 'production', SITE_ORIGIN_ZH: at.site.zh, SITE_ORIGIN_EN: at.site.en };
  return [
    { name: 'postgres', role: 'postgres', ports: { sql: at.port('postgres', 'sql') }, env: {} },
    { name: 'redis', role: 'redis', ports: { redis: at.port('redis', 'redis') }, env: {} },
    ...UPSTREAMS.map(
      (name): Part => ({
        name,
        role: 'upstream',
        ports: { http: at.port(name, 'http') },
        command: [...commands.upstream],
        health: '/healthz',
        env: {
          ...production,
          UPSTREAM_PORT: String(at.port(name, 'http')),
          UPSTREAM_BIND_ADDRESS: at.bindAddress,
          DATABASE_URL: at.databaseUrl,
          // from the operator: production refuses to guess the payment provider
          ...at.payments,
          PUBLIC_URL: at.publicUrl,
          ADMIN_TOKEN: at.adminToken,
          // the gateways' calls and the provider's pages come through the balancer
          TRUST_PROXY: at.balancerAddress,
        },
      }),
    ),
    ...GATEWAYS.map(
      (name): Part => ({
        name,
        role: 'gateway',
        ports: { http: at.port(name, 'http') },
        command: [...commands.gateway],
        health: '/readyz',
        env: {
          ...production,
          PORT: String(at.port(name, 'http')),
          BIND_ADDRESS: at.bindAddress,
          // the upstream copies, through the balancer's inner side
          UPSTREAM_URL: `${url('balancer', 'upstreams')}/api`,
          REDIS_URL: `redis://${at.host('redis')}:${at.port('redis', 'redis')}`,
          TRUST_PROXY: at.balancerAddress,
        },
      }),
    ),
    {
      name: 'balancer',
      role: 'balancer',
      ports: { site: at.port('balancer', 'site'), upstreams: at.port('balancer', 'upstreams'), stats: at.port('balancer', 'stats') },
      env: {},
    },
  ];
};

/** The parts of a role. */
export const partsOf = (parts: Part[], role: Role) => parts.filter((part) => part.role === role);
