import { Router } from 'express';
import {
  changeStaffRole,
  createStaff,
  endStaffSessions,
  finishStaffEnrolment,
  listAuditLog,
  listStaff,
  setStaffDisabled,
  staffSignIn,
  staffSignOut,
  startStaffEnrolment,
} from '../../../contract/index.ts';
import { route } from '../http/route.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { actorOf, requestIp } from './staff-access-routes.ts';
import { readAuditLog } from './staff-audit-log.ts';
import { finishEnrolment, startEnrolment } from './staff-enrolment.ts';
import { changeRole, createMember, endSessions, listMembers, setDisabled } from './staff-members.ts';
import { signInStaff, signOutStaff } from './staff-sign-in.ts';

/**
 * The core of the back office (issue #33): enrolment, sign-in and sign-out, staff management and the audit log.
 * authenticateStaffCalls has checked the session and the role of every `auth: 'staff'` call before these run.
 */
export const staffCoreRoutes = (rt: Runtime) => {
  const router = Router();
  route(router, startStaffEnrolment, ({ body }) => startEnrolment(rt, body.token));
  route(router, finishStaffEnrolment, ({ body, req }) => finishEnrolment(rt, body, requestIp(req)));
  route(router, staffSignIn, ({ body, req }) => signInStaff(rt, body, requestIp(req)));
  route(router, staffSignOut, ({ res }) => signOutStaff(rt, actorOf(res)));
  route(router, listStaff, () => listMembers(rt));
  route(router, createStaff, ({ body, res, locale }) => createMember(rt, actorOf(res), body, locale));
  route(router, changeStaffRole, ({ params, body, res }) => changeRole(rt, actorOf(res), params.id, body.role, body.reason));
  route(router, setStaffDisabled, ({ params, body, res }) => setDisabled(rt, actorOf(res), params.id, body.disabled, body.reason));
  route(router, endStaffSessions, ({ params, body, res }) => endSessions(rt, actorOf(res), params.id, body.reason));
  route(router, listAuditLog, ({ query }) => readAuditLog(rt, query));
  return router;
};
