import { Router, type Request } from 'express';
import { applyForTrial, contactSales } from '../../../contract/index.ts';
import { bearerToken } from '../http/auth.ts';
import { route } from '../http/route.ts';
import type { Runtime } from '../runtime/runtime.ts';
import * as sales from './sales.ts';
import { findSession } from '../accounts/index.ts';

/** The caller's address (behind the gateway: the browser's, from X-Forwarded-For; see trust proxy in app.ts). */
const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** Both forms work signed out; a signed-in visitor's account is noted on the request. */
const contextOf = async (rt: Runtime, req: Request, locale: 'zh' | 'en'): Promise<sales.RequestContext> => {
  const token = bearerToken(req);
  const session = token ? await findSession(rt, token) : undefined;
  return { locale, ip: clientIp(req), userId: session?.userId };
};

export const salesRoutes = (rt: Runtime) => {
  const router = Router();
  route(router, applyForTrial, async ({ query, req, locale }) => sales.applyForTrial(rt, query, await contextOf(rt, req, locale)));
  route(router, contactSales, async ({ body, req, locale }) => sales.contactSales(rt, body, await contextOf(rt, req, locale)));
  return router;
};
