import { Router } from 'express';
import { reviewQueue, reviewUpload, type PluginsRuntime } from '../plugins/index.ts';

const uploadId = (raw: string) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** `plugins`, `approve-plugin`, `reject-plugin`: staff review the extension uploads before they enter the market. */
export const adminPluginRoutes = (rt: PluginsRuntime) => {
  const router = Router();
  router.get('/plugins', async (req, res, next) => {
    try {
      const state = req.query.state;
      if (state !== undefined && state !== 'pending' && state !== 'approved' && state !== 'rejected') {
        res.status(400).json({ message: '--state must be pending, approved or rejected' });
        return;
      }
      const rows = await reviewQueue(rt.db, state);
      res.json(rows.map((row) => ({ ...row, queued_at: row.queued_at.toISOString(), deleted: row.deleted_at !== null, warnings: row.warnings.map((w) => w.en) })));
    } catch (error) {
      next(error);
    }
  });

  router.post('/plugins/:id/approve', async (req, res, next) => {
    try {
      const id = uploadId(req.params.id);
      if (!id) return void res.status(400).json({ message: 'The upload id is a whole number (see npm run admin -- plugins)' });
      res.json(await reviewUpload(rt, id, { approve: true }));
    } catch (error) {
      next(error);
    }
  });
  router.post('/plugins/:id/reject', async (req, res, next) => {
    try {
      const id = uploadId(req.params.id);
      const reason = typeof req.body?.reason === 'string' ? req.body.reason.trim() : '';
      if (!id) return void res.status(400).json({ message: 'The upload id is a whole number (see npm run admin -- plugins)' });
      if (!reason || reason.length > 2000) return void res.status(400).json({ message: 'Give the publisher a reason: --reason TEXT (at most 2000 characters)' });
      res.json(await reviewUpload(rt, id, { approve: false, reason }));
    } catch (error) {
      next(error);
    }
  });
  return router;
};
