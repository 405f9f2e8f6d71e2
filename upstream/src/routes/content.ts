import { Router } from 'express';
import { getAgreement, listFaqGroups, listFeatureGroups, listPocPushGroups } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { route } from '../http/route.ts';
import { agreement } from '../services/agreement.ts';
import { faqGroups, featureGroups, pocPushGroups } from '../services/content.ts';

export const contentRoutes = (db: Database) => {
  const router = Router();
  route(router, listPocPushGroups, () => pocPushGroups(db));
  route(router, listFaqGroups, ({ locale }) => faqGroups(db, locale));
  route(router, listFeatureGroups, ({ query, locale }) => featureGroups(db, locale, query));
  route(router, getAgreement, ({ body }) => agreement(db, body.type));
  return router;
};
