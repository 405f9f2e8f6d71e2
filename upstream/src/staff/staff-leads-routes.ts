import { Router, type Response } from 'express';
import {
  staffLeadGrantTrial,
  staffLeadNote,
  staffLeadOwner,
  staffLeadOwners,
  staffLeadQuote,
  staffLeads,
  staffLeadsCsv,
  staffLeadState,
} from '../../../contract/index.ts';
import { route } from '../http/route.ts';
import type { Runtime } from '../runtime/runtime.ts';
import * as leads from '../sales/index.ts';
import { appendAudit } from './audit.ts';
import { actorOf } from './staff-access-routes.ts';

/** Records a lead's change in the audit log, in the transaction of the change, as done by this request's actor. */
const auditFor =
  (rt: Pick<Runtime, 'clock'>, res: Response): leads.LeadAudit =>
  (trx, entry) =>
    appendAudit(trx, actorOf(res), rt.clock.now(), { ...entry, subjectType: 'lead' });

/**
 * Leads in the back office (issue #33), for sales and admins, from the web and the CLI alike; authenticateStaffCalls
 * has checked the session and the role before these run. The rules are sales/'s; here is who did it.
 */
export const staffLeadsRoutes = (rt: Runtime) => {
  const router = Router();
  route(router, staffLeads, ({ query }) => leads.listLeads(rt.db, query));
  route(router, staffLeadsCsv, async ({ query, res }) => {
    res.setHeader('content-disposition', 'attachment; filename="leads.csv"');
    return leads.leadsCsv(await leads.listLeads(rt.db, query));
  });
  route(router, staffLeadOwners, () => leads.leadOwners(rt.db));
  route(router, staffLeadState, ({ params, body, res }) => leads.setLeadState(rt, params.id, body.state, body.reason, auditFor(rt, res)));
  route(router, staffLeadGrantTrial, ({ params, res }) => leads.grantTrial(rt, params.id, auditFor(rt, res)));
  route(router, staffLeadOwner, ({ params, body, res }) => leads.setLeadOwner(rt, params.id, body.owner_id, auditFor(rt, res)));
  route(router, staffLeadNote, ({ params, body, res }) => {
    const actor = actorOf(res);
    return leads.addLeadNote(rt, params.id, { staffId: actor.staffId, name: actor.name }, body.text, auditFor(rt, res));
  });
  route(router, staffLeadQuote, ({ params, body, res }) => leads.quoteLead(rt, params.id, body, auditFor(rt, res)));
  return router;
};
