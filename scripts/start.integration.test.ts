import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs `npm start`'s script with this environment; answers its exit code and what it printed. */
const start = (env: Record<string, string | undefined>) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });

describe('npm start in production', () => {
  it('refuses to start without PAYMENT_PROVIDER, before building anything, and says what to set', async () => {
    const { PAYMENT_PROVIDER: _unset, ...env } = process.env;
    const { code, output } = await start({ ...env, NODE_ENV: 'production', PORT: '0', UPSTREAM_PORT: '0', DATABASE_URL: 'memory://' });
    expect(code).toBe(1);
    expect(output).toMatch(/Could not start: Invalid upstream configuration:\s+PAYMENT_PROVIDER: must be set when NODE_ENV=production: a comma list of paypal, alipay and wechat with their settings \(docs\/configuration\.md#payments\), or sandbox/);
    expect(output).not.toMatch(/Building the client/);
  });
});
