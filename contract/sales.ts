import { z } from 'zod';
import { defineCall } from './call.ts';
import { id, required, text } from './input.ts';
import { CAPTCHA_CODE_MAX, MID_PATTERN, midText, NAME_MAX, normalMid } from './rules.ts';

const email = text().trim().min(1, 'Please enter your email.').max(254, 'At most 254 characters').pipe(z.email('Please enter the correct email address.'));

/** What the applicant is told once the request is stored (in the request's language). */
const received = z.object({ message: z.string(), id: z.number().int() });

/** The longest sales message: a few paragraphs, not a document. */
export const COMMENT_MAX = 2000;
/** The number of users a sales contact may name. */
export const USERS_MAX = 100000;
export const usersInvalid = `The number of users must be a whole number from 1 to ${USERS_MAX}`;

/** A phone number anywhere: digits with an optional leading +, spaces, dashes and brackets; 5 to 20 digits. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{5,32}$/;
/** In Chinese the number is a mainland mobile: 11 digits starting with 1 (spec §5). */
export const MAINLAND_MOBILE_PATTERN = /^1\d{10}$/;

export const applyForTrial = defineCall({
  id: 'applyForTrial',
  method: 'GET',
  path: '/license/trial',
  summary:
    'Apply for a trial of an edition (single-use captcha; once per email and edition in 30 days; rate limited per address). The request is stored for staff, who grant or decline it; the applicant and the sales team are mailed.',
  auth: 'optional',
  query: z.object({
    /** the form does not ask for it; when sent it is 32 letters or digits */
    mid: text().trim().refine((mid) => mid === '' || MID_PATTERN.test(mid), midText.midIncorrect).transform(normalMid).optional(),
    email,
    name: required('Please enter the first and last name', NAME_MAX),
    country: required('Please select the country', 64),
    license_type_id: id('license_type_id'),
    company: required('Please enter company name'),
    position: required('Please enter your job title', 64),
    use: required('Please enter your purpose of use', 64),
    uuid: required('Please refresh the verification code', 64),
    code: required('Please enter verification', CAPTCHA_CODE_MAX),
  }),
  data: received,
});

export const contactSales = defineCall({
  id: 'contactSales',
  method: 'POST',
  path: '/contact',
  summary:
    'Ask sales for a demo or a quote about an edition (rate limited per address). The request is stored for staff; the sales team is mailed, and the applicant when an address is given.',
  auth: 'optional',
  body: z.object({
    name: required('Please enter the first and last name', NAME_MAX),
    email: text()
      .trim()
      .max(254, 'At most 254 characters')
      .pipe(z.union([z.literal(''), z.email('Please enter the correct email address.')], { error: 'Please enter the correct email address.' }))
      .default(''),
    /** any phone number here; in Chinese the upstream also asks for a mainland mobile number */
    mobile: required('Please enter your phone number', 32).regex(PHONE_PATTERN, 'Please enter the correct phone number'),
    company: required('Please enter your company'),
    country: required('Please select country', 64),
    /** digits only (a number, or a string of digits): 'abc', '1e3', 0 and -1 are refused */
    quantity: z
      .union([z.number(), text().trim().regex(/^\d{1,9}$/, usersInvalid).transform(Number)], { error: usersInvalid })
      .pipe(z.number().int(usersInvalid).min(1, usersInvalid).max(USERS_MAX, usersInvalid))
      .default(1),
    comment: text().trim().max(COMMENT_MAX, `The message must be at most ${COMMENT_MAX} characters`).default(''),
    position: required('Please enter your job title', 64),
    use: required('Please select your purpose of use', 64),
    license_type_id: id('license_type_id'),
  }),
  data: received,
});
