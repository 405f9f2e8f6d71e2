import express, { type Request, type Response, type Router } from 'express';
import { getOrderReceipt } from '../../../contract/index.ts';
import { fileStream, type FileStreamOptions } from '../upstream/file-stream.ts';

/**
 * A paid order's receipt is a download like the extension packages (plugin-files.ts), not GraphQL: the client
 * fetches `/api/order/receipt?order_no=` with its bearer token, which the gateway passes on with the language and
 * the browser's address; the upstream decides who may have it (the owner; anyone else gets its 404 envelope).
 */
export const receiptFiles = (options: FileStreamOptions): Router => {
  const router = express.Router();
  const stream = fileStream(options);
  router.get(`/api${getOrderReceipt.path}`, (req: Request, res: Response) => {
    const query = new URLSearchParams();
    if (typeof req.query.order_no === 'string') query.set('order_no', req.query.order_no);
    stream(getOrderReceipt, req, res, { path: `${getOrderReceipt.path}?${query}`, passed: ['authorization'], body: false, json: true });
  });
  return router;
};
