import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN, upstreamOf } from './stack.ts';

// What staff do in the e2e stack: the admin CLI, and the staff call it makes to confirm a bank transfer.

/** Runs the admin CLI (`npx tsx upstream/src/staff/admin.ts …`) against the e2e upstream, as staff would; answers its output. */
export const adminCli = (baseURL: string, ...args: string[]) =>
  execFileSync('npx', ['tsx', 'upstream/src/staff/admin.ts', ...args], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, UPSTREAM_ORIGIN: upstreamOf(baseURL), ADMIN_TOKEN: E2E_ADMIN_TOKEN },
    encoding: 'utf8',
  });

/**
 * Staff confirm a bank transfer through the staff call the CLI makes (as "cli"), with the statement a matching transfer
 * has (the order number and amount): the order is paid and its licenses issued.
 */
export const confirmTransfer = async (baseURL: string, orderNo: string) => {
  const headers = { authorization: `Bearer ${E2E_ADMIN_TOKEN}`, 'content-type': 'application/json' };
  // the one order the reference names, as finance's screen asks it: not the whole awaiting list
  const found = await fetch(`${upstreamOf(baseURL)}/api/staff/money/transfer-order?reference=${encodeURIComponent(orderNo)}`, { headers });
  expect(found.status, `${orderNo} awaits a transfer: ${await found.clone().text()}`).toBe(200);
  const order = ((await found.json()) as { data: { orderNo: string; amount: number } }).data;
  const response = await fetch(`${upstreamOf(baseURL)}/api/staff/money/transfers/${encodeURIComponent(orderNo)}/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ reference: orderNo, amount: order.amount }),
  });
  expect(response.status, `confirm-transfer ${orderNo}: ${await response.clone().text()}`).toBe(200);
};

export type StaffRoleName = 'admin' | 'reviewer' | 'finance' | 'sales' | 'support';

/** A member of staff of `role`, enrolled and signed in through the upstream's development route (issue #33): their session token. */
export const staffSession = async (baseURL: string, role: StaffRoleName, username?: string) => {
  const response = await fetch(`${upstreamOf(baseURL)}/dev/staff-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role, ...(username ? { username } : {}) }),
  });
  expect(response.status, `staff session: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as { token: string; staffId: number; username: string };
};

/**
 * A member of staff of `role`, made signed in through the upstream's development route (issue #33), and the page
 * holding their staff session: what tests of the back office's screens start from. The sign-in itself, with its
 * second factor, is tested through its own screen.
 */
export const signedInStaff = async (page: Page, baseURL: string, role: StaffRoleName, username?: string) => {
  const member = await staffSession(baseURL, role, username);
  await page.addInitScript((token) => window.localStorage.setItem('staffToken', token), member.token);
  return member;
};

/**
 * A paid order refunded as staff must (issue #33): the CLI requests it, a second person (a finance member) approves,
 * and only then is the provider asked.
 */
export const refundByTwo = async (baseURL: string, orderNo: string, reason = 'Refunded for a test') => {
  const said = adminCli(baseURL, 'refund', orderNo, '--reason', reason);
  const id = /Refund request (\d+)/.exec(said)?.[1];
  expect(id, said).toBeDefined();
  const finance = await staffSession(baseURL, 'finance');
  const response = await fetch(`${upstreamOf(baseURL)}/api/staff/money/refunds/${id}/approve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${finance.token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status, `approve refund ${id}: ${await response.clone().text()}`).toBe(200);
};
