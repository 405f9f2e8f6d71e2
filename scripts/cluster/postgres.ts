import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Debian's PostgreSQL server programs (the newest installed), or POSTGRES_BIN. */
export const postgresBin = () => {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'postgres'))) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is needed for the cluster (Debian: apt-get install postgresql; or set POSTGRES_BIN)');
  return path.join(root, versions.sort((a, b) => Number(a) - Number(b)).at(-1)!, 'bin');
};

const asRoot = () => process.getuid?.() === 0;

/** A command as the postgres user when we are root (the server refuses to run as root); exec'd, so its pid is the server's. */
export const asPostgres = (command: string, args: string[]) =>
  asRoot() ? { command: 'setpriv', args: ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args] } : { command, args };

/** A new, empty database cluster in `folder` (trust authentication: it listens on loopback only). */
export const initPostgres = (folder: string) => {
  const data = path.join(folder, 'data');
  mkdirSync(folder, { recursive: true });
  if (asRoot()) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()));
  const initdb = asPostgres(path.join(postgresBin(), 'initdb'), ['-D', data, '--auth=trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  execFileSync(initdb.command, initdb.args, { stdio: 'pipe' });
  return data;
};

/** The server's own command, in the foreground. */
export const postgresServer = (folder: string, port: number) =>
  asPostgres(path.join(postgresBin(), 'postgres'), ['-D', path.join(folder, 'data'), '-p', String(port), '-k', folder, '-c', 'listen_addresses=127.0.0.1']);
