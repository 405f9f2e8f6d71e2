import { Router } from 'express';
import { staffApproveUpload, staffRejectUpload, staffReviewQueue, staffReviewUpload } from '../../../contract/index.ts';
import { route } from '../http/route.ts';
import { reviewDetail, reviewQueue, reviewUpload, type PluginsRuntime, type ReviewChange } from '../plugins/index.ts';
import type { Actor } from './actor.ts';
import { appendAudit } from './audit.ts';
import { actorOf } from './staff-access-routes.ts';

/**
 * The review queue (issue #33), for the web and the CLI alike: the rules of a decision stay in plugins/, and each
 * decision is audited (plugin.approve / plugin.reject) inside the transaction that writes it.
 */
export const staffReviewRoutes = (rt: PluginsRuntime) => {
  const router = Router();
  const audited =
    (actor: Actor, uploadId: number, action: 'plugin.approve' | 'plugin.reject', reason: string | null) =>
    (trx: Parameters<typeof appendAudit>[0], change: ReviewChange) =>
      appendAudit(trx, actor, rt.clock.now(), {
        action,
        subjectType: 'plugin_version',
        subjectId: uploadId,
        before: { extension: change.extension, version: change.version, ...change.before },
        after: { extension: change.extension, version: change.version, ...change.after },
        reason,
      });

  route(router, staffReviewQueue, ({ query }) => reviewQueue(rt.db, query.state));
  route(router, staffReviewUpload, ({ params }) => reviewDetail(rt.db, params.id));
  route(router, staffApproveUpload, ({ params, res }) =>
    reviewUpload(rt, params.id, { approve: true }, audited(actorOf(res), params.id, 'plugin.approve', null)),
  );
  route(router, staffRejectUpload, ({ params, body, res }) =>
    reviewUpload(rt, params.id, { approve: false, reason: body.reason }, audited(actorOf(res), params.id, 'plugin.reject', body.reason)),
  );
  return router;
};
