/** Staff as the app sees them: the admin routes and the admin token kept for the CLI on this machine. */
export { writeAdminToken } from './admin-files.ts';
export { adminRoutes } from './admin-routes.ts';
export type { Actor } from './actor.ts';
export { actorOf, authenticateStaffCalls } from './staff-access-routes.ts';
export { appendAudit, type AuditEntry } from './audit.ts';
export { staffRoutes } from './staff-routes.ts';
export { staffMoneyRoutes } from './staff-money-routes.ts';
