/**
 * Prerendered public pages (issue #24): the time to first byte of a page the gateway serves from memory, and
 * Lighthouse's mobile and desktop presets on a production build (the system's Chromium). Figures, never asserts:
 * they depend on the machine, which the note printed with them says.
 */
import './bench-env.ts';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { startGateway } from '../gateway/src/server.ts';
import { startUpstream } from '../upstream/src/server.ts';

const TTFB_BUDGET_MS = 20;
const LIGHTHOUSE_PAGES = ['/', '/sale', '/updates', '/extensions', '/doc'];

/** Milliseconds from sending a request to its status line and headers (the body is then read and dropped). */
const timeToFirstByte = (port: number, path: string, host: string) =>
  new Promise<number>((resolve, reject) => {
    const start = performance.now();
    request({ port, path, headers: { host, accept: 'text/html', 'accept-encoding': 'br, gzip' } }, (res) => {
      const ms = performance.now() - start;
      res.resume().on('end', () => resolve(ms));
    })
      .on('error', reject)
      .end();
  });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export const benchPrerendered = async () => {
  // inside the project: the prerenderer imports its libraries from the node_modules above it
  mkdirSync('node_modules/.cache', { recursive: true });
  // absolute: Vite resolves a relative --outDir against client/, its root
  const dist = resolve(mkdtempSync(join('node_modules/.cache', 'bench-prerendered-')));
  const vite = (args: string[]) =>
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'error', ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
  vite(['--outDir', dist, '--emptyOutDir']);
  vite(['--ssr', 'src/prerender.tsx', '--outDir', join(dist, '.server'), '--emptyOutDir']);
  const upstream = await startUpstream({ DATABASE_URL: 'memory://', UPSTREAM_PORT: 0, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
  const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: upstream.apiUrl, NODE_ENV: 'production', CLIENT_DIST: dist, PRERENDER: 'on', PRERENDER_REFRESH_MS: 0 });
  const renderStart = performance.now();
  await gateway.prerendered.refresh();
  const renderMs = performance.now() - renderStart;
  console.log(`
Prerendered pages (production build; machine: ${cpus().length} cores shared with other work, load ${loadavg()[0].toFixed(1)} at start):
  ${gateway.prerendered.size()} pages (10 paths × 2 languages) rendered in ${(renderMs / 1000).toFixed(1)} s`);

  for (const [language, host] of [
    ['zh', `localhost:${gateway.port}`],
    ['en', `en.localhost:${gateway.port}`],
  ]) {
    for (let warm = 0; warm < 20; warm++) await timeToFirstByte(gateway.port, '/', host);
    const times: number[] = [];
    for (let run = 0; run < 300; run++) times.push(await timeToFirstByte(gateway.port, '/', host));
    times.sort((a, b) => a - b);
    const median = percentile(times, 0.5);
    console.log(
      `  TTFB of / (${language}), 300 requests one after another: median ${median.toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms` +
        ` (budget ≤ ${TTFB_BUDGET_MS} ms: ${median <= TTFB_BUDGET_MS ? 'met' : 'MISSED'})`,
    );
  }

  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    for (const [preset, config, budget] of [
      ['mobile', undefined, 90],
      ['desktop', desktopConfig, 95],
    ] as const) {
      console.log(`\n  Lighthouse ${preset} preset (performance ≥ ${budget}${preset === 'mobile' ? ', LCP ≤ 2.5 s' : ''}):`);
      for (const language of ['zh', 'en']) {
        for (const path of LIGHTHOUSE_PAGES) {
          const url = `http://${language === 'en' ? 'en.' : ''}localhost:${gateway.port}${path}`;
          const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' }, config);
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
          if (lhr.runtimeError) console.log(`    ${language} ${path}: Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
          const lcp = (lhr.audits['largest-contentful-paint'].numericValue ?? 0) / 1000;
          const missed = score < budget || (preset === 'mobile' && lcp > 2.5);
          console.log(
            `    ${language} ${path.padEnd(11)} performance ${String(score).padStart(3)}  FCP ${lhr.audits['first-contentful-paint'].displayValue}  LCP ${lcp.toFixed(1)} s` +
              `  TBT ${lhr.audits['total-blocking-time'].displayValue}  CLS ${lhr.audits['cumulative-layout-shift'].displayValue}${missed ? '  MISSED' : ''}`,
          );
        }
      }
    }
  } finally {
    chrome.kill();
    await gateway.close();
    await upstream.close();
    rmSync(dist, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPrerendered();
  process.exit(0);
}
