/**
 * `npm run dev`: the upstream and the gateway restart on change (tsx watch), the client is served by
 * Vite with hot reload at http://localhost:8080 (and http://en.localhost:8080), proxying /graphql
 * (HTTP and WebSocket) to the gateway on port 8081. GraphiQL: http://localhost:8081/graphql.
 */
import { spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 8080);
const gatewayPort = port + 1;
// the site is Vite's port, not the gateway's: mail links and the language by host follow it
const siteOrigins = {
  SITE_ORIGIN_ZH: process.env.SITE_ORIGIN_ZH ?? `http://localhost:${port}`,
  SITE_ORIGIN_EN: process.env.SITE_ORIGIN_EN ?? `http://en.localhost:${port}`,
};
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'upstream/src/main.ts'], { stdio: 'inherit', env: { ...process.env, ...siteOrigins, NODE_ENV: 'development' } }),
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'gateway/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...siteOrigins, NODE_ENV: 'development', PORT: String(gatewayPort) },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--config', 'client/vite.config.ts', '--port', String(port), '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, GATEWAY_URL: `http://127.0.0.1:${gatewayPort}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
