import { describe, expect, it } from 'vitest';
import { addressListError, compileTrustProxy, resolveClientAddress, trustProxyError } from './client-address.ts';
import { readGatewayConfig } from '../config.ts';

const resolve = (trustProxy: string, forwardedFor: string | undefined, peer: string) =>
  resolveClientAddress(compileTrustProxy(trustProxy), forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }, peer);

describe('the browser’s address under TRUST_PROXY', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolve('', '203.0.113.7', '198.51.100.1')).toBe('198.51.100.1');
    expect(resolve('false', '203.0.113.7', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('ignores a forged X-Forwarded-For from a peer that is not a configured proxy', () => {
    expect(resolve('10.0.0.0/8', '203.0.113.7', '198.51.100.1')).toBe('198.51.100.1');
  });

  it('takes the address a configured proxy reports', () => {
    expect(resolve('loopback, 10.0.0.0/8', '203.0.113.7', '10.1.2.3')).toBe('203.0.113.7');
    expect(resolve('loopback', '203.0.113.7', '::ffff:127.0.0.1')).toBe('203.0.113.7');
    expect(resolve('::1', '2001:db8::5', '::1')).toBe('2001:db8::5');
  });

  it('walks a chain of trusted proxies from the right and stops at the first untrusted address', () => {
    // the browser forged "1.1.1.1"; the balancer (10.0.0.2) appended the browser's real address
    expect(resolve('10.0.0.0/8', '1.1.1.1, 203.0.113.7, 10.0.0.2', '10.0.0.1')).toBe('203.0.113.7');
  });

  it('believes exactly as many hops as a hop count says', () => {
    expect(resolve('1', '1.1.1.1, 203.0.113.7', '10.0.0.1')).toBe('203.0.113.7');
    expect(resolve('2', '1.1.1.1, 203.0.113.7', '10.0.0.1')).toBe('1.1.1.1');
  });

  it('keeps the peer when there is no X-Forwarded-For', () => {
    expect(resolve('loopback', undefined, '127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('reading TRUST_PROXY and METRICS_ALLOW', () => {
  it('accepts lists, names, hop counts and booleans', () => {
    for (const value of ['loopback', 'loopback,10.0.0.0/8', '192.168.1.10, fd00::/8', '2', 'true', 'false']) expect(trustProxyError(value), value).toBeNull();
  });

  it('refuses a value that is not an address, range or name, naming it', () => {
    expect(trustProxyError('loopback, proxy.internal')).toMatch(/"proxy.internal"/);
    expect(addressListError('10.0.0.0/33')).toMatch(/prefix length/);
    expect(() => readGatewayConfig({ METRICS_ALLOW: 'everyone' })).toThrow(/METRICS_ALLOW: "everyone"/);
    expect(() => readGatewayConfig({ TRUST_PROXY: '10.0.0.0/8,lb' })).toThrow(/TRUST_PROXY/);
  });

  it('defaults to no trusted proxy and /metrics from loopback only', () => {
    const config = readGatewayConfig({});
    expect(config.TRUST_PROXY).toBe('');
    expect(config.METRICS_ALLOW).toBe('loopback');
    expect(config.METRICS_TOKEN).toBeUndefined();
  });
});
