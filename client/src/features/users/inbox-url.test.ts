import { describe, expect, it } from 'vitest';
import { inboxUrl } from './inbox-url.ts';

describe('inbox link', () => {
  it('opens the webmail of a known provider', () => {
    expect(inboxUrl('ada@QQ.com')).toBe('https://mail.qq.com/');
    expect(inboxUrl('ada@foxmail.com')).toBe('https://mail.qq.com/');
    expect(inboxUrl('ada@163.com')).toBe('https://mail.163.com/');
    expect(inboxUrl('ada@126.com')).toBe('https://mail.126.com/');
    expect(inboxUrl('ada@sina.com')).toBe('https://mail.sina.com.cn/');
    expect(inboxUrl('ada@gmail.com')).toBe('https://mail.google.com/');
    expect(inboxUrl('ada@hotmail.com')).toBe('https://outlook.live.com/mail/');
    expect(inboxUrl('ada@outlook.com')).toBe('https://outlook.live.com/mail/');
    expect(inboxUrl('ada@yahoo.com')).toBe('https://mail.yahoo.com/');
  });

  it('gives no link for an unknown provider or no address, never a mailto: to the user', () => {
    expect(inboxUrl('ada@example.com')).toBeNull();
    expect(inboxUrl('')).toBeNull();
    expect(inboxUrl('not-an-address')).toBeNull();
  });
});
