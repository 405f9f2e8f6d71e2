import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { E2E_ADMIN_TOKEN, upstreamOf } from './stack.ts';

// What staff do in the e2e stack: the admin CLI, and the admin route it calls to confirm a bank transfer.

/** Runs the admin CLI (`npx tsx upstream/src/staff/admin.ts …`) against the e2e upstream, as staff would; answers its output. */
export const adminCli = (baseURL: string, ...args: string[]) =>
  execFileSync('npx', ['tsx', 'upstream/src/staff/admin.ts', ...args], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, UPSTREAM_ORIGIN: upstreamOf(baseURL), ADMIN_TOKEN: E2E_ADMIN_TOKEN },
    encoding: 'utf8',
  });

/** Staff confirm a bank transfer through the admin route the CLI calls: the order is paid and its licenses issued. */
export const confirmTransfer = async (baseURL: string, orderNo: string) => {
  const response = await fetch(`${upstreamOf(baseURL)}/admin/orders/${encodeURIComponent(orderNo)}/confirm-transfer`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status, `confirm-transfer ${orderNo}: ${await response.clone().text()}`).toBe(200);
};
