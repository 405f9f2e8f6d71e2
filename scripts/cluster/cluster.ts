import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildClientIfNeeded } from '../client-build.ts';
import { PAYMENT_VARIABLES } from '../../upstream/src/payments/index.ts';
import { haproxyConfig } from './haproxy.ts';
import { initPostgres, postgresServer } from './postgres.ts';
import { startProcess, waitFor, type RunningProcess } from './processes.ts';
import { clusterShape, type Part, type Placement } from './shape.ts';

/** HAProxy: HAPROXY_PATH, else on the PATH, else where Debian puts it (/usr/sbin is not on every user's PATH). */
const haproxyPath = () => {
  if (process.env.HAPROXY_PATH) return process.env.HAPROXY_PATH;
  const onPath = (process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'haproxy')).find((file) => existsSync(file));
  return onPath ?? '/usr/sbin/haproxy';
};

/** Each part's ports, by purpose. */
export type ClusterPorts = Record<string, Record<string, number>>;

/** `npm run cluster`'s ports: the site on `base` (8090 unless CLUSTER_PORT says), the rest after it. */
export const portsFrom = (base: number): ClusterPorts => ({
  balancer: { site: base, upstreams: base + 1, stats: base + 2 },
  'gateway-1': { http: base + 3 },
  'gateway-2': { http: base + 4 },
  'upstream-1': { http: base + 5 },
  'upstream-2': { http: base + 6 },
  redis: { redis: base + 7 },
  postgres: { sql: base + 8 },
});

/** A port nobody listens on now, from the system (the test's cluster; nothing else takes it in the moment between). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Free ports for every part, each from the system. */
export const freePorts = async (): Promise<ClusterPorts> => {
  const ports = portsFrom(0);
  for (const purposes of Object.values(ports)) for (const purpose of Object.keys(purposes)) purposes[purpose] = await freePort();
  return ports;
};

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * The shape on this machine's loopback. The balancer connects to the parts from 127.0.0.2 (all of 127/8 is
 * loopback), and that is the one address whose X-Forwarded-For they believe: a request sent straight to a gateway
 * from 127.0.0.1 cannot pick its own address.
 */
export const loopbackPlacement = (ports: ClusterPorts, adminToken: string, payments: Record<string, string> = {}): Placement & { balancerListen: string } => ({
  host: () => '127.0.0.1',
  port: (part, purpose) => ports[part][purpose],
  bindAddress: '127.0.0.1',
  balancerAddress: '127.0.0.2',
  balancerListen: '127.0.0.1',
  site: { zh: `http://localhost:${ports.balancer.site}`, en: `http://en.localhost:${ports.balancer.site}` },
  publicUrl: `http://127.0.0.1:${ports.balancer.site}`,
  databaseUrl: `postgres://postgres@127.0.0.1:${ports.postgres.sql}/postgres`,
  adminToken,
  payments,
});

/** The payments' variables set in an environment (PAYMENT_PROVIDER and each provider's settings). */
export const paymentsOf = (env: NodeJS.ProcessEnv) => Object.fromEntries(PAYMENT_VARIABLES.flatMap((name) => (env[name] ? [[name, env[name]!]] : [])));

/** The cluster runs in production, which takes money only through providers it is told of. */
export const PAYMENT_PROVIDER_NEEDED =
  'PAYMENT_PROVIDER is not set: the cluster runs in production and takes money only through providers it is told of. ' +
  'Set PAYMENT_PROVIDER (paypal, alipay, wechat, with their settings: docs/configuration.md), or PAYMENT_PROVIDER=sandbox for a trial run.';

export interface HaproxyServer {
  backend: string;
  server: string;
  status: string;
  /** connections open now */
  current: number;
  /** connections (HTTP: requests) so far */
  total: number;
}

