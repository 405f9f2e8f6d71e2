import { describe, expect, it } from 'vitest';
import { allowedSiteOrigin } from './site-origins.ts';

const rule = { configured: ['http://localhost:8080', 'http://en.localhost:8080/'], localAddresses: ['127.0.0.1', '::1', '192.168.1.5'] };

describe('the origin a buyer used, as a payment return or a mail link', () => {
  it('accepts a configured site', () => {
    expect(allowedSiteOrigin('http://en.localhost:8080', rule)).toBe('http://en.localhost:8080');
  });

  it('accepts this machine’s own addresses on a configured site’s scheme and port', () => {
    expect(allowedSiteOrigin('http://127.0.0.1:8080', rule)).toBe('http://127.0.0.1:8080');
    expect(allowedSiteOrigin('http://[::1]:8080', rule)).toBe('http://[::1]:8080');
    expect(allowedSiteOrigin('http://192.168.1.5:8080', rule)).toBe('http://192.168.1.5:8080');
  });

  it('refuses a host the site does not answer on', () => {
    expect(allowedSiteOrigin('http://evil.example:8080', rule)).toBeNull();
    expect(allowedSiteOrigin('http://10.0.0.9:8080', rule)).toBeNull();
  });

  it('refuses an own address on another port or scheme', () => {
    expect(allowedSiteOrigin('http://127.0.0.1:9999', rule)).toBeNull();
    expect(allowedSiteOrigin('https://127.0.0.1:8080', rule)).toBeNull();
  });

  it('refuses what is not an http origin', () => {
    expect(allowedSiteOrigin('javascript:alert(1)', rule)).toBeNull();
    expect(allowedSiteOrigin('http://user@127.0.0.1:8080', rule)).toBeNull();
    expect(allowedSiteOrigin('not a url', rule)).toBeNull();
    expect(allowedSiteOrigin(undefined, rule)).toBeNull();
  });
});
