import { z } from 'zod';
import { defineCall } from './call.ts';

const required = (message: string, max = 255) => z.string().trim().min(1, message).max(max);
const email = z.string().trim().min(1, 'Please enter your email.').max(254).pipe(z.email('Please enter the correct email address.'));

export const applyForTrial = defineCall({
  id: 'applyForTrial',
  method: 'GET',
  path: '/license/trial',
  summary: 'Apply for a trial of an edition (captcha checked). The answer messages is the text to show.',
  auth: 'optional',
  query: z.object({
    /** the form does not ask for it; when sent it is 32 letters or digits */
    mid: z.string().trim().regex(/^(?:[A-Za-z0-9]{32})?$/, 'Please enter the correct MID').optional(),
    email,
    name: required('Please enter the first and last name', 128),
    country: required('Please select the country', 64),
    license_type_id: z.coerce.number().int().positive(),
    company: required('Please enter company name'),
    position: required('Please enter your job title', 64),
    use: required('Please enter your purpose of use', 64),
    uuid: required('Please refresh the verification code', 64),
    code: required('Please enter verification', 16),
  }),
  data: z.unknown(),
});

export const contactSales = defineCall({
  id: 'contactSales',
  method: 'POST',
  path: '/contact',
  summary: 'Ask sales for a demo or a quote about an edition. The answer messages is the text to show.',
  auth: 'optional',
  body: z.object({
    name: required('Please enter the first and last name', 128),
    email: z.string().trim().max(254).pipe(z.union([z.literal(''), z.email('Please enter the correct email address.')])).default(''),
    /** the Chinese-mainland 11-digit rule is the form's, by locale */
    mobile: required('Please enter your phone number', 32),
    company: required('Please enter your company'),
    country: required('Please select country', 64),
    quantity: z.coerce.number().int().min(1).max(100000).default(1),
    comment: z.string().trim().max(2000).default(''),
    position: required('Please enter your job title', 64),
    use: required('Please select your purpose of use', 64),
    license_type_id: z.coerce.number().int().positive(),
  }),
  data: z.unknown(),
});
