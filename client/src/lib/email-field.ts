import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import type { Translate } from '../i18n/translate.ts';

/** An email address: required, then shaped like one (the trial form's messages). */
export const emailField = (_: Translate) =>
  z
    .string()
    .trim()
    .min(1, _(msg`Please enter your email.`))
    .pipe(z.email(_(msg`Please enter the correct email address.`)));
