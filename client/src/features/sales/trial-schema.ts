import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import type { Translate } from '../../i18n/translate.ts';
import { emailField } from '../../lib/email-field.ts';

/** The trial form (spec §5 'Trial form'): every field required, with the spec's messages, in the form's order. */
export const trialSchema = (_: Translate) => {
  const required = (message: string, max = 255) => z.string().trim().min(1, message).max(max);
  return z.object({
    name: required(_(msg`Please enter the first and last name`), 128),
    email: emailField(_),
    country: required(_(msg`Please select the country`)),
    company: required(_(msg`Please enter company name`)),
    position: required(_(msg`Please enter your job title`)),
    use: required(_(msg`Please enter your purpose of use`)),
    code: required(_(msg`Please enter verification`), 16),
  });
};

export type TrialValues = z.infer<ReturnType<typeof trialSchema>>;
