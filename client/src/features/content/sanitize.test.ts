// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it('keeps the markup of an answer: paragraphs, lists, emphasis, code and site links', () => {
    const html = '<p>Open <a href="/center/licenseManagement">licences</a> and paste the <code>MID</code>.</p><ul><li><strong>one</strong></li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizeRichText('<p onclick="alert(1)">x</p><script>alert(2)</script><a href="javascript:alert(3)">y</a><img src=x onerror="alert(4)">');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>x</p>');
  });

  it('opens links to other sites in a new tab with noopener noreferrer', () => {
    expect(sanitizeRichText('<a href="https://fofa.info">FOFA</a>')).toBe('<a href="https://fofa.info" target="_blank" rel="noopener noreferrer">FOFA</a>');
    expect(sanitizeRichText('<a href="mailto:support@tidewatch.example">mail</a>')).not.toContain('target');
  });
});
