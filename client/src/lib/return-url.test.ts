import { describe, expect, it } from 'vitest';
import { safeRedirect, signInPath } from './return-url.ts';

describe('return url', () => {
  it('keeps a path on this site with its search and hash', () => {
    expect(safeRedirect('/center/licenseManagement?page=2#top')).toBe('/center/licenseManagement?page=2#top');
    expect(safeRedirect('/buy/orderForm/13/0')).toBe('/buy/orderForm/13/0');
  });

  it('refuses other sites, schemes and protocol-relative tricks', () => {
    for (const value of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'center', '', null, undefined, '/\t/evil.example'])
      expect(safeRedirect(value)).toBeNull();
  });

  it('does not send the user back to sign-in', () => {
    expect(safeRedirect('/signIn?redirect=%2Fcenter')).toBeNull();
  });

  it('builds the sign-in path with the return URL encoded', () => {
    expect(signInPath('/center/profile?x=1')).toBe('/signIn?redirect=%2Fcenter%2Fprofile%3Fx%3D1');
    expect(signInPath()).toBe('/signIn');
    expect(signInPath('https://evil.example')).toBe('/signIn');
  });
});
