/** Staff as the app sees them: the admin routes and the admin token kept for the CLI on this machine. */
export { writeAdminToken } from './admin-files.ts';
export { adminRoutes } from './admin-routes.ts';
export type { Actor } from './actor.ts';
export { actorOf, authenticateStaffCalls } from './staff-access-routes.ts';
export { appendAudit, type AuditEntry } from './audit.ts';
export { staffRoutes } from './staff-routes.ts';
export { staffCoreRoutes } from './staff-core-routes.ts';
export { staffReviewRoutes } from './staff-review-routes.ts';
export { staffCustomerRoutes } from './staff-customer-routes.ts';
export { staffLeadsRoutes } from './staff-leads-routes.ts';
export { staffPageViewRoutes } from './staff-page-view-routes.ts';
export { staffMoneyRoutes } from './staff-money-routes.ts';
export { staffCreditNoteRoutes } from './staff-credit-note-routes.ts';
