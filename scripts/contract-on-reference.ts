/** Starts the reference upstream on an in-memory database and runs the contract CLI against it, signed in. */
import { spawn } from 'node:child_process';
import { startTestUpstream } from '../upstream/src/testing/api.ts';
import { buyer } from '../upstream/src/testing/orders.ts';

const t = await startTestUpstream();
const { upstream } = t;
const { token } = await buyer(t);
// Asynchronous on purpose: this process serves the upstream while the CLI talks to it.
const child = spawn(process.execPath, ['--import', 'tsx', 'contract/suite/cli.ts', '--upstream', upstream.apiUrl, '--token', token], { stdio: 'inherit' });
const status = await new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
await upstream.close();
process.exit(status);
