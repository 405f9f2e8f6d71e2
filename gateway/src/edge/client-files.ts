import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { compressedAssets } from './compressed-assets.ts';

/** The back office (issue #33): its pages are for staff alone, never indexed nor kept by any cache. */
export const isStaffPage = (pathname: string) => /^\/admin(\/|$)/i.test(pathname);

/**
 * Serves the built client; any other GET asking for HTML gets index.html (history fallback). A back-office page's
 * HTML says noindex to crawlers and private, no-store to caches.
 */
export const clientFiles = (dist: string): Router => {
  const router = express.Router();
  const root = path.resolve(dist);
  const index = path.join(root, 'index.html');
  router.use('/assets', compressedAssets(path.join(root, 'assets')));
  router.use('/assets', express.static(path.join(root, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  // `.ts` is an MPEG transport stream to the MIME table; the site's TypeScript (the extension API typings) is text.
  router.use(express.static(root, { index: false, setHeaders: (res, file) => void (file.endsWith('.ts') && res.setHeader('Content-Type', 'text/plain; charset=utf-8')) }));
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!existsSync(index)) {
      res.status(503).type('text').send('The client is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    if (isStaffPage(req.path)) {
      res.setHeader('cache-control', 'private, no-store');
      res.setHeader('x-robots-tag', 'noindex, nofollow');
    } else {
      res.setHeader('cache-control', 'no-cache');
    }
    res.sendFile(index);
  });
  return router;
};
