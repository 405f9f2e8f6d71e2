import { Router, type Request } from 'express';
import {
  deletePlugin,
  downloadPlugin,
  getPluginDetail,
  listEngineVersions,
  listMyPlugins,
  listPluginCategories,
  listPlugins,
  pluginIcon,
  pluginSignature,
  pluginSigningKey,
  publishPlugin,
  uploadPlugin,
} from '../../../contract/index.ts';
import { bearerToken, signedInOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { readUploadedFile } from '../http/upload.ts';
import { publisherOfToken } from '../accounts/index.ts';
import { downloadPackage, engineVersions, marketPlugins, packageIcon, packageSignature } from './plugin.ts';
import { pluginCategories, pluginDetail } from './plugin-detail.ts';
import { deleteOwnPlugin, listOwnUploads, publishUpload } from './plugin-publish.ts';
import type { PluginsRuntime } from './package-signing.ts';
import { accessTokenRoutes } from '../accounts/index.ts';

/** `attachment; filename="…"`, plus the UTF-8 name (RFC 6266 `filename*`) when it is not plain ASCII (a name in Chinese). */
const attachment = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  return ascii === fileName ? `attachment; filename="${fileName}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** The browser's address: the gateway passes it in X-Forwarded-For, which the app trusts from local proxies only. */
const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

export const pluginRoutes = ({ db, clock, packageSigner }: Pick<PluginsRuntime, 'db' | 'clock' | 'packageSigner'>) => {
  const router = Router();
  router.use(accessTokenRoutes({ db, clock }));
  route(router, listPlugins, ({ query, locale }) => marketPlugins(db, query, locale));
  route(router, listEngineVersions, () => engineVersions(db));
  route(router, getPluginDetail, ({ params, locale }) => pluginDetail(db, params.extensionId, locale));
  route(router, listPluginCategories, () => pluginCategories(db));
  route(router, uploadPlugin, async ({ req, res, locale }) => publishUpload(db, signedInOf(res).userId, await readUploadedFile(req, uploadPlugin.file!), locale));
  // The terminal's way in: a publishing token, checked before the package is read (a refused request's body is
  // drained, so the client reads the answer rather than a reset connection), then the upload page's checks.
  route(router, publishPlugin, async ({ req, locale }) => {
    const publisher = await publisherOfToken({ db, clock }, bearerToken(req), 'publish').catch((error: unknown) => {
      req.resume();
      throw error;
    });
    return publishUpload(db, publisher.userId, await readUploadedFile(req, publishPlugin.file!), locale);
  });
  route(router, listMyPlugins, ({ query, res, locale }) => listOwnUploads(db, signedInOf(res).userId, query, locale));
  route(router, deletePlugin, ({ params, res }) => deleteOwnPlugin(db, signedInOf(res).userId, params.id));
  route(router, pluginSigningKey, async ({ res }) => {
    res.status(200).type('application/x-pem-file').set('Cache-Control', 'public, max-age=3600').end(await packageSigner.publicKeyPem());
    return '';
  });
  // Mounted before the download it sits beside: `{hash}` alone would also match `….sig`.
  route(router, pluginSignature, async ({ params, res }) => {
    const signature = await packageSignature(db, params.hash);
    res.status(200).type('text/plain; charset=utf-8').set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }).end(`${signature}\n`);
    return '';
  });
  route(router, downloadPlugin, async ({ params, req, res }) => {
    // A HEAD request (a link checker) reads the headers without counting a download.
    const { content, fileName } = await downloadPackage(db, clock, params.hash, clientAddress(req), { count: req.method === 'GET' });
    res
      .status(200)
      .set({ 'Content-Type': 'application/zip', 'Content-Disposition': attachment(fileName), 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
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
