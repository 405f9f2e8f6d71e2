import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { newPasswordRule, PASSWORD_LENGTH } from '../../../../contract/rules.ts';
import type { Translate } from '../../i18n/translate.ts';

const { min, max } = PASSWORD_LENGTH;

/**
 * A new password: the contract's rule (a letter of any script and a digit, within its length) with this
 * form's translated messages; an empty field is asked for first.
 */
export const newPassword = (_: Translate, empty = _(msg`Please enter password`)) =>
  z
    .string()
    .min(1, empty)
    .pipe(
      newPasswordRule({
        passwordLength: _(msg`The password must be ${min} to ${max} characters long`),
        passwordWeak: _(msg`The password must contain at least one letter and one digit`),
      }),
    );

export const passwordsDiffer = msg`The two passwords do not match`;

/** The reset form: a new password and its confirmation. */
export const resetPasswordSchema = (_: Translate) =>
  z
    .object({
      password: newPassword(_),
      confirmPassword: z.string().min(1, _(msg`Please confirm the password`)),
    })
    .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: _(passwordsDiffer) });

export type ResetPasswordValues = z.infer<ReturnType<typeof resetPasswordSchema>>;

/** /modify: the current password, a new one and the new one again. */
export const changePasswordSchema = (_: Translate) =>
  z
    .object({
      password: z.string().min(1, _(msg`Please enter your current password`)),
      newPassword: newPassword(_, _(msg`Please enter a new password`)),
      confirmNewPassword: z.string().min(1, _(msg`Please re-enter the new password`)),
    })
    .refine((values) => values.newPassword === values.confirmNewPassword, { path: ['confirmNewPassword'], message: _(passwordsDiffer) });

export type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;
