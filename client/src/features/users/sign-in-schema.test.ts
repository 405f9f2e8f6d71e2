import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/translate.ts';
import { firstInOrder, signInOrder, signInSchema } from './sign-in-schema.ts';

const english: Translate = (descriptor) => i18n._(descriptor);

/** The first message the form shows for these values. */
const firstMessage = (values: { username: string; password: string; code: string; agreement: boolean }) => {
  const result = signInSchema(english).safeParse(values);
  if (result.success) return null;
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  const field = firstInOrder(signInOrder, byField);
  return field ? byField[field] : null;
};

describe('sign-in validation order', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('asks for the fields one at a time in the spec order', () => {
    const empty = { username: '', password: '', code: '', agreement: false };
    expect(firstMessage(empty)).toBe('Please enter your username or email address');
    expect(firstMessage({ ...empty, username: 'ada' })).toBe('Please enter password');
    expect(firstMessage({ ...empty, username: 'ada', password: 'secret' })).toBe('Please enter the verification code');
    expect(firstMessage({ username: 'ada', password: 'secret', code: 'x7k2', agreement: false })).toBe(
      'Please read and check User Registration and Service Agreement',
    );
    expect(firstMessage({ username: 'ada', password: 'secret', code: 'x7k2', agreement: true })).toBeNull();
  });

  it('treats blank input as missing', () => {
    expect(firstMessage({ username: '   ', password: 'p', code: 'c', agreement: true })).toBe('Please enter your username or email address');
    expect(firstMessage({ username: 'ada', password: 'p', code: '  ', agreement: true })).toBe('Please enter the verification code');
  });

  it('keeps a password as typed (spaces count)', () => {
    expect(firstMessage({ username: 'ada', password: ' ', code: 'c', agreement: true })).toBeNull();
  });
});
