import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * A private Redis server on loopback for one test file (redis-server from the system, or REDIS_SERVER_PATH); given a
 * port, on that one (a Redis started again where the gateways look for it).
 */
export const startRedis = async (port?: number): Promise<{ url: string; port: number; stop: () => Promise<void> }> => {
  port ??= await freePort();
  const binary = process.env.REDIS_SERVER_PATH ?? 'redis-server';
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.once('error', () => reject(new Error(`${binary} is needed for this test (Debian: apt install redis-server; or set REDIS_SERVER_PATH)`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output.slice(-500)}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};
