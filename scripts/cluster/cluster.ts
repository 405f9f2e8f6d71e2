import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAYMENT_VARIABLES } from '../../upstream/src/payments/index.ts';
import { buildClientIfNeeded } from '../client-build.ts';
import { haproxyStats } from './balancer.ts';
import { haproxyConfig } from './haproxy.ts';
import { launchPart, type LaunchContext } from './launch.ts';
import { assertPortsFree, type ClusterPorts } from './ports.ts';
import { initPostgres } from './postgres.ts';
import type { RunningProcess } from './processes.ts';
import { clusterShape, type Placement } from './shape.ts';

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

/** The run's temporary folder (the database, the logs, the balancer's configuration). */
const clusterFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'tidewatch-cluster-'));
  // the postgres user (the server's, when we are root) must reach its folder inside
  chmodSync(folder, 0o755);
  const logs = path.join(folder, 'logs');
  mkdirSync(logs);
  return { folder, logs, configFile: path.join(folder, 'haproxy.cfg'), pgFolder: path.join(folder, 'postgres') };
};

/** Removes the run's folder; `keepLogsIn` keeps the parts' logs there first. */
const removeFolder = ({ folder, logs }: { folder: string; logs: string }, keepLogsIn?: string) => {
  if (keepLogsIn) {
    mkdirSync(path.dirname(keepLogsIn), { recursive: true });
    rmSync(keepLogsIn, { recursive: true, force: true });
    cpSync(logs, keepLogsIn, { recursive: true });
  }
  rmSync(folder, { recursive: true, force: true });
};

/** The order of starting: the balancer before the gateways (they are ready once they reach the upstreams, which they do through it). */
const STARTING_ORDER = [['postgres'], ['redis'], ['upstream-1', 'upstream-2'], ['balancer'], ['gateway-1', 'gateway-2']];

/** Starts each group of parts together, a group once the one before serves; the first failure is thrown. */
const startInOrder = async (launch: (name: string) => Promise<unknown>, signal: AbortSignal | undefined) => {
  for (const group of STARTING_ORDER) {
    if (signal?.aborted) throw new Error('stopped while starting');
    const results = await Promise.allSettled(group.map(launch));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
};

/**
 * Starts the whole shape on loopback in order (PostgreSQL, Redis, the upstreams together, the balancer, the gateways
 * together), each waited for by the event that says it serves (a log line, a health check), never by a pause.
 * Everything runs in a temporary folder (the database, the logs, the balancer's configuration) that stop() removes.
 */
export const startCluster = async ({ ports, adminToken = randomBytes(24).toString('base64url'), payments = paymentsOf(process.env), say = () => {}, signal }: ClusterOptions) => {
  if (!payments.PAYMENT_PROVIDER) throw new Error(PAYMENT_PROVIDER_NEEDED);
  await assertPortsFree(ports);
  // the gateways run with NODE_ENV=production: so is the client they serve
  if (buildClientIfNeeded({ ...process.env, NODE_ENV: 'production' })) say('client built');
  const files = clusterFolder();
  const at = loopbackPlacement(ports, adminToken, payments);
  const parts = clusterShape(at);
  const running = new Map<string, RunningProcess>();
  const partNamed = (name: string) => parts.find((part) => part.name === name)!;
  writeFileSync(files.configFile, haproxyConfig(parts, at));

  const stats = () => haproxyStats(ports.balancer.stats);
  const context: LaunchContext = { ...files, running, stats, say, signal };
  const launch = (name: string) => launchPart(partNamed(name), context);
  const stopPart = async (name: string) => {
    // PostgreSQL's fast shutdown is SIGINT (SIGTERM would wait for every client to leave)
    await running.get(name)?.stop(partNamed(name).role === 'postgres' ? 'SIGINT' : 'SIGTERM');
  };
  /** Stops every part (the last started first) and removes the folder; `keepLogsIn` keeps the parts' logs there. */
  const stop = async ({ keepLogsIn }: { keepLogsIn?: string } = {}) => {
    for (const part of [...parts].reverse()) await stopPart(part.name);
    removeFolder(files, keepLogsIn);
  };

  try {
    initPostgres(files.pgFolder);
    await startInOrder(launch, signal);
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
    startPart: async (name: string) => void (await launch(name)),
    stop,
  };
};
