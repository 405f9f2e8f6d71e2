import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import type { Translate } from '../../i18n/translate.ts';
import { agreementTitle } from '../../lib/agreement-title.ts';

/**
 * Sign-in (spec §5): the messages are checked in this order and shown one at a time —
 * username or email, password, verification code, then the agreement.
 */
export const signInSchema = (_: Translate) =>
  z.object({
    username: z.string().trim().min(1, _(msg`Please enter your username or email address`)),
    password: z.string().min(1, _(msg`Please enter password`)),
    code: z.string().trim().min(1, _(msg`Please enter the verification code`)),
    agreement: z.boolean().refine((ticked) => ticked, agreementMessage(_)),
  });

export const agreementMessage = (_: Translate) => {
  const title = _(agreementTitle);
  return _(msg`Please read and check ${title}`);
};

export type SignInValues = z.infer<ReturnType<typeof signInSchema>>;

/** The order the fields are checked and their messages shown in. */
export const signInOrder = ['username', 'password', 'code', 'agreement'] as const satisfies readonly (keyof SignInValues)[];

/** The one message shown: the first field, in the spec's order, that has one. */
export const firstInOrder = <K extends string>(order: readonly K[], errors: Partial<Record<K, unknown>>): K | undefined =>
  order.find((field) => errors[field]);
