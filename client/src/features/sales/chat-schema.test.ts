import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { chatSchema, COMMENT_MAX, USERS_MAX, usersOf } from './chat-schema.ts';

const _ = (descriptor: MessageDescriptor) => {
  const values = (descriptor.values ?? {}) as Record<string, unknown>;
  return (descriptor.message ?? descriptor.id).replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name]));
};
const valid = { name: 'Ada', mobile: '13800138000', email: '', country: 'CN', position: 'cto', use: 'pentest', company: 'Acme', quantity: '', comment: '' };
const firstMessage = (locale: 'zh' | 'en', values: Record<string, string>) => {
  const result = chatSchema(_, locale).safeParse({ ...valid, ...values });
  return result.success ? undefined : result.error.issues[0].message;
};

describe('the sales contact form', () => {
  it('accepts the required fields alone, the number of users defaulting to 1', () => {
    expect(firstMessage('zh', {})).toBeUndefined();
    expect(usersOf('')).toBe(1);
    expect(usersOf(' 40 ')).toBe(40);
  });
  it('asks a Chinese visitor for an 11-digit mainland mobile number starting with 1', () => {
    expect(firstMessage('zh', { mobile: '' })).toBe('Please enter your phone number');
    expect(firstMessage('zh', { mobile: '138001380001' })).toBe('Please enter the correct phone number');
    expect(firstMessage('zh', { mobile: '1380013800a' })).toBe('Please enter the correct phone number');
    expect(firstMessage('zh', { mobile: '23800138000' })).toBe('Please enter the correct phone number');
    expect(firstMessage('en', { mobile: '+44 20 7946 0958' })).toBeUndefined();
    expect(firstMessage('en', { mobile: 'call me' })).toBe('Please enter the correct phone number');
  });
  it('refuses a number of users of 0, -1, letters or over the contract\'s bound, and a message over its bound', () => {
    for (const quantity of ['0', '-1', 'abc', '1.5', String(USERS_MAX + 1)]) {
      expect(firstMessage('en', { quantity })).toBe(`The number of users must be a whole number from 1 to ${USERS_MAX}`);
    }
    expect(firstMessage('en', { comment: 'x'.repeat(10240) })).toBe(`The message must be at most ${COMMENT_MAX} characters`);
    expect(firstMessage('en', { comment: '<b>html is text</b>' })).toBeUndefined();
  });
  it('checks an email only when one is given', () => {
    expect(firstMessage('en', { email: 'nope' })).toBe('Please enter the correct email address.');
    expect(firstMessage('en', { email: 'a@example.com' })).toBeUndefined();
  });
});
