/** Leads as other parts see them: the routes of the forms and what staff do with a lead. */
export { declineLead, grantTrial, listLeads, markContacted, type StaffLead } from './lead-review.ts';
export { salesRoutes } from './sales-routes.ts';
