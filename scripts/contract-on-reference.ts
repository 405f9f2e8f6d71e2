/** Starts the reference upstream on an in-memory database and runs the contract CLI against it. */
import { spawn } from 'node:child_process';
import { startUpstream } from '../upstream/src/server.ts';

const upstream = await startUpstream({ DATABASE_URL: 'memory://', UPSTREAM_PORT: 0, NODE_ENV: 'test' });
// Asynchronous on purpose: this process serves the upstream while the CLI talks to it.
const child = spawn(process.execPath, ['--import', 'tsx', 'contract/suite/cli.ts', '--upstream', upstream.apiUrl], { stdio: 'inherit' });
const status = await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
await upstream.close();
process.exit(status);
