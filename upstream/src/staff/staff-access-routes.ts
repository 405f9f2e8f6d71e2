import { timingSafeEqual } from 'node:crypto';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Call } from '../../../contract/index.ts';
import { roleAllows, STAFF_TOKEN_PREFIX, type StaffRole } from '../../../contract/staff-roles.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../domain/clock.ts';
import { bearerToken } from '../http/auth.ts';
import { expressPath } from '../http/route.ts';
import { findStaffActor, type Actor } from './actor.ts';
import { fail } from './messages.ts';

const sameSecret = (given: string, expected: string) => given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

export const requestIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * Who may make a staff call, decided before its handler runs: no token is 401; the admin token is the CLI; a staff
 * session token (tws_…) must be live; any other token (a buyer's session, a publishing token) is 403 — a buyer is
 * never staff. Then the member's role must be among the call's roles (admins may make every call).
 */
export const authenticateStaff =
  (rt: { db: Database; clock: Clock }, adminToken: () => Promise<string>, roles: readonly StaffRole[]) =>
  async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token = bearerToken(req);
      const ip = requestIp(req);
      if (!token) throw fail(401, 'staffSignInRequired');
      let actor: Actor | undefined;
      if (token.startsWith(STAFF_TOKEN_PREFIX)) {
        actor = await findStaffActor(rt, token, ip);
        if (!actor) throw fail(401, 'staffSessionExpired');
      } else if (sameSecret(token, await adminToken())) {
        actor = { kind: 'cli', staffId: null, name: 'cli', role: 'admin', ip, tokenHash: null };
      } else {
        throw fail(403, 'staffOnly');
      }
      if (!roleAllows(actor.role, roles)) throw fail(403, 'staffRoleRefused', { role: actor.role });
      res.locals.actor = actor;
      next();
    } catch (error) {
      next(error);
    }
  };

/** `authenticateStaff` in front of every call the contract marks `auth: 'staff'`, with that call's roles. */
export const authenticateStaffCalls = (rt: { db: Database; clock: Clock }, calls: readonly Call[], adminToken: () => Promise<string>) => {
  const router = Router();
  for (const call of calls) {
    if (call.auth !== 'staff') continue;
    router[call.method.toLowerCase() as 'get' | 'post' | 'delete'](expressPath(call.path), authenticateStaff(rt, adminToken, call.roles ?? []));
  }
  return router;
};

/** The actor `authenticateStaff` found for this request. */
export const actorOf = (res: Response): Actor => {
  const actor = res.locals.actor as Actor | undefined;
  if (!actor) throw new Error('actorOf: the call was mounted without authenticateStaff');
  return actor;
};
