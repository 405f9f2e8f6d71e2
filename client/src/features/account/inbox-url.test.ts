import { describe, expect, it } from 'vitest';
import { inboxUrl } from './inbox-url.ts';

describe('inbox link', () => {
  it('opens the webmail of a known provider', () => {
    expect(inboxUrl('ada@QQ.com')).toBe('https://mail.qq.com/');
    expect(inboxUrl('ada@gmail.com')).toBe('https://mail.google.com/');
  });

  it('falls back to the mail program', () => {
    expect(inboxUrl('ada@example.com')).toBe('mailto:ada@example.com');
    expect(inboxUrl('')).toBe('mailto:');
  });
});
