import { z } from 'zod';
import { defineCall } from './call.ts';
import { STAFF_ROLES } from './staff-roles.ts';

export * from './staff-roles.ts';

/** A member of staff as the back office shows them. */
export const staffMember = z.object({
  /** null for the admin CLI's token, which is no member */
  id: z.number().int().nullable(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  /** staff: a signed-in member; cli: the shared admin token of the terminal and machine jobs */
  kind: z.enum(['staff', 'cli']),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffMe = defineCall({
  id: 'staffMe',
  method: 'GET',
  path: '/staff/me',
  summary: 'The member of staff this staff session belongs to, with their role (issue #33). A buyer\'s token is refused (403).',
  auth: 'staff',
  roles: STAFF_ROLES,
  data: staffMember,
});
