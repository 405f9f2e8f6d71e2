import { describe, expect, it } from 'vitest';
import { otherLanguageOrigin, siteOrigins } from './site-origins.ts';

const at = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, port: url.port, origin: url.origin };
};

describe('site origins', () => {
  it('derives both origins from the current host, keeping the port', () => {
    expect(siteOrigins(at('http://localhost:8080/signIn'))).toEqual({ zh: 'http://localhost:8080', en: 'http://en.localhost:8080' });
    expect(siteOrigins(at('http://en.localhost:8080/'))).toEqual({ zh: 'http://localhost:8080', en: 'http://en.localhost:8080' });
    expect(siteOrigins(at('https://tidewatch.example/'))).toEqual({ zh: 'https://tidewatch.example', en: 'https://en.tidewatch.example' });
  });

  it('picks the other language', () => {
    expect(otherLanguageOrigin(at('http://localhost:8080/signIn'))).toBe('http://en.localhost:8080');
    expect(otherLanguageOrigin(at('http://en.localhost:8080/signIn'))).toBe('http://localhost:8080');
  });

  it('prefers configured origins', () => {
    const config = { zh: 'https://www.tidewatch.cn/', en: 'https://tidewatch.com' };
    expect(otherLanguageOrigin(at('https://www.tidewatch.cn/signIn'), config)).toBe('https://tidewatch.com');
    expect(otherLanguageOrigin(at('https://tidewatch.com/signIn'), config)).toBe('https://www.tidewatch.cn');
  });

  it('gives an IP address no en. sister, so the other language is the configured one or none', () => {
    expect(siteOrigins(at('http://127.0.0.1:8080/signIn'))).toEqual({ zh: 'http://127.0.0.1:8080' });
    expect(otherLanguageOrigin(at('http://127.0.0.1:8080/signIn'))).toBeNull();
    expect(otherLanguageOrigin(at('http://[::1]:8080/signIn'))).toBeNull();
    expect(otherLanguageOrigin(at('http://127.0.0.1:8080/signIn'), { en: 'http://en.localhost:8080' })).toBe('http://en.localhost:8080');
  });
});
