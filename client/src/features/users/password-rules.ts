import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import type { Translate } from '../../i18n/translate.ts';

/** A new password: 8–64 characters with at least one letter and one digit (the server checks the same). */
export const newPassword = (_: Translate, empty = _(msg`Please enter password`)) =>
  z
    .string()
    .min(1, empty)
    .min(8, _(msg`The password must be 8 to 64 characters long`))
    .max(64, _(msg`The password must be 8 to 64 characters long`))
    .regex(/[A-Za-z]/, _(msg`The password must contain a letter and a digit`))
    .regex(/\d/, _(msg`The password must contain a letter and a digit`));

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
