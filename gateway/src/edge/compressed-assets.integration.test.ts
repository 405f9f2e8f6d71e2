import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.ts';

describe('the client’s assets', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
  const script = `export const answer = ${JSON.stringify('x'.repeat(20_000))};\n`;
  let gateway: RunningGateway;
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
    gateway = await startGateway({ PORT: 0, UPSTREAM_URL: 'http://127.0.0.1:9/api', CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The raw bytes and headers (fetch would decompress them). */
  const get = (url: string, acceptEncoding: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it('sends a script compressed with Brotli, or gzip, as the browser accepts, with the same content', async () => {
    const br = await get(`${gateway.url}/assets/app-abc123.js`, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get(`${gateway.url}/assets/app-abc123.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
  });

  it('sends the file as it is to a client that takes no compression, and 404 for a missing asset', async () => {
    const plain = await get(`${gateway.url}/assets/app-abc123.js`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect((await get(`${gateway.url}/assets/missing.js`, 'br')).status).toBe(404);
  });
});
