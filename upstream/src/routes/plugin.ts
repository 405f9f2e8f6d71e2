import { Router, type Request } from 'express';
import { deletePlugin, downloadPlugin, getPluginDetail, listEngineVersions, listMyPlugins, listPluginCategories, listPlugins, pluginIcon, uploadPlugin } from '../../../contract/index.ts';
import { signedInOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { readUploadedFile } from '../http/upload.ts';
import { downloadPackage, engineVersions, marketPlugins, packageIcon } from '../services/plugin.ts';
import { pluginCategories, pluginDetail } from '../services/plugin-detail.ts';
import { deleteOwnPlugin, listOwnUploads, publishUpload } from '../services/plugin-publish.ts';
import type { Runtime } from '../services/runtime.ts';

/** The browser's address: the gateway passes it in X-Forwarded-For, which the app trusts from local proxies only. */
const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

export const pluginRoutes = ({ db, clock }: Pick<Runtime, 'db' | 'clock'>) => {
  const router = Router();
  route(router, listPlugins, ({ query, locale }) => marketPlugins(db, query, locale));
  route(router, listEngineVersions, () => engineVersions(db));
  route(router, getPluginDetail, ({ params, locale }) => pluginDetail(db, params.extensionId, locale));
  route(router, listPluginCategories, () => pluginCategories(db));
  route(router, uploadPlugin, async ({ req, res, locale }) => publishUpload(db, signedInOf(res).userId, await readUploadedFile(req, uploadPlugin.file!), locale));
  route(router, listMyPlugins, ({ query, res, locale }) => listOwnUploads(db, signedInOf(res).userId, query, locale));
  route(router, deletePlugin, ({ params, res }) => deleteOwnPlugin(db, signedInOf(res).userId, params.id));
  route(router, downloadPlugin, async ({ params, req, res }) => {
    // A HEAD request (a link checker) reads the headers without counting a download.
    const { content, fileName } = await downloadPackage(db, clock, params.hash, clientAddress(req), { count: req.method === 'GET' });
    res
      .status(200)
      .set({
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      })
      .end(Buffer.from(content));
    return '';
  });
  route(router, pluginIcon, async ({ params, res }) => {
    const { bytes, type } = await packageIcon(db, params.hash);
    res
      .status(200)
      .set({
        'Content-Type': type,
        // The bytes of a hash never change; a deleted extension's icon may linger in caches for a day at most.
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
        // An SVG opened on its own runs no script and loads nothing.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      })
      .end(Buffer.from(bytes));
    return '';
  });
  return router;
};
