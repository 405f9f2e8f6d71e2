import { z } from 'zod';
import { defineCall } from './call.ts';
import { id, required, text } from './input.ts';
import { period as orderPeriod, quantity as orderQuantity } from './order.ts';

/**
 * Leads in the back office (issue #33): the trial requests and sales contacts of the public forms, worked by sales
 * through one pipeline (new → contacted → won or lost), with an owner among staff and notes that are only appended.
 * The CLI's `leads`, `grant-trial`, `contacted`, `decline` and `export-leads` make these same calls.
 */

export const LEAD_KINDS = ['trial', 'sales'] as const;
export const LEAD_STATES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStateName = (typeof LEAD_STATES)[number];
export const LEAD_NOTE_MAX = 2000;
export const LOST_REASON_MAX = 500;

export const leadFilter = z.object({
  kind: z.enum(LEAD_KINDS).optional(),
  state: z.enum(LEAD_STATES).optional(),
  /** a member's id, or `none` for leads nobody owns */
  owner: text()
    .regex(/^(none|[1-9]\d{0,8})$/, "owner is a member's id or none")
    .transform((value) => (value === 'none' ? ('none' as const) : Number(value)))
    .optional(),
});

export const leadNote = z.object({
  id: z.number().int(),
  author: z.string(),
  created_at: z.string(),
  text: z.string(),
});

export const staffLead = z.object({
  id: z.number().int(),
  kind: z.enum(LEAD_KINDS),
  state: z.enum(LEAD_STATES),
  edition_id: z.number().int(),
  edition: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  company: z.string(),
  country: z.string(),
  position: z.string(),
  use: z.string(),
  quantity: z.number().int().nullable(),
  comment: z.string().nullable(),
  mid: z.string().nullable(),
  locale: z.enum(['zh', 'en']),
  lost_reason: z.string().nullable(),
  owner_id: z.number().int().nullable(),
  owner: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  notes: z.array(leadNote),
});
export type StaffLeadView = z.infer<typeof staffLead>;

const leadParams = z.object({ id: id('id') });

export const staffLeads = defineCall({
  id: 'staffLeads',
  method: 'GET',
  path: '/staff/leads',
  summary: 'Trial requests and sales contacts, newest first, with their notes; filtered by kind, state and owner (sales).',
  auth: 'staff',
  roles: ['sales'],
  query: leadFilter,
  data: z.array(staffLead),
});

export const staffLeadsCsv = defineCall({
  id: 'staffLeadsCsv',
  method: 'GET',
  path: '/staff/leads/export',
  summary: 'The leads of the same filter as CSV for a spreadsheet (no cell can start a formula) (sales).',
  auth: 'staff',
  roles: ['sales'],
  query: leadFilter,
  data: z.string(),
  produces: 'text/csv; charset=utf-8',
});

export const staffLeadOwners = defineCall({
  id: 'staffLeadOwners',
  method: 'GET',
  path: '/staff/leads/owners',
  summary: 'The members of staff who may own a lead: enabled sales members and admins (sales).',
  auth: 'staff',
  roles: ['sales'],
  data: z.array(z.object({ id: z.number().int(), username: z.string() })),
});

export const staffLeadState = defineCall({
  id: 'staffLeadState',
  method: 'POST',
  path: '/staff/leads/{id}/state',
  summary:
    'Moves an open lead to contacted, won or lost (lost needs a reason, mailed to a trial applicant; a trial request is won by granting it). Audited as lead.state (sales).',
  auth: 'staff',
  roles: ['sales'],
  params: leadParams,
  body: z.object({
    // 'new' is accepted here so that the sales rule refuses it with its own message (a lead never goes back to new)
    state: z.enum(LEAD_STATES),
    reason: text().trim().max(LOST_REASON_MAX, `At most ${LOST_REASON_MAX} characters`).optional(),
  }),
  data: staffLead,
});

export const staffLeadGrantTrial = defineCall({
  id: 'staffLeadGrantTrial',
  method: 'POST',
  path: '/staff/leads/{id}/grant-trial',
  summary: 'Grants a trial request a 7-day licence and moves it to won. Audited as lead.grant_trial (sales).',
  auth: 'staff',
  roles: ['sales'],
  params: leadParams,
  data: z.object({
    lead_id: z.number().int(),
    license_id: z.number().int(),
    username: z.string().nullable(),
    email: z.string(),
    coverage_before: z.string(),
  }),
});

export const staffLeadOwner = defineCall({
  id: 'staffLeadOwner',
  method: 'POST',
  path: '/staff/leads/{id}/owner',
  summary: 'Gives a lead to an owner (an enabled sales member or admin), or to nobody with null. Audited as lead.owner (sales).',
  auth: 'staff',
  roles: ['sales'],
  params: leadParams,
  body: z.object({ owner_id: id('owner_id').nullable() }),
  data: staffLead,
});

export const staffLeadNote = defineCall({
  id: 'staffLeadNote',
  method: 'POST',
  path: '/staff/leads/{id}/notes',
  summary: 'Appends a note to a lead (never changed afterwards). Audited as lead.note (sales).',
  auth: 'staff',
  roles: ['sales'],
  params: leadParams,
  body: z.object({ text: required('Please write the note', LEAD_NOTE_MAX) }),
  data: staffLead,
});

export const staffLeadQuote = defineCall({
  id: 'staffLeadQuote',
  method: 'POST',
  path: '/staff/leads/{id}/quote',
  summary:
    "Prices an edition, quantity, term and optional coupon for a sales contact as an order would be priced, and mails the quote to the contact in their language. Audited as lead.quote (sales).",
  auth: 'staff',
  roles: ['sales'],
  params: leadParams,
  body: z.object({
    license_type_id: id('license_type_id'),
    quantity: orderQuantity,
    period: orderPeriod,
    coupon_code: text().trim().max(64).optional(),
    currency: z.enum(['RMB', 'USD']).default('RMB'),
  }),
  data: z.object({
    lead_id: z.number().int(),
    edition: z.string(),
    quantity: z.number().int(),
    period: z.number().int(),
    currency: z.enum(['RMB', 'USD']),
    order_amount: z.number(),
    discount_amount: z.number(),
    discounts: z.array(z.string()),
    mailed_to: z.string(),
  }),
});
