import {
  staffLeadGrantTrial,
  staffLeadNote,
  staffLeadOwner,
  staffLeadOwners,
  staffLeadQuote,
  staffLeads,
  staffLeadsCsv,
  staffLeadState,
  type LeadStateName,
  type StaffLeadView,
} from '../../../contract/index.ts';
import type { Locale } from '../core/locale.ts';
import type { LeadFilter, LeadKind, LeadState, Resolvers, StaffLead } from '../generated/graphql.ts';
import { rowId } from '../graph/graph-input.ts';

/** The graph's lead as the contract's: one upstream call answers a whole list, notes and owners included. */
const leadOf = (lead: StaffLeadView): StaffLead => ({
  id: String(lead.id),
  kind: lead.kind.toUpperCase() as LeadKind,
  state: lead.state.toUpperCase() as LeadState,
  edition: lead.edition,
  name: lead.name,
  email: lead.email,
  mobile: lead.mobile,
  company: lead.company,
  country: lead.country,
  position: lead.position,
  use: lead.use,
  quantity: lead.quantity,
  comment: lead.comment,
  lostReason: lead.lost_reason,
  owner: lead.owner_id === null ? null : { id: String(lead.owner_id), username: lead.owner ?? '' },
  createdAt: lead.created_at,
  updatedAt: lead.updated_at,
  notes: lead.notes.map((note) => ({ id: String(note.id), author: note.author, createdAt: note.created_at, text: note.text })),
});

const filterOf = (filter: LeadFilter | null | undefined, locale: Locale) => ({
  kind: filter?.kind ? (filter.kind.toLowerCase() as 'trial' | 'sales') : undefined,
  state: filter?.state ? (filter.state.toLowerCase() as StaffLeadView['state']) : undefined,
  owner: filter?.unowned ? 'none' : filter?.ownerId ? String(rowId(filter.ownerId, 'ownerId', locale)) : undefined,
});

/** Leads in the back office (issue #33): the upstream checks the staff session and the role on every call. */
export const staffLeadsResolvers: Resolvers = {
  Query: {
    staffLeads: async (_, { filter }, { upstream, locale }) => (await upstream.call(staffLeads, { query: filterOf(filter, locale) })).map(leadOf),
    staffLeadsCsv: (_, { filter }, { upstream, locale }) => upstream.call(staffLeadsCsv, { query: filterOf(filter, locale) }),
    staffLeadOwners: async (_, __, { upstream }) => (await upstream.call(staffLeadOwners)).map((member) => ({ id: String(member.id), username: member.username })),
  },
  Mutation: {
    moveLead: async (_, { id, state, reason }, { upstream, locale }) => {
      // which moves are allowed (never back to new, lost with a reason…) is the upstream's rule alone; its refusal is passed on
      const to = state.toLowerCase() as LeadStateName;
      return leadOf(await upstream.call(staffLeadState, { params: { id: rowId(id, 'id', locale) }, body: { state: to, reason: reason ?? undefined } }));
    },
    grantLeadTrial: async (_, { id }, { upstream, locale }) => {
      const grant = await upstream.call(staffLeadGrantTrial, { params: { id: rowId(id, 'id', locale) } });
      return { leadId: String(grant.lead_id), licenseId: String(grant.license_id), username: grant.username, email: grant.email, coverageBefore: grant.coverage_before };
    },
    assignLead: async (_, { id, ownerId }, { upstream, locale }) =>
      leadOf(await upstream.call(staffLeadOwner, { params: { id: rowId(id, 'id', locale) }, body: { owner_id: ownerId ? rowId(ownerId, 'ownerId', locale) : null } })),
    noteLead: async (_, { id, text }, { upstream, locale }) => leadOf(await upstream.call(staffLeadNote, { params: { id: rowId(id, 'id', locale) }, body: { text } })),
    quoteLead: async (_, { id, input }, { upstream, locale }) => {
      const quote = await upstream.call(staffLeadQuote, {
        params: { id: rowId(id, 'id', locale) },
        body: {
          license_type_id: rowId(input.licenseTypeId, 'licenseTypeId', locale),
          quantity: input.quantity,
          period: input.period,
          coupon_code: input.couponCode || undefined,
          currency: input.currency ?? undefined,
        },
      });
      return {
        leadId: String(quote.lead_id),
        edition: quote.edition,
        quantity: quote.quantity,
        period: quote.period,
        currency: quote.currency,
        orderAmount: quote.order_amount,
        discountAmount: quote.discount_amount,
        discounts: quote.discounts,
        mailedTo: quote.mailed_to,
      };
    },
  },
};
