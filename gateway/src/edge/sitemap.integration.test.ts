import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.ts';
import { PUBLIC_PAGES } from './sitemap.ts';

const ZH = 'https://scanner.example.cn';
const EN = 'https://en.scanner.example.cn';

describe('robots.txt and sitemap.xml', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway({ PORT: 0, UPSTREAM_URL: 'http://127.0.0.1:9/api', SITE_ORIGIN_ZH: ZH, SITE_ORIGIN_EN: EN });
  });
  afterAll(() => gateway.close());

  /** A GET that accepts HTML too, as a crawler does, to the Chinese or the English host (fetch cannot set Host). */
  const get = (path: string, site: string) =>
    new Promise<{ status: number; type: string; text: () => Promise<string> }>((resolve, reject) => {
      const req = request(`${gateway.url}${path}`, { headers: { host: new URL(site).host, accept: 'text/html,*/*' } }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', text: async () => body }));
      });
      req.on('error', reject).end();
    });

  it('answers /robots.txt as text, not the HTML page, naming the sitemap of the host it was asked on', async () => {
    for (const origin of [ZH, EN]) {
      const response = await get('/robots.txt', origin);
      expect(response.status).toBe(200);
      expect(response.type).toMatch(/^text\/plain/);
      const body = await response.text();
      expect(body).not.toMatch(/<html/i);
      expect(body).toMatch(/^User-agent: \*$/m);
      expect(body).toMatch(/^Disallow: \/center$/m);
      expect(body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    }
  });

  it('lists every public page of the host’s site in sitemap.xml, with the other language’s page as an alternate', async () => {
    for (const [origin, other] of [[ZH, EN], [EN, ZH]] as const) {
      const response = await get('/sitemap.xml', origin);
      expect(response.status).toBe(200);
      expect(response.type).toMatch(/^application\/xml/);
      const xml = await response.text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locs).toEqual(PUBLIC_PAGES.map((path) => `${origin}${path}`));
      expect(locs).toContain(`${origin}/updates`);
      for (const path of PUBLIC_PAGES) expect(xml).toContain(`href="${other}${path}"`);
      expect(xml).not.toMatch(/\/center|\/buy/);
    }
  });
});
