import { z } from 'zod';
import { defineCall } from './call.ts';
import { integer, id, required, text } from './input.ts';
import { staffMember } from './staff.ts';
import { STAFF_ROLES } from './staff-roles.ts';

/**
 * The core of the back office (issue #33): enrolment with a one-time link, sign-in with a password and a second
 * factor (TOTP or a recovery code), sign-out, staff management (admin only) and the audit log (admin only).
 */

const role = z.enum(STAFF_ROLES, { error: 'role is one of admin, reviewer, finance, sales, support' });
const enrolmentToken = required('The enrolment link is incomplete: open the link you were given', 128);

/** A member as the staff list shows them. */
export const staffListMember = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role,
  enrolled: z.boolean(),
  disabled: z.boolean(),
  /** ISO time of the member's last sign-in, null if never */
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffListMember = z.infer<typeof staffListMember>;

/** What enrolment shows: who is enrolling and the second factor's secret, as text and as an otpauth URI. */
export const staffEnrolment = z.object({ username: z.string(), secret: z.string(), otpauthUri: z.string() });

export const startStaffEnrolment = defineCall({
  id: 'startStaffEnrolment',
  method: 'POST',
  path: '/staff/auth/enrolment/start',
  summary: 'Opens an enrolment link: a fresh TOTP secret for the member to add to their authenticator. The link must be unused and within 72 hours.',
  auth: 'none',
  body: z.object({ token: enrolmentToken }),
  data: staffEnrolment,
});

export const finishStaffEnrolment = defineCall({
  id: 'finishStaffEnrolment',
  method: 'POST',
  path: '/staff/auth/enrolment/finish',
  summary: 'Completes enrolment: the password (the site\'s rules) and a current code of the secret; answers the 10 single-use recovery codes, shown once. The link then works no more.',
  auth: 'none',
  body: z.object({
    token: enrolmentToken,
    password: text().min(1, 'Please enter password').max(128),
    confirmPassword: text().min(1, 'Please confirm the password').max(128),
    code: required('Please enter the 6-digit code of your authenticator', 16),
  }),
  data: z.object({ username: z.string(), recoveryCodes: z.array(z.string()) }),
});

export const staffSignIn = defineCall({
  id: 'staffSignIn',
  method: 'POST',
  path: '/staff/auth/sign-in',
  summary: 'Signs a member of staff in with username, password and a 6-digit code or a recovery code; answers a tws_ session token for 8 hours. Rate-limited per address and per account.',
  auth: 'none',
  body: z.object({
    username: required('Please enter your username', 64),
    password: text().min(1, 'Please enter password').max(128),
    code: required('Please enter the 6-digit code or a recovery code', 32),
  }),
  data: z.object({ token: z.string(), expiresAt: z.string(), member: staffMember }),
});

export const staffSignOut = defineCall({
  id: 'staffSignOut',
  method: 'POST',
  path: '/staff/auth/sign-out',
  summary: 'Ends this staff session.',
  auth: 'staff',
  roles: STAFF_ROLES,
  data: z.object({ signedOut: z.boolean() }),
});

export const listStaff = defineCall({
  id: 'listStaff',
  method: 'GET',
  path: '/staff/members',
  summary: 'Every member of staff with role, enrolment, disabled state and last sign-in (admin only).',
  auth: 'staff',
  roles: ['admin'],
  data: z.array(staffListMember),
});

export const createStaff = defineCall({
  id: 'createStaff',
  method: 'POST',
  path: '/staff/members',
  summary: 'Creates a member of staff and answers their one-time enrolment link (72 hours), also mailed to them (admin only).',
  auth: 'staff',
  roles: ['admin'],
  body: z.object({ username: required('Please enter your username', 64), email: required('Please enter your email.', 254), role }),
  data: z.object({ member: staffListMember, enrolmentLink: z.string(), expiresAt: z.string() }),
});

const memberParams = z.object({ id: id('id') });
const reason = text().trim().max(500).optional();

export const changeStaffRole = defineCall({
  id: 'changeStaffRole',
  method: 'POST',
  path: '/staff/members/{id}/role',
  summary: 'Gives a member another role, taking effect on their next call (admin only; the last enabled admin keeps theirs).',
  auth: 'staff',
  roles: ['admin'],
  params: memberParams,
  body: z.object({ role, reason }),
  data: staffListMember,
});

export const setStaffDisabled = defineCall({
  id: 'setStaffDisabled',
  method: 'POST',
  path: '/staff/members/{id}/disabled',
  summary: 'Disables a member (their sessions end and they sign in no more) or enables them again (admin only; not oneself, not the last enabled admin).',
  auth: 'staff',
  roles: ['admin'],
  params: memberParams,
  body: z.object({ disabled: z.boolean({ error: 'disabled is true or false' }), reason }),
  data: staffListMember,
});

export const endStaffSessions = defineCall({
  id: 'endStaffSessions',
  method: 'POST',
  path: '/staff/members/{id}/end-sessions',
  summary: "Ends every session of a member, wherever they signed in (admin only).",
  auth: 'staff',
  roles: ['admin'],
  params: memberParams,
  body: z.object({ reason }),
  data: z.object({ ended: z.number().int() }),
});

/** One row of the audit log as staff read it. */
export const auditRow = z.object({
  id: z.string(),
  at: z.string(),
  actorKind: z.enum(['staff', 'cli']),
  actorName: z.string(),
  ip: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

const isoDate = text().trim().refine((value) => !Number.isNaN(Date.parse(value)), 'from and to are dates (2026-11-28 or an ISO time)');

export const auditLogQuery = z.object({
  actor: text().trim().max(64).optional(),
  action: text().trim().max(64).optional(),
  subjectType: text().trim().max(64).optional(),
  subjectId: text().trim().max(64).optional(),
  from: isoDate.optional(),
  /** inclusive: a date alone means its whole day */
  to: isoDate.optional(),
  page: integer('page', { min: 1 }).default(1),
  size: integer('size', { min: 1, max: 1000 }).default(50),
});

export const listAuditLog = defineCall({
  id: 'listAuditLog',
  method: 'GET',
  path: '/staff/audit',
  summary: 'The audit log, newest first, filtered by actor name, action, subject and date range, paged (admin only).',
  auth: 'staff',
  roles: ['admin'],
  query: auditLogQuery,
  data: z.object({ rows: z.array(auditRow), page: z.number().int(), size: z.number().int(), total: z.number().int() }),
});
