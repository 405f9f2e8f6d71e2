import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import type { Translate } from '../../i18n/translate.ts';
import { newPassword, passwordsDiffer } from './password-rules.ts';
import { agreementMessage } from './sign-in-schema.ts';
import { emailField } from '../../lib/email-field.ts';

/** Sign-up, checked in the order of the form; the server checks the same and more. */
export const signUpSchema = (_: Translate) =>
  z
    .object({
      username: z.string().trim().min(1, _(msg`Please enter your username`)),
      email: emailField(_),
      password: newPassword(_),
      confirmPassword: z.string().min(1, _(msg`Please confirm the password`)),
      code: z.string().trim().min(1, _(msg`Please enter the verification code`)),
      agreement: z.boolean().refine((ticked) => ticked, agreementMessage(_)),
    })
    .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: _(passwordsDiffer) });

export type SignUpValues = z.infer<ReturnType<typeof signUpSchema>>;

/** The password-reset request: username and email. */
export const passwordSendSchema = (_: Translate) =>
  z.object({
    username: z.string().trim().min(1, _(msg`Please enter your username`)),
    email: emailField(_),
  });

export type PasswordSendValues = z.infer<ReturnType<typeof passwordSendSchema>>;
