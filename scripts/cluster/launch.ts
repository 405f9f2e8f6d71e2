import path from 'node:path';
import { haproxyPath, type HaproxyServer } from './balancer.ts';
import { postgresServer } from './postgres.ts';
import { startProcess, waitFor, type RunningProcess } from './processes.ts';
import type { Part } from './shape.ts';

/** What starting a part needs of the cluster around it. */
export interface LaunchContext {
  /** the folder of the parts' logs */
  logs: string;
  /** PostgreSQL's folder (made by initPostgres) */
  pgFolder: string;
  /** the balancer's configuration file */
  configFile: string;
  /** the parts running now, by name; a started part is added */
  running: Map<string, RunningProcess>;
  stats: () => Promise<HaproxyServer[]>;
  say: (line: string) => void;
  signal?: AbortSignal;
}

interface StartSpec {
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** the event that says it serves */
  ready: () => boolean | Promise<boolean>;
}

const http = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(5000) })).status;

/** How each part is started, and the event that says it serves (a log line, a health check), never a pause. */
const startSpec = (part: Part, { pgFolder, configFile, running, stats }: LaunchContext): StartSpec => {
  const logLine = (line: string) => () => running.get(part.name)?.output().includes(line) ?? false;
  switch (part.role) {
    case 'postgres':
      return { ...postgresServer(pgFolder, part.ports.sql), ready: logLine('database system is ready to accept connections') };
    case 'redis':
      return {
        command: process.env.REDIS_SERVER_PATH ?? 'redis-server',
        args: ['--port', String(part.ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        ready: logLine('Ready to accept connections'),
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
};

/** Starts a part and waits until it serves; a part that exits or never serves fails with the tail of its log. */
export const launchPart = async (part: Part, context: LaunchContext) => {
  const { logs, running, say, signal } = context;
  const logFile = path.join(logs, `${part.name}.log`);
  const spec = startSpec(part, context);
  const started = startProcess({ name: part.name, command: spec.command, args: spec.args, env: spec.env ?? {}, logFile });
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
