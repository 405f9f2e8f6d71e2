import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrimmed, upstreamOriginFile, writeAdminToken, writeUpstreamOrigin } from './admin-files.ts';
import { runAdmin } from './admin.ts';

// `npm start` on ports nobody guessed (0: the system picks), on its own data folder: the admin CLI finds it
// through the folder alone, and says which of its three failures it met.
const root = fileURLToPath(new URL('../../..', import.meta.url));
let dataDir: string;
let site: ChildProcess;
let exited: Promise<void>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
  const { DATABASE_URL: _database, UPSTREAM_URL: _upstream, ADMIN_TOKEN: _token, UPSTREAM_ORIGIN: _origin, ...env } = process.env;
  site = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...env, PORT: '0', UPSTREAM_PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'test', JOBS_TICK_MS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  exited = new Promise((resolve) => site.once('exit', () => resolve()));
  // started when it says so
  await new Promise<void>((resolve, reject) => {
    let said = '';
    site.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Ready in')) resolve();
    });
    site.once('exit', (code) => reject(new Error(`npm start ended with ${code}: ${said}`)));
  });
}, 120_000);

afterAll(async () => {
  if (site.exitCode === null) {
    site.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const cli = (...args: string[]) => runAdmin(args, { DATA_DIR: dataDir });

describe('the admin CLI and npm start', () => {
  it('finds the site npm start started on any port, from the data folder alone', async () => {
    const origin = readTrimmed(upstreamOriginFile(dataDir));
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(origin).not.toBe('http://127.0.0.1:4010');
    expect(await cli('list-orders')).toBe('No orders yet.');
  });

  it("makes the back office's staff calls with the site's own admin token (refund-requests, approve-refund)", async () => {
    expect(await cli('refund-requests')).toBe('No refund requests to settle.');
    await expect(cli('approve-refund', '999999')).rejects.toThrow('Refund request 999999 does not exist');
    await expect(cli('refund', 'TW0')).rejects.toThrow('Which order, and why? npm run admin -- refund ORDER_NO --reason TEXT');
  });

  it('says the token is wrong when the upstream refuses it', async () => {
    const file = join(dataDir, 'admin-token');
    const token = readTrimmed(file)!;
    writeAdminToken(dataDir, 'not-this-sites-token-0123');
    await expect(cli('list-orders')).rejects.toThrow(`refused the admin token from ${file}: it is not this site's token`);
    writeAdminToken(dataDir, token);
  });

  it('says there is no token when there is none, whether or not the site runs', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'admin-cli-empty-'));
    await expect(runAdmin(['list-orders'], { DATA_DIR: empty, UPSTREAM_PORT: '9' })).rejects.toThrow(
      `No admin token: set ADMIN_TOKEN, or start the site once (npm start) so that it writes ${join(empty, 'admin-token')}.`,
    );
    rmSync(empty, { recursive: true, force: true });
  });

  it('says the site is not running once it stopped, naming where it looked', async () => {
    const origin = readTrimmed(upstreamOriginFile(dataDir))!;
    site.kill('SIGTERM');
    await exited;
    // a stopped site takes its address away
    expect(existsSync(upstreamOriginFile(dataDir))).toBe(false);
    // a site that died without stopping leaves it behind
    writeUpstreamOrigin(dataDir, origin);
    await expect(cli('list-orders')).rejects.toThrow(`The site is not running at ${origin} (${upstreamOriginFile(dataDir)}, written by npm start): nothing answers there.`);
  });
});
