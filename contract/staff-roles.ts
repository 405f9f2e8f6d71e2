/**
 * Staff roles (issue #33), narrowest first to widest: each staff call of the contract names the roles that may make
 * it, and the upstream checks it on every call. `admin` manages staff and roles and may do what any role does.
 *
 * - reviewer: extension review
 * - finance: bank transfers, refunds (one requests, a second approves), payment notifications
 * - sales: trial requests, sales contacts, quotes
 * - support: reads orders and licences, resends a licence mail, moves a licence for a customer with a reason
 */
export const STAFF_ROLES = ['admin', 'reviewer', 'finance', 'sales', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether a member of `role` may make a call open to `allowed`: admins may make every staff call. */
export const roleAllows = (role: StaffRole, allowed: readonly StaffRole[]) => role === 'admin' || allowed.includes(role);

/** How long a staff session lasts: a working day, not a buyer's week. */
export const STAFF_SESSION_HOURS = 8;

/** A staff session token starts so, which tells it from a buyer's session token and a publishing token (`twp_`). */
export const STAFF_TOKEN_PREFIX = 'tws_';
