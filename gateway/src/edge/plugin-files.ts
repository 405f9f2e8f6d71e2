import express, { type Request, type Response, type Router } from 'express';
import { downloadPlugin, pluginIcon, pluginSignature, pluginSigningKey, publishPlugin } from '../../../contract/index.ts';
import { fileStream, type FileStreamOptions } from '../upstream/file-stream.ts';

/**
 * Extension packages, their signatures and icons are plain links (`/api/plugin-download/version_hash/{hash}`, the
 * same plus `.sig`, `/api/plugin-icon/version_hash/{hash}`, `/api/plugin-signing-key`), not GraphQL: the gateway
 * streams them from the upstream.
 *
 * `POST /api/plugin/publish` is the terminal's way in (npm run publish-extension): the multipart request streams
 * through with its publishing token (Authorization) and the upstream's envelope streams back, so a publisher
 * points TIDEWATCH_SITE at the site itself. The upstream checks the token and cuts the package at 20 MB.
 */
export const pluginFiles = (options: FileStreamOptions): Router => {
  const router = express.Router();
  const stream = fileStream(options);
  const pathOf = (req: Request) => req.path.slice('/api'.length);

  // The signature is listed before the download: `:hash` alone would also match `….sig`.
  for (const call of [pluginSignature, downloadPlugin, pluginIcon, pluginSigningKey]) {
    router.get(`/api${call.path.replace(/\{(\w+)\}/g, ':$1')}`, (req: Request, res: Response) =>
      stream(call, req, res, { path: pathOf(req), passed: [], body: false, json: false }),
    );
  }
  router.post(`/api${publishPlugin.path}`, (req: Request, res: Response) =>
    stream(publishPlugin, req, res, { path: pathOf(req), passed: ['content-type', 'content-length', 'authorization'], body: true, json: true }),
  );
  return router;
};
