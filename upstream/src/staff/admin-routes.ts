import { timingSafeEqual } from 'node:crypto';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { bearerToken } from '../http/auth.ts';
import type { PaymentRuntime } from '../payments/index.ts';
import type { PluginsRuntime } from '../plugins/index.ts';
import { adminOrderRoutes } from './admin-order-routes.ts';

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** Staff act on payments and on the market: both runtimes. */
export type StaffRuntime = PaymentRuntime & PluginsRuntime;

/**
 * Staff actions for the admin CLI (`npm run admin -- …`): the site has no administrator screens. Every
 * request carries the admin token (ADMIN_TOKEN, or the one generated into the data folder); behind that check,
 * one small router per concern: orders, their transfers and refunds (extension review, leads and page views are
 * staff calls under /api/staff, which the CLI makes with the same token).
 */
export const adminRoutes = (rt: StaffRuntime, adminToken: () => Promise<string>) => {
  const router = Router();
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    const given = bearerToken(req);
    if (given && sameSecret(given, await adminToken())) next();
    else res.status(401).json({ message: 'The admin token is missing or wrong' });
  });
  router.use(adminOrderRoutes(rt));
  return router;
};
