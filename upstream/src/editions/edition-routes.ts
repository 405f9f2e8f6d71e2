import { Router } from 'express';
import { getEdition, listEditions } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { route } from '../http/route.ts';
import { editionById, editionsOnSale } from './edition.ts';

export const editionRoutes = (db: Database) => {
  const router = Router();
  route(router, listEditions, () => editionsOnSale(db));
  route(router, getEdition, ({ query }) => editionById(db, query.license_type_id));
  return router;
};