export interface ClusterOptions {
  ports: ClusterPorts;
  /** ADMIN_TOKEN of every upstream; unset → one made for this run, the same for each */
  adminToken?: string;
  /** the payment providers' variables every upstream gets; unset → those of this process's environment */
  payments?: Record<string, string>;
  /** where a part's start and stop are told */
  say?: (line: string) => void;
  /** aborted (Ctrl-C while starting): what was started is stopped, and startCluster rejects */
  signal?: AbortSignal;
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/**
 * Starts the whole shape on loopback in order (PostgreSQL, Redis, the upstreams together, the gateways together,
 * the balancer), each waited for by the event that says it serves (a log line, a health check), never by a pause.
 * Everything runs in a temporary folder (the database, the logs, the balancer's configuration) that stop() removes.
 */
export const startCluster = async ({ ports, adminToken = randomBytes(24).toString('base64url'), payments = paymentsOf(process.env), say = () => {}, signal }: ClusterOptions) => {
  if (!payments.PAYMENT_PROVIDER) throw new Error(PAYMENT_PROVIDER_NEEDED);
  for (const [part, purposes] of Object.entries(ports)) {
    for (const port of Object.values(purposes)) if (!(await portIsFree(port))) throw new Error(`port ${port} (${part}) is taken; choose another CLUSTER_PORT`);
  }
  // the gateways run with NODE_ENV=production: so is the client they serve
  if (buildClientIfNeeded({ ...process.env, NODE_ENV: 'production' })) say('client built');
  const folder = mkdtempSync(path.join(tmpdir(), 'tidewatch-cluster-'));
  // the postgres user (the server's, when we are root) must reach its folder inside
  chmodSync(folder, 0o755);
  const logs = path.join(folder, 'logs');
  mkdirSync(logs);
  const at = loopbackPlacement(ports, adminToken, payments);
  const parts = clusterShape(at);
  const running = new Map<string, RunningProcess>();
  const partNamed = (name: string) => parts.find((part) => part.name === name)!;

  const configFile = path.join(folder, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(parts, at));
  const pgFolder = path.join(folder, 'postgres');

  const http = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(5000) })).status;
  const logLine = (name: string, line: string) => () => running.get(name)?.output().includes(line) ?? false;

  const stats = async (): Promise<HaproxyServer[]> => {
    const csv = await (await fetch(`http://127.0.0.1:${ports.balancer.stats}/;csv`, { signal: AbortSignal.timeout(5000) })).text();
    const [header, ...rows] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const column = (row: string[], name: string) => row[columns.indexOf(name)];
    return rows
      .map((line) => line.split(','))
      .filter((row) => !['FRONTEND', 'BACKEND'].includes(column(row, 'svname')))
      .map((row) => ({ backend: column(row, 'pxname'), server: column(row, 'svname'), status: column(row, 'status'), current: Number(column(row, 'scur')), total: Number(column(row, 'stot')) }));
  };

  /** How each part is started, and the event that says it serves. */
  const launch = async (part: Part) => {
    const logFile = path.join(logs, `${part.name}.log`);
    const spec = (() => {
      switch (part.role) {
        case 'postgres':
          return { ...postgresServer(pgFolder, part.ports.sql), ready: logLine(part.name, 'database system is ready to accept connections') };
        case 'redis':
          return {
            command: process.env.REDIS_SERVER_PATH ?? 'redis-server',
            args: ['--port', String(part.ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
            ready: logLine(part.name, 'Ready to accept connections'),
          };
        case 'balancer':
          return {
            command: haproxyPath(),
            args: ['-db', '-f', configFile],
            // serving once it has found the upstreams healthy (the gateways it finds as they come)
            ready: async () => (await stats()).filter((s) => s.backend === 'upstreams').every((s) => s.status === 'UP'),
          };
        default:
          return {
            command: part.command![0],
            args: part.command!.slice(1),
            env: part.env,
            // healthy, and, when the balancer is running, taken back into its pool
            ready: async () =>
              (await http(`http://127.0.0.1:${part.ports.http}${part.health}`)) === 200 &&
              (!running.get('balancer')?.alive() || (await stats()).some((s) => s.server === part.name && s.status === 'UP')),
          };
      }
    })();
    const started = startProcess({ name: part.name, command: spec.command, args: spec.args, env: 'env' in spec ? spec.env : {}, logFile });
    running.set(part.name, started);
    await waitFor(`${part.name} to serve`, async () => {
      if (signal?.aborted) throw new Error('stopped while starting');
      if (!started.alive()) throw new Error(`${part.name} exited:\n${started.output().slice(-2000)}`);
      return spec.ready();
    }, Boolean, 180_000).catch((error: Error) => {
      throw new Error(`${error.message}\n--- ${part.name} (log: ${logFile}) ---\n${started.output().slice(-3000)}`);
    });
    say(`${part.name} serves (pid ${started.pid})`);
    return started;
  };

  const stopPart = async (name: string) => {
    // PostgreSQL's fast shutdown is SIGINT (SIGTERM would wait for every client to leave)
    await running.get(name)?.stop(partNamed(name).role === 'postgres' ? 'SIGINT' : 'SIGTERM');
  };

  /** Stops every part (the last started first) and removes the folder; `keepLogsIn` keeps the parts' logs there. */
  const stop = async ({ keepLogsIn }: { keepLogsIn?: string } = {}) => {
    for (const part of [...parts].reverse()) await stopPart(part.name);
    if (keepLogsIn) {
      mkdirSync(path.dirname(keepLogsIn), { recursive: true });
      rmSync(keepLogsIn, { recursive: true, force: true });
      cpSync(logs, keepLogsIn, { recursive: true });
    }
    rmSync(folder, { recursive: true, force: true });
  };

  try {
    initPostgres(pgFolder);
    // the balancer before the gateways: they are ready once they reach the upstreams, which they do through it
    for (const group of [['postgres'], ['redis'], ['upstream-1', 'upstream-2'], ['balancer'], ['gateway-1', 'gateway-2']]) {
      if (signal?.aborted) throw new Error('stopped while starting');
      await Promise.allSettled(group.map((name) => launch(partNamed(name)))).then((results) => {
        const failed = results.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
      });
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    parts,
    placement: at,
    adminToken,
    /** the site through the balancer (Chinese) */
    site: at.site.zh,
    /** the balancer's own address for programs (no name lookup) */
    siteUrl: `http://127.0.0.1:${ports.balancer.site}`,
    urlOf: (name: string) => `http://127.0.0.1:${partNamed(name).ports.http}`,
    process: (name: string) => running.get(name)!,
    /** every part's pid (its process group's leader) */
    pids: () => [...running.values()].map((p) => p.pid),
    stats,
    /** A signal to a part (kill -9: SIGKILL), answered once it has exited. */
    kill: async (name: string, signal: NodeJS.Signals = 'SIGKILL') => {
      const part = running.get(name)!;
      part.signal(signal);
      await part.exited;
    },
    stopPart,
    /** Starts a part again, as its supervisor would, and waits until it serves. */
    startPart: async (name: string) => void (await launch(partNamed(name))),
    stop,
  };
};
