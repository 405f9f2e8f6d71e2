import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { ACCESS_TOKEN_DAYS, ACCESS_TOKEN_NAME_MAX } from '../../../../../contract/limits.ts';
import type { Translate } from '../../../i18n/translate.ts';

/** The new-token form: a name (what it is for) and one of the expiries the site offers. */
export const accessTokenSchema = (_: Translate) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, _(msg`Give the token a name, e.g. the machine or build that will publish with it.`))
      .max(ACCESS_TOKEN_NAME_MAX, _(msg`The name is at most ${ACCESS_TOKEN_NAME_MAX} characters.`)),
    expiresInDays: z.enum(ACCESS_TOKEN_DAYS.map(String) as [string, ...string[]]),
  });

export type AccessTokenValues = z.infer<ReturnType<typeof accessTokenSchema>>;
