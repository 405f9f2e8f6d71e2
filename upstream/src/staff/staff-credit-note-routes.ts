import { Router } from 'express';
import { staffIssueCreditNote } from '../../../contract/index.ts';
import { route } from '../http/route.ts';
import { issueCreditNote } from '../orders/index.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { appendAudit } from './audit.ts';
import { actorOf } from './staff-access-routes.ts';

/** Finance corrects an issued invoice by a credit note (the CLI's `credit-note` too), audited in the note's transaction. */
export const staffCreditNoteRoutes = (rt: Pick<Runtime, 'db' | 'clock' | 'siteOrigin'>) => {
  const router = Router();
  route(router, staffIssueCreditNote, ({ params, body, res }) => {
    const actor = actorOf(res);
    return issueCreditNote(rt, params.orderNo, body.reason, actor.name, (trx, note) =>
      appendAudit(trx, actor, rt.clock.now(), {
        action: 'credit_note.issue',
        subjectType: 'order',
        subjectId: params.orderNo,
        before: { invoice: note.invoiceNumber },
        after: { invoice: note.invoiceNumber, credit_note: note.number },
        reason: note.reason,
      }),
    );
  });
  return router;
};
