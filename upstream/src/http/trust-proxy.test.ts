import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { readUpstreamConfig } from '../domain/config.ts';

/**
 * The address the upstream's per-address limits count (req.ip) under its TRUST_PROXY setting, read as app.ts
 * sets it (`app.set('trust proxy', config.TRUST_PROXY)`). The request comes from 127.0.0.1, as the gateway's does.
 */
const addressSeen = async (env: NodeJS.ProcessEnv, forwardedFor: string) => {
  const app = express().set('trust proxy', readUpstreamConfig(env).TRUST_PROXY);
  app.get('/', (req, res) => void res.json({ ip: req.ip }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { 'x-forwarded-for': forwardedFor } });
    return ((await res.json()) as { ip: string }).ip;
  } finally {
    server.close();
  }
};

describe('whose X-Forwarded-For the upstream believes (TRUST_PROXY)', () => {
  it('believes the gateway beside it (loopback) by default', async () => {
    expect(await addressSeen({}, '203.0.113.1')).toBe('203.0.113.1');
  });

  it('ignores X-Forwarded-For from a peer that is not its TRUST_PROXY', async () => {
    expect(await addressSeen({ TRUST_PROXY: '10.0.0.5' }, '203.0.113.1')).toMatch(/127\.0\.0\.1$/);
  });

  it('no longer believes any private-network peer by default', async () => {
    expect(readUpstreamConfig({}).TRUST_PROXY).toBe('loopback');
  });

  it('reads hop counts and booleans as Express does, and refuses a name it does not know', () => {
    expect(readUpstreamConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(readUpstreamConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(() => readUpstreamConfig({ TRUST_PROXY: 'gateway.internal' })).toThrow(/TRUST_PROXY/);
  });
});
