/**
 * The home page's JavaScript budget (≤ 150 KB gzip): a production build of the client, served by a production
 * gateway, loaded in Chromium; every script the browser fetches for `/` is summed at its gzip size, per language.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startGateway } from '../gateway/src/server.ts';
import { startUpstream } from '../upstream/src/server.ts';

const BUDGET_KB = 150;

export const benchHomeJs = async () => {
  const dist = mkdtempSync(join(tmpdir(), 'bench-client-'));
  execFileSync('npx', ['vite', 'build', '--config', 'client/vite.config.ts', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const upstream = await startUpstream({ DATABASE_URL: 'memory://', UPSTREAM_PORT: 0, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
  const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: upstream.apiUrl, NODE_ENV: 'production', CLIENT_DIST: dist });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  console.log(`Home page JavaScript (production build, gzip of every script Chromium fetches for /), budget ≤ ${BUDGET_KB} KB:\n`);
  for (const [language, origin] of [
    ['zh', `http://localhost:${gateway.port}`],
    ['en', `http://en.localhost:${gateway.port}`],
  ]) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const scripts: Promise<{ url: string; gzip: number }>[] = [];
    page.on('pageerror', (error) => console.log(`  ${language}: page error ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && console.log(`  ${language}: console ${message.text()}`));
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body).byteLength })));
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const sizes = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    console.log(`  ${language}: ${total.toFixed(1)} KB in ${sizes.length} scripts${total > BUDGET_KB ? `  (over budget by ${(total - BUDGET_KB).toFixed(1)} KB)` : ''}`);
    for (const { url, gzip } of sizes) console.log(`      ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${url}`);
    await page.close();
  }
  console.log('');
  await browser.close();
  await gateway.close();
  await upstream.close();
  rmSync(dist, { recursive: true, force: true });
};
