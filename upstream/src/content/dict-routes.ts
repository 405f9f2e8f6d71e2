import { Router } from 'express';
import { getDictionaries } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { route } from '../http/route.ts';
import { dictionaries } from './dict.ts';

export const dictRoutes = (db: Database) => {
  const router = Router();
  route(router, getDictionaries, ({ body, locale }) => dictionaries(db, body.dicts, locale));
  return router;
};
