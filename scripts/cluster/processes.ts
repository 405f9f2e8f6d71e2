import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync, readdirSync } from 'node:fs';

/** How a part's process is started. */
export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** where its output goes (appended) */
  logFile: string;
}

export interface RunningProcess {
  name: string;
  pid: number;
  /** resolves when it has exited, however */
  exited: Promise<void>;
  alive: () => boolean;
  /** the output so far (the tail of it) */
  output: () => string;
  /** a signal to its whole process group (the part and whatever it started) */
  signal: (signal: NodeJS.Signals) => void;
  /** `how` (SIGTERM), then SIGKILL if it is still there after `graceMs` */
  stop: (how?: NodeJS.Signals, graceMs?: number) => Promise<void>;
}

const KEPT_OUTPUT = 64 * 1024;

/**
 * Starts a process in a process group of its own, so that stopping it reaches whatever it started too (PostgreSQL's
 * backends), and a Ctrl-C in the terminal reaches only the runner, which stops the parts in order.
 */
export const startProcess = ({ name, command, args, env = {}, logFile }: ProcessSpec): RunningProcess => {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child: ChildProcess = spawn(command, args, { env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`${name}: ${command} could not be started`);
  const pid = child.pid;
  let output = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let running = true;
  const exited = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      keep(Buffer.from(`${error.message}\n`));
      running = false;
      resolve();
    });
    child.once('exit', () => {
      running = false;
      log.end();
      resolve();
    });
  });
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // the group is gone already
    }
  };
  return {
    name,
    pid,
    exited,
    alive: () => running,
    output: () => output,
    signal,
    stop: async (how = 'SIGTERM', graceMs = 15_000) => {
      if (running) signal(how);
      const late = setTimeout(() => signal('SIGKILL'), graceMs);
      await exited;
      clearTimeout(late);
      // whatever it started and left behind in its group goes too
      signal('SIGKILL');
    },
  };
};

/** Every process whose ancestry leads to `root` (from /proc), e.g. to prove nothing is left after a stop. */
export const descendantsOf = (root: number) => {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": the command may hold spaces and parentheses, so read after the last ')'
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // it ended while we looked
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent === pid) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(root);
  return found;
};

/**
 * Whether a process with this id is still running. A zombie is not: it has ended and holds nothing but its entry in
 * the process table until its parent (or, for an orphan, init) reaps it, which a container's init may never do.
 */
export const exists = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

/** What a process is, for a report: its command line, or its name when that is gone. */
export const describeProcess = (pid: number) => {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return `${pid} (${command || readFileSync(`/proc/${pid}/comm`, 'utf8').trim()})`;
  } catch {
    return String(pid);
  }
};

/**
 * Asks `probe` until it answers something `accept` takes: for an event another process brings about (a port, a
 * health check, a log line). `limitMs` only turns an event that never comes into a clear failure.
 */
export const waitFor = async <T>(what: string, probe: () => Promise<T> | T, accept: (value: T) => boolean = Boolean, limitMs = 120_000, everyMs = 100): Promise<T> => {
  const end = Date.now() + limitMs;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await probe();
      if (accept(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > end) {
      const seen = lastError instanceof Error ? lastError.message : JSON.stringify(last);
      throw new Error(`gave up waiting for ${what} after ${limitMs / 1000} s (last seen: ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
};
