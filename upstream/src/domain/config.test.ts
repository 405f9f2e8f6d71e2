import { describe, expect, it } from 'vitest';
import { readUpstreamConfig } from './config.ts';

describe('upstream configuration', () => {
  it('MAIL_URL is optional and accepts smtp:// and smtps://', () => {
    expect(readUpstreamConfig({}).MAIL_URL).toBeUndefined();
    expect(readUpstreamConfig({ MAIL_URL: 'smtp://user:pass@mail.example:587' }).MAIL_URL).toBe('smtp://user:pass@mail.example:587');
    expect(readUpstreamConfig({ MAIL_URL: 'smtps://mail.example' }).MAIL_URL).toBe('smtps://mail.example');
  });

  it('a MAIL_URL that is not SMTP stops start-up with a message naming it', () => {
    expect(() => readUpstreamConfig({ MAIL_URL: 'http://mail.example' })).toThrow(/MAIL_URL: must be smtp:\/\/… or smtps:\/\//);
  });

  it('the site origins of mail links follow PORT (the site the user is on) when they are not set', () => {
    const config = readUpstreamConfig({ PORT: '8181' });
    expect(config.SITE_ORIGIN_ZH).toBe('http://localhost:8181');
    expect(config.SITE_ORIGIN_EN).toBe('http://en.localhost:8181');
  });

  it('the site origins default to port 8080 without PORT, and set ones win over PORT', () => {
    expect(readUpstreamConfig({})).toMatchObject({ SITE_ORIGIN_ZH: 'http://localhost:8080', SITE_ORIGIN_EN: 'http://en.localhost:8080' });
    expect(readUpstreamConfig({ PORT: '8181', SITE_ORIGIN_EN: 'https://en.tidewatch.example' }).SITE_ORIGIN_EN).toBe('https://en.tidewatch.example');
  });

  it('listens on loopback unless UPSTREAM_BIND_ADDRESS names another address, and refuses one that is not an address', () => {
    expect(readUpstreamConfig({}).UPSTREAM_BIND_ADDRESS).toBe('127.0.0.1');
    expect(readUpstreamConfig({ UPSTREAM_BIND_ADDRESS: '0.0.0.0' }).UPSTREAM_BIND_ADDRESS).toBe('0.0.0.0');
    expect(() => readUpstreamConfig({ UPSTREAM_BIND_ADDRESS: 'upstream.example' })).toThrow(/UPSTREAM_BIND_ADDRESS: must be an IP address/);
  });
});
