// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { demoImageSrc } from './demo-media.ts';

describe('PoC demo media', () => {
  it('shows an http or https URL', () => {
    expect(demoImageSrc('https://static.example.com/poc/a.gif')).toBe('https://static.example.com/poc/a.gif');
    expect(demoImageSrc(' http://static.example.com/poc/b.gif ')).toBe('http://static.example.com/poc/b.gif');
  });
  it('takes only the src of an image tag, dropping alt and handlers', () => {
    expect(demoImageSrc('<img src="https://static.example.com/p.png" alt="x" onerror="alert(1)">')).toBe('https://static.example.com/p.png');
  });
  it('shows nothing for other schemes, other markup or nothing', () => {
    expect(demoImageSrc('javascript:alert(1)')).toBeNull();
    expect(demoImageSrc('<img src="javascript:alert(1)">')).toBeNull();
    expect(demoImageSrc('<script>alert(1)</script>')).toBeNull();
    expect(demoImageSrc('<img src="https://a.example/x.png"><script>alert(1)</script>')).toBeNull();
    expect(demoImageSrc('')).toBeNull();
    expect(demoImageSrc('data:image/png;base64,AAAA')).toBeNull();
  });
});
