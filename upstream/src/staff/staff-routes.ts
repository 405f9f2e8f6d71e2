import { Router } from 'express';
import { staffMe } from '../../../contract/index.ts';
import { route } from '../http/route.ts';
import { actorOf } from './staff-access-routes.ts';

/** The back office's own calls (issue #33); authenticateStaffCalls has checked the session and the role before these run. */
export const staffRoutes = () => {
  const router = Router();
  route(router, staffMe, ({ res }) => {
    const actor = actorOf(res);
    return { id: actor.staffId, username: actor.name, role: actor.role, kind: actor.kind };
  });
  return router;
};
