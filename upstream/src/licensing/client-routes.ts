import { Router, type Request } from 'express';
import { activateClient, deactivateClient, listRevocations, validateClient } from '../../../contract/index.ts';
import { route } from '../http/route.ts';
import * as client from './client-license.ts';
import type { LicensingRuntime } from './license.ts';

const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** The desktop client's calls: no session; the code, or the licence id and MID, say who asks. */
export const clientRoutes = (rt: LicensingRuntime) => {
  const router = Router();
  route(router, activateClient, ({ body, req }) => client.activate(rt, body, clientIp(req)));
  route(router, validateClient, ({ body, req }) => client.validate(rt, body, clientIp(req)));
  route(router, deactivateClient, ({ body, req }) => client.deactivate(rt, body, clientIp(req)));
  route(router, listRevocations, ({ req }) => client.revocations(rt, clientIp(req)));
  return router;
};
