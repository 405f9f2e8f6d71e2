import { describe, expect, it } from 'vitest';
import { requestSiteOrigin } from './site-origin.ts';

const siteOf = requestSiteOrigin(['http://localhost:8080', 'http://en.localhost:8080']);

describe('the site a request names to the upstream', () => {
  it('is the scheme and Host the browser used when the site answers there: a configured site or this machine’s loopback', () => {
    expect(siteOf('http', 'en.localhost:8080')).toBe('http://en.localhost:8080');
    expect(siteOf('http', '127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });

  it('is nothing for a Host the site does not answer on, or none', () => {
    expect(siteOf('http', 'evil.example:8080')).toBeUndefined();
    expect(siteOf('http', '127.0.0.1:9')).toBeUndefined();
    expect(siteOf('http', undefined)).toBeUndefined();
  });
});
