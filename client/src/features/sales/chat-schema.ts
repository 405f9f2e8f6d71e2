import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { COMMENT_MAX, MAINLAND_MOBILE_PATTERN, PHONE_PATTERN, USERS_MAX } from '../../../../contract/sales.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Translate } from '../../i18n/translate.ts';

/** The contract's bounds, so the form refuses what the server would. */
export { COMMENT_MAX, USERS_MAX };

/**
 * 'Talk to our sales team' (spec §5 'Sales contact form'), in the form's order. In Chinese the phone is a
 * mainland mobile number; email, number of users and message are optional.
 */
export const chatSchema = (_: Translate, locale: Locale) => {
  const required = (message: string, max = 255) => z.string().trim().min(1, message).max(max);
  const phoneWrong = _(msg`Please enter the correct phone number`);
  const usersWrong = _(msg`The number of users must be a whole number from 1 to ${USERS_MAX}`);
  return z.object({
    name: required(_(msg`Please enter the first and last name`), 128),
    mobile: required(_(msg`Please enter your phone number`), 32).refine(
      (phone) => (locale === 'zh' ? MAINLAND_MOBILE_PATTERN.test(phone.replace(/[\s-]/g, '')) : PHONE_PATTERN.test(phone)),
      phoneWrong,
    ),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((email) => email === '' || z.email().safeParse(email).success, _(msg`Please enter the correct email address.`)),
    country: required(_(msg`Please select country`)),
    position: required(_(msg`Please enter your job title`)),
    use: required(_(msg`Please select your purpose of use`)),
    company: required(_(msg`Please enter your company`)),
    quantity: z
      .string()
      .trim()
      .refine((text) => text === '' || (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= USERS_MAX), usersWrong),
    comment: z.string().trim().max(COMMENT_MAX, _(msg`The message must be at most ${COMMENT_MAX} characters`)),
  });
};

export type ChatValues = z.infer<ReturnType<typeof chatSchema>>;

/** The number of users to send: 1 when left empty (spec §5). */
export const usersOf = (text: string) => (text.trim() === '' ? 1 : Number(text.trim()));
