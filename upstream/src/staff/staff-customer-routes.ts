import { Router } from 'express';
import { staffCustomer, staffCustomerSearch, staffMoveLicense, staffResendLicenseMail } from '../../../contract/index.ts';
import { route } from '../http/route.ts';
import { customerDetail, findCustomers, moveLicenseFor, resendLicenseMail, type LicensingRuntime } from '../licensing/index.ts';
import { appendAudit } from './audit.ts';
import { actorOf } from './staff-access-routes.ts';
import { withSupportMoves } from './support-moves.ts';

/**
 * Customers (issue #33): support and finance read; support resends a licence mail and moves a licence with a reason.
 * The rules stay in licensing/; each action is audited inside the transaction that does it.
 */
export const staffCustomerRoutes = (rt: LicensingRuntime) => {
  const router = Router();
  route(router, staffCustomerSearch, ({ query }) => findCustomers(rt.db, query.q));
  route(router, staffCustomer, async ({ params, locale }) => {
    const detail = await customerDetail(rt.db, params.id, locale, rt.clock.now());
    return { ...detail, licenses: await withSupportMoves(rt.db, detail.licenses) };
  });
  route(router, staffResendLicenseMail, ({ params, res }) => {
    const actor = actorOf(res);
    return resendLicenseMail(rt, params.id, (trx, change) =>
      appendAudit(trx, actor, rt.clock.now(), { action: 'license.resend_mail', subjectType: 'license', subjectId: params.id, before: change.before, after: { ...change.after, to: change.to } }),
    );
  });
  route(router, staffMoveLicense, async ({ params, body, locale, res }) => {
    const actor = actorOf(res);
    const moved = await moveLicenseFor(rt, params.id, body.mid, locale, (trx, change) =>
      appendAudit(trx, actor, rt.clock.now(), { action: 'license.move', subjectType: 'license', subjectId: params.id, before: change.before, after: change.after, reason: body.reason }),
    );
    return (await withSupportMoves(rt.db, [moved]))[0];
  });
  return router;
};
