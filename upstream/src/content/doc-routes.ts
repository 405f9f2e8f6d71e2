import { Router } from 'express';
import { getDoc, getExtensionDoc, type Doc } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { route } from '../http/route.ts';
import { docPage } from './doc.ts';

/** Legacy doc clients read `code` (0 on success) and `doc` at the top level, beside the envelope. */
const legacy = { topLevel: (doc: Doc) => ({ code: 0, doc }) };

export const docRoutes = (db: Database) => {
  const router = Router();
  // type 1 is the EXP doc, type 0 the Go EXP doc
  route(router, getDoc, ({ params }) => docPage(db, params.type === '1' ? 'exp' : 'goexp', params.lang), legacy);
  route(router, getExtensionDoc, ({ params }) => docPage(db, 'extension', params.lang), legacy);
  return router;
};
