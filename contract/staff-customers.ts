import { z } from 'zod';
import { defineCall } from './call.ts';
import { timestamp } from './envelope.ts';
import { id, text } from './input.ts';
import { licenseHistoryEvent, mid } from './license.ts';

/** Customers (issue #33): support and finance find orders and licences; support resends a licence mail and moves a licence. */

export const MOVE_REASON_MAX = 1000;
export const customerText = {
  searchRequired: 'Enter an order number, an e-mail address or a MID',
  moveReasonRequired: 'Give the reason for moving this licence',
  moveReasonTooLong: `A move reason is at most ${MOVE_REASON_MAX} characters`,
};

/** What the one search box matched. */
export const customerMatch = z.enum(['order_no', 'email', 'mid']);

export const customerSummary = z.object({ id: z.number().int(), username: z.string(), email: z.string() });

export const staffCustomerSearch = defineCall({
  id: 'staffCustomerSearch',
  method: 'GET',
  path: '/staff/customers/search',
  summary: 'Find customers by order number, e-mail or MID (one box); says which it matched. Support and finance (issue #33).',
  auth: 'staff',
  roles: ['support', 'finance'],
  query: z.object({ q: text({ error: customerText.searchRequired }).trim().min(1, customerText.searchRequired).max(255) }),
  data: z.object({ matched: customerMatch.nullable(), customers: z.array(customerSummary) }),
});

export const customerOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  edition: z.string(),
  quantity: z.number().int(),
  currency: z.string(),
  amount: z.string(),
  paid: z.boolean(),
  created_at: timestamp,
});

export const customerLicense = z.object({
  id: z.number().int(),
  order_no: z.string().nullable(),
  edition: z.string(),
  mid: z.string().nullable(),
  machine_name: z.string().nullable(),
  generated: z.boolean(),
  expired_at: timestamp.nullable(),
  moves_left: z.number().int(),
  events: z.array(licenseHistoryEvent),
});
export type CustomerLicense = z.infer<typeof customerLicense>;

/**
 * A move support made for the customer, as the audit log keeps it: who, from and to which MID, and the reason they
 * gave. Staff read the reason beside the licence's history; the buyer's own history shows the move without it
 * (docs/staff.md, "Customers").
 */
export const supportMove = z.object({
  at: timestamp,
  by: z.string(),
  from_mid: z.string().nullable(),
  to_mid: z.string().nullable(),
  reason: z.string(),
});
export type SupportMove = z.infer<typeof supportMove>;

/** A licence on a customer's page: its history, and support's moves of it with their reasons. */
export const staffCustomerLicense = customerLicense.extend({ support_moves: z.array(supportMove) });
export type StaffCustomerLicense = z.infer<typeof staffCustomerLicense>;

export const staffCustomer = defineCall({
  id: 'staffCustomer',
  method: 'GET',
  path: '/staff/customers/users/{id}',
  summary: "A customer's orders and licences, each licence with its history (license_event), in a few queries for the page.",
  auth: 'staff',
  roles: ['support', 'finance'],
  params: z.object({ id: id('id') }),
  data: z.object({ customer: customerSummary.extend({ created_at: timestamp }), orders: z.array(customerOrder), licenses: z.array(staffCustomerLicense) }),
});

const licenseParams = z.object({ id: id('id') });

export const staffResendLicenseMail = defineCall({
  id: 'staffResendLicenseMail',
  method: 'POST',
  path: '/staff/customers/licenses/{id}/resend-mail',
  summary: "Mail a generated licence's file again to its owner's address; audited license.resend_mail. Support.",
  auth: 'staff',
  roles: ['support'],
  params: licenseParams,
  data: z.object({ id: z.number().int(), to: z.string() }),
});

export const staffMoveLicense = defineCall({
  id: 'staffMoveLicense',
  method: 'POST',
  path: '/staff/customers/licenses/{id}/move',
  summary:
    "Move a customer's licence to another machine with a reason: the buyer's move (same limits) then a binding to the new MID, " +
    'recorded in license_event and audited license.move with the MID before and after. Support.',
  auth: 'staff',
  roles: ['support'],
  params: licenseParams,
  body: z.object({
    mid,
    reason: text({ error: customerText.moveReasonRequired }).trim().min(1, customerText.moveReasonRequired).max(MOVE_REASON_MAX, customerText.moveReasonTooLong),
  }),
  data: staffCustomerLicense,
});
