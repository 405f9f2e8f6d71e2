import { existsSync } from 'node:fs';
import path from 'node:path';

/** The balancer as `npm run cluster` runs it: where HAProxy is, and what its statistics page says of each server. */

/** HAProxy: HAPROXY_PATH, else on the PATH, else where Debian puts it (/usr/sbin is not on every user's PATH). */
export const haproxyPath = () => {
  if (process.env.HAPROXY_PATH) return process.env.HAPROXY_PATH;
  const onPath = (process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'haproxy')).find((file) => existsSync(file));
  return onPath ?? '/usr/sbin/haproxy';
};

export interface HaproxyServer {
  backend: string;
  server: string;
  status: string;
  /** connections open now */
  current: number;
  /** connections (HTTP: requests) so far */
  total: number;
}

/** Every server of every backend, from the statistics page on `statsPort` (CSV). */
export const haproxyStats = async (statsPort: number): Promise<HaproxyServer[]> => {
  const csv = await (await fetch(`http://127.0.0.1:${statsPort}/;csv`, { signal: AbortSignal.timeout(5000) })).text();
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const column = (row: string[], name: string) => row[columns.indexOf(name)];
  return rows
    .map((line) => line.split(','))
    .filter((row) => !['FRONTEND', 'BACKEND'].includes(column(row, 'svname')))
    .map((row) => ({ backend: column(row, 'pxname'), server: column(row, 'svname'), status: column(row, 'status'), current: Number(column(row, 'scur')), total: Number(column(row, 'stot')) }));
};
