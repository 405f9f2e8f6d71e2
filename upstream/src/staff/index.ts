/** Staff as the app sees them: the admin routes and the admin token kept for the CLI on this machine. */
export { writeAdminToken } from './admin-files.ts';
export { adminRoutes } from './admin-routes.ts';
