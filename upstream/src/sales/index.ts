/** Leads as other parts see them: the routes of the forms and what staff do with a lead. */
export { addLeadNote, grantTrial, setLeadOwner, setLeadState, type LeadAudit, type LeadAuthor } from './lead-actions.ts';
export { leadsCsv } from './lead-csv.ts';
export { quoteLead } from './lead-quote.ts';
export { leadOf, leadOwners, listLeads, type LeadFilter } from './lead-review.ts';
export { salesRoutes } from './sales-routes.ts';
