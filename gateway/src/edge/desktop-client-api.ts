import express, { type Request, type Response, type Router } from 'express';
import { activateClient, deactivateClient, getLicensePublicKey, listRevocations, validateClient } from '../../../contract/index.ts';
import { fileStream, type FileStreamOptions } from '../upstream/file-stream.ts';

/** A desktop client's request is a licence file at most (a few kB); anything far larger is not one. */
export const CLIENT_CALL_MAX_BYTES = 16 * 1024;

/** The developer page and the API's description: read by people and tools, named here for the gateway's metrics. */
const documents = [
  { id: 'openApiDocument', path: '/openapi.json' },
  { id: 'desktopClientPage', path: '/desktop-client' },
  { id: 'desktopClientMarkdown', path: '/desktop-client.md' },
  { id: 'desktopClientVerifier', path: '/desktop-client/verify-license.mjs' },
];

const envelope = (statusCode: number, messages: string) => ({ statusCode, messages, data: null });

/**
 * The desktop client's calls on the site's own address: a client that knows only the site activates, validates,
 * releases its machine, fetches the public key and the revocation list, and a developer reads the page and the
 * OpenAPI document there. The gateway passes each through to the upstream as it is (body, status, headers,
 * streamed), with the client's address in X-Forwarded-For (file-stream.ts), so the upstream's per-address limits
 * count each client, not the gateway. The client's Accept-Language goes along (its refusals' language); without one,
 * the site's language answers. Any other `/api/…` path is a JSON 404 here: the rest of the REST API is the
 * gateway's own business, and the site's HTML page must never answer an API client.
 */
export const desktopClientApi = (options: FileStreamOptions): Router => {
  const router = express.Router();
  const stream = fileStream(options);
  for (const call of [activateClient, validateClient, deactivateClient]) {
    router.post(`/api${call.path}`, (req: Request, res: Response) => {
      if (Number(req.headers['content-length'] ?? 0) > CLIENT_CALL_MAX_BYTES) {
        res.status(413).json(envelope(413, `The request body is larger than the limit of ${CLIENT_CALL_MAX_BYTES} bytes`));
        return;
      }
      stream(call, req, res, { path: call.path, passed: ['content-type', 'content-length', 'accept-language'], body: true, json: true });
    });
  }
  for (const call of [getLicensePublicKey, listRevocations]) {
    router.get(`/api${call.path}`, (req: Request, res: Response) =>
      stream(call, req, res, { path: call.path, passed: ['accept-language', 'if-none-match'], body: false, json: true }),
    );
  }
  for (const document of documents) {
    // the site's language, from its host: the document names that site's origin
    router.get(`/api${document.path}`, (req: Request, res: Response) => stream(document, req, res, { path: document.path, passed: [], body: false, json: false }));
  }
  router.use('/api', (_req: Request, res: Response) => void res.status(404).json(envelope(404, 'There is no such API call; see /api/openapi.json')));
  return router;
};
