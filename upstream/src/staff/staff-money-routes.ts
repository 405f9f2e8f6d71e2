import { Router, type Response } from 'express';
import { staffApproveRefund, staffConfirmTransfer, staffDeclineRefund, staffPaymentNotifications, staffRefunds, staffRequestRefund, staffTransferByReference, staffTransfers } from '../../../contract/index.ts';
import { route } from '../http/route.ts';
import * as payment from '../payments/index.ts';
import { appendAudit } from './audit.ts';
import { actorOf } from './staff-access-routes.ts';

/** The member (or the CLI) of this call as payments/ takes them: who, and their audit row written in the action's transaction. */
const handOf = (rt: payment.PaymentRuntime, res: Response): payment.StaffHand => {
  const actor = actorOf(res);
  return { kind: actor.kind, staffId: actor.staffId, name: actor.name, audit: (trx, entry) => appendAudit(trx, actor, rt.clock.now(), entry) };
};

/**
 * The back office's money (issue #33), for finance and admins, and the CLI's confirm-transfer, refund,
 * approve-refund and refund-requests: authenticateStaffCalls has checked the session and role; the rules are payments/'s.
 */
export const staffMoneyRoutes = (rt: payment.PaymentRuntime) => {
  const router = Router();
  route(router, staffTransfers, () => payment.awaitingTransfers(rt));
  route(router, staffTransferByReference, ({ query }) => payment.transferOrderByReference(rt, query.reference));
  route(router, staffConfirmTransfer, ({ params, body, res }) => payment.confirmStatementTransfer(rt, handOf(rt, res), params.orderNo, body));
  route(router, staffRefunds, () => payment.refundsToSettle(rt));
  route(router, staffRequestRefund, ({ body, res }) => payment.requestStaffRefund(rt, handOf(rt, res), rt.clock.now(), body));
  route(router, staffApproveRefund, ({ params, res }) => payment.approveStaffRefund(rt, handOf(rt, res), rt.clock.now(), params.id));
  route(router, staffDeclineRefund, ({ params, body, res }) => payment.declineStaffRefund(rt, handOf(rt, res), rt.clock.now(), params.id, body.reason));
  route(router, staffPaymentNotifications, ({ query }) =>
    payment.keptNotifications(rt, { orderNo: query.orderNo || undefined, verified: query.verified === undefined ? undefined : query.verified === 'true' }),
  );
  return router;
};
