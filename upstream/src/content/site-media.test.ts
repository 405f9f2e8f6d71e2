import { describe, expect, it } from 'vitest';
import { withSiteOrigin } from './site-media.ts';

describe('demo media on the site', () => {
  const origin = 'http://en.localhost:8080/';
  it('makes a site path an absolute URL on the given site', () => {
    expect(withSiteOrigin('/media/poc/CVE-2025-61882.svg', origin)).toBe('http://en.localhost:8080/media/poc/CVE-2025-61882.svg');
  });
  it('makes the site-path src of an image tag absolute, leaving the rest of the tag', () => {
    expect(withSiteOrigin('<img src="/media/poc/a.svg" alt="demo">', origin)).toBe('<img src="http://en.localhost:8080/media/poc/a.svg" alt="demo">');
  });
  it('leaves URLs, other hosts, protocol-relative paths and anything else as stored', () => {
    for (const media of ['https://static.example.com/a.gif', '//evil.example/a.gif', '/\\evil.example/a.gif', 'javascript:alert(1)', '', '<img src="//evil.example/x.png">', 'media/poc/a.svg']) {
      expect(withSiteOrigin(media, origin)).toBe(media);
    }
  });
});
