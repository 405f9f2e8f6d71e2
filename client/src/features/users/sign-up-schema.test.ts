import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_LENGTH } from '../../../../contract/limits.ts';
import type { Translate } from '../../i18n/translate.ts';
import { changePasswordSchema, resetPasswordSchema } from './password-rules.ts';
import { passwordSendSchema, signUpSchema } from './sign-up-schema.ts';

const english: Translate = (descriptor) => i18n._(descriptor);

const passwordLength = `The password must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters long`;
const passwordWeak = 'The password must contain at least one letter and one digit';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).reverse().map((issue) => [String(issue.path[0]), issue.message]));

const valid = { username: 'ada', email: 'ada@example.com', password: 'lovelace1815', confirmPassword: 'lovelace1815', code: 'x7k2', agreement: true };

describe('sign-up rules', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('accepts a complete form', () => {
    expect(signUpSchema(english).safeParse(valid).success).toBe(true);
  });

  it('requires every field', () => {
    const result = signUpSchema(english).safeParse({ username: '', email: '', password: '', confirmPassword: '', code: '', agreement: false });
    expect(messages(result)).toEqual({
      username: 'Please enter your username',
      email: 'Please enter your email.',
      password: 'Please enter password',
      confirmPassword: 'Please confirm the password',
      code: 'Please enter the verification code',
      agreement: 'Please read and check User Registration and Service Agreement',
    });
  });

  it('checks the email shape, the password rules and the confirmation', () => {
    const check = (values: Partial<typeof valid>) => messages(signUpSchema(english).safeParse({ ...valid, ...values }));
    expect(check({ email: 'ada@' })).toEqual({ email: 'Please enter the correct email address.' });
    expect(check({ password: 'a1', confirmPassword: 'a1' })).toEqual({ password: passwordLength });
    expect(check({ password: `a1${'x'.repeat(PASSWORD_LENGTH.max - 1)}`, confirmPassword: `a1${'x'.repeat(PASSWORD_LENGTH.max - 1)}` })).toEqual({ password: passwordLength });
    expect(check({ password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({ password: passwordWeak });
    expect(check({ password: '12345678', confirmPassword: '12345678' })).toEqual({ password: passwordWeak });
    expect(check({ confirmPassword: 'lovelace1816' })).toEqual({ confirmPassword: 'The two passwords do not match' });
  });

  it('accepts a letter of any script, as the server does', () => {
    const check = (password: string) => messages(signUpSchema(english).safeParse({ ...valid, password, confirmPassword: password }));
    expect(check('пароль2026')).toEqual({});
    expect(check('密码安全密码安全7')).toEqual({});
    expect(check('—_—_—_—_9')).toEqual({ password: passwordWeak });
  });

  it('applies the same password rules to reset and change', () => {
    expect(messages(resetPasswordSchema(english).safeParse({ password: 'short1', confirmPassword: 'short1' }))).toEqual({
      password: passwordLength,
    });
    expect(messages(changePasswordSchema(english).safeParse({ password: 'old', newPassword: 'newpass12', confirmNewPassword: 'newpass13' }))).toEqual({
      confirmNewPassword: 'The two passwords do not match',
    });
    expect(messages(passwordSendSchema(english).safeParse({ username: 'ada', email: 'nope' }))).toEqual({ email: 'Please enter the correct email address.' });
  });
});
