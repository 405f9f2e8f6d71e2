import { Router } from 'express';
import { getAgreement, listFaqGroups, listFeatureGroups, listPocPushGroups } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { Locale } from '../domain/locale.ts';
import { route } from '../http/route.ts';
import { agreement } from './agreement.ts';
import { faqGroups, featureGroups, pocPushGroups } from './content.ts';

/** `siteOrigin`: the site of a language, where the demo media the site serves live. */
export const contentRoutes = (db: Database, siteOrigin: (locale: Locale) => string) => {
  const router = Router();
  route(router, listPocPushGroups, ({ locale }) => pocPushGroups(db, siteOrigin(locale)));
  route(router, listFaqGroups, ({ locale }) => faqGroups(db, locale));
  route(router, listFeatureGroups, ({ query, locale }) => featureGroups(db, locale, query));
  route(router, getAgreement, ({ body }) => agreement(db, body.type));
  return router;
};
