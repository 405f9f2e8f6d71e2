import { networkInterfaces } from 'node:os';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSecurityHeaders } from '../../../upstream/src/http/security-headers.ts';
import { startGateway, type RunningGateway } from '../server.ts';
import { startTestStack, type TestStack } from '../testing/stack.ts';

const SITES = { SITE_ORIGIN_ZH: 'https://scanner.example', SITE_ORIGIN_EN: 'https://en.scanner.example' };

/** The CSP's directives by name. */
const csp = (res: Response) =>
  Object.fromEntries(
    (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

describe('the gateway’s security headers in production', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startGateway({ PORT: 0, UPSTREAM_URL: 'http://127.0.0.1:9/api', NODE_ENV: 'production', ...SITES });
  });
  afterAll(() => gateway.close());
  const get = (path: string) => fetch(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });

  it.each(['/', '/buy', '/healthz', '/graphql?query=%7B__typename%7D', '/assets/missing.js'])('sets nosniff, the referrer policy, HSTS and the strict CSP on %s', async (path) => {
    const res = await get(path);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    // the effective script sources: the site's own files at most (a 404 of a file answers default-src 'none')
    const directives = csp(res);
    expect(directives['script-src'] ?? directives['default-src']).toEqual(expect.arrayContaining([expect.stringMatching(/^'(self|none)'$/)]));
    expect((directives['script-src'] ?? directives['default-src']).length).toBe(1);
  });

  it('allows scripts from the site’s own files only: no inline script, no eval', async () => {
    const directives = csp(await get('/'));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });

  it('lets the socket, the beacon and the cross-login frame connect, and captchas show', async () => {
    const directives = csp(await get('/'));
    expect(directives['connect-src']).toEqual(expect.arrayContaining(["'self'", 'wss://scanner.example', 'wss://en.scanner.example']));
    expect(directives['frame-src']).toEqual(expect.arrayContaining(['https://scanner.example', 'https://en.scanner.example']));
    expect(directives['img-src']).toContain('data:');
  });

  it('forbids framing every page but the cross-login one', async () => {
    const res = await get('/center/profile');
    expect(csp(res)['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it.each(['/crossLogin', '/crosslogin', '/CROSSLOGIN/'])('lets only the two sites frame %s', async (path) => {
    const res = await get(`${path}?token=x`);
    expect(csp(res)['frame-ancestors']).toEqual(['https://scanner.example', 'https://en.scanner.example']);
    expect(res.headers.get('x-frame-options')).toBeNull();
  });
});

describe('security headers outside production', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ CROSS_LOGIN_FRAME_ORIGINS: 'http://scanner.test:1 http://en.scanner.test:1' });
  });
  afterAll(() => stack.close());

  it('keeps the CSP on but sends no HSTS from the gateway', async () => {
    const res = await fetch(`${stack.gateway.url}/`);
    expect(csp(res)['script-src']).toEqual(["'self'"]);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds CROSS_LOGIN_FRAME_ORIGINS to who may frame /crossLogin', async () => {
    const res = await fetch(`${stack.gateway.url}/crossLogin`);
    expect(csp(res)['frame-ancestors']).toEqual(expect.arrayContaining(['http://scanner.test:1', 'http://en.scanner.test:1']));
  });

  it.each(['/healthz', '/api/versions', '/api/no-such-call', '/sandbox/checkout/1'])('sets helmet’s API headers on the upstream’s %s', async (path) => {
    const res = await fetch(`${stack.upstream.origin}${path}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(csp(res)['default-src']).toEqual(["'self'"]);
    expect(csp(res)['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the upstream’s headers in production', () => {
  it('add HSTS, and let the sandbox’s forms go on to the two sites', async () => {
    const app = express().use(apiSecurityHeaders({ NODE_ENV: 'production', ...SITES })).get('/', (_req, res) => void res.json({}));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      const [self, zh, en, ...others] = csp(res)['form-action'];
      expect([self, zh, en]).toEqual(["'self'", 'https://scanner.example', 'https://en.scanner.example']);
      // and the sites' scheme on this machine's own IPv4 addresses (a buyer who opened the site by its address)
      const ownV4 = Object.values(networkInterfaces()).flat().flatMap((nic) => (nic?.family === 'IPv4' ? [`https://${nic.address}`] : []));
      expect(others.length).toBeGreaterThan(0);
      for (const origin of others) expect(ownV4).toContain(origin);
    } finally {
      server.close();
    }
  });
});
