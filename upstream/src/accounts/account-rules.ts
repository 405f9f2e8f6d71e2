import { newPasswordRule } from '../../../contract/rules.ts';
import { fail } from './messages.ts';

/** The server's own rules for account fields; each failure names the rule in the request's language. */

const USERNAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
/** An address: a local part, @, and a domain of at least two labels (the HTML form rule, with a dot required). */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const USERNAME_LENGTH = { min: 3, max: 32 };
export const EMAIL_MAX_LENGTH = 254;

/** 3–32 letters, digits, underscores or hyphens, starting with a letter. */
export const checkUsername = (username: string) => {
  if (username.length < USERNAME_LENGTH.min || username.length > USERNAME_LENGTH.max) throw fail(400, 'usernameLength');
  if (!USERNAME.test(username)) throw fail(400, 'usernameCharacters');
};

/** Shaped like an address, at most 254 characters. */
export const checkEmail = (email: string) => {
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email) || email.split('@')[0].length > 64) throw fail(400, 'emailInvalid');
};

const newPassword = newPasswordRule();

/** The shared password rule (contract/rules.ts: 8–64 characters, a letter and a digit), and the confirmation equal to it. */
export const checkNewPassword = (password: string, confirmation: string) => {
  const problem = newPassword.safeParse(password).error?.issues[0];
  if (problem) throw fail(400, problem.code === 'invalid_format' ? 'passwordWeak' : 'passwordLength');
  if (password !== confirmation) throw fail(400, 'passwordMismatch');
};
