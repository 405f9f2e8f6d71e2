import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../../../client/src/prerender.tsx';
import { startGateway, type RunningGateway } from '../server.ts';
import { PUBLIC_PAGES } from './sitemap.ts';

// Issue #33: nothing of the back office is public. Its HTML is never indexed nor kept, robots keep out, and no page
// of it is prerendered or in the sitemap.
describe('the back office to crawlers and caches', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
  let gateway: RunningGateway;
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
    gateway = await startGateway({ PORT: 0, UPSTREAM_URL: 'http://127.0.0.1:9/api', CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const page = (pathname: string) => fetch(`${gateway.url}${pathname}`, { headers: { accept: 'text/html' } });

  it('answers /admin pages noindex and private, no-store', async () => {
    for (const pathname of ['/admin', '/admin/signIn', '/admin/enrol?token=x', '/admin/audit']) {
      const answer = await page(pathname);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('leaves other pages as they were', async () => {
    const answer = await page('/center/profile');
    expect(answer.headers.get('x-robots-tag')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('tells robots to keep out of /admin', async () => {
    expect(await (await fetch(`${gateway.url}/robots.txt`)).text()).toMatch(/^Disallow: \/admin$/m);
  });

  it('neither prerenders nor lists a back-office page', () => {
    expect(PRERENDERED_PATHS.filter((p) => p.toLowerCase().startsWith('/admin'))).toEqual([]);
    expect(PUBLIC_PAGES.filter((p) => p.toLowerCase().startsWith('/admin'))).toEqual([]);
  });
});
