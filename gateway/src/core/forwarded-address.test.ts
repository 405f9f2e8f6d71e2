import { describe, expect, it } from 'vitest';
import { compileTrustProxy } from './client-address.ts';
import { judgedAddress } from './forwarded-address.ts';

const nobody = compileTrustProxy('');
const loopback = compileTrustProxy('loopback');
const PEER = '127.0.0.1';

describe('the address /metrics judges a request by', () => {
  it('is the peer’s when no forwarding header is present', () => {
    expect(judgedAddress(nobody, {}, PEER)).toBe(PEER);
  });

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['x-real-ip', '203.0.113.9'],
    ['forwarded', 'for=203.0.113.9'],
  ])('cannot be read from %s sent by a proxy nobody trusts', (header, value) => {
    expect(judgedAddress(nobody, { [header]: value }, PEER)).toBeUndefined();
  });

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['x-real-ip', '203.0.113.9'],
    ['forwarded', 'for=203.0.113.9;proto=https'],
    ['forwarded', 'for="[2001:db8::9]:4711"'],
  ])('is the browser a trusted proxy names in %s', (header, value) => {
    expect(judgedAddress(loopback, { [header]: value }, PEER)).toBe(value.includes('2001') ? '2001:db8::9' : '203.0.113.9');
  });

  it('walks Forwarded from the nearest proxy outwards while the proxies are trusted', () => {
    expect(judgedAddress(loopback, { forwarded: 'for=198.51.100.1, for=127.0.0.2' }, PEER)).toBe('198.51.100.1');
  });

  it.each([
    ['x-real-ip', 'not-an-address'],
    ['x-real-ip', '203.0.113.9, 198.51.100.1'],
    ['forwarded', 'for=unknown'],
    ['forwarded', 'for=_hidden'],
    ['forwarded', 'proto=https'],
    ['x-forwarded-for', ''],
  ])('cannot be read when %s says %j', (header, value) => {
    expect(judgedAddress(loopback, { [header]: value }, PEER)).toBeUndefined();
  });

  it('cannot be read when two headers name different browsers', () => {
    expect(judgedAddress(loopback, { 'x-real-ip': '127.0.0.1', 'x-forwarded-for': '203.0.113.9' }, PEER)).toBeUndefined();
    expect(judgedAddress(loopback, { 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '203.0.113.9' }, PEER)).toBe('203.0.113.9');
  });
});
