import { describe, expect, it } from 'vitest';
import { localeOfHost } from './locale.ts';

describe('locale by host', () => {
  it('is Chinese on localhost and other hosts', () => {
    expect(localeOfHost('localhost')).toBe('zh');
    expect(localeOfHost('scanner.example.cn')).toBe('zh');
  });
  it('is English on en.localhost and any en. host', () => {
    expect(localeOfHost('en.localhost')).toBe('en');
    expect(localeOfHost('EN.scanner.example.com')).toBe('en');
  });
});
