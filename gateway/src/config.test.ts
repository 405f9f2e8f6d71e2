import { describe, expect, it } from 'vitest';
import { readGatewayConfig } from './config.ts';

describe('gateway configuration', () => {
  it('the site origins follow PORT when they are not set, so mail links and the language by host match the site', () => {
    const config = readGatewayConfig({ PORT: '8181' });
    expect(config.SITE_ORIGIN_ZH).toBe('http://localhost:8181');
    expect(config.SITE_ORIGIN_EN).toBe('http://en.localhost:8181');
  });

  it('the site origins default to port 8080 without PORT', () => {
    expect(readGatewayConfig({})).toMatchObject({ SITE_ORIGIN_ZH: 'http://localhost:8080', SITE_ORIGIN_EN: 'http://en.localhost:8080' });
  });

  it('set site origins win over PORT', () => {
    const config = readGatewayConfig({ PORT: '8181', SITE_ORIGIN_ZH: 'https://tidewatch.example', SITE_ORIGIN_EN: 'https://en.tidewatch.example' });
    expect(config).toMatchObject({ SITE_ORIGIN_ZH: 'https://tidewatch.example', SITE_ORIGIN_EN: 'https://en.tidewatch.example' });
  });

  it('listens on every interface unless BIND_ADDRESS names one, and refuses one that is not an address', () => {
    expect(readGatewayConfig({}).BIND_ADDRESS).toBeUndefined();
    expect(readGatewayConfig({ BIND_ADDRESS: '127.0.0.1' }).BIND_ADDRESS).toBe('127.0.0.1');
    expect(() => readGatewayConfig({ BIND_ADDRESS: 'localhost' })).toThrow(/BIND_ADDRESS: must be an IP address/);
  });
});
