import { Router } from 'express';
import {
  exportActivationCodes,
  generateLicense,
  getLicensePublicKey,
  listAvailableLicenses,
  listLicenses,
} from '../../../contract/index.ts';
import { signedInOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import * as licenses from '../services/license.ts';
import type { Runtime } from '../services/runtime.ts';

export const licenseRoutes = (rt: Runtime) => {
  const router = Router();
  const licenseRt = { ...rt, siteOrigin: rt.payments.siteOrigin };

  route(router, listLicenses, ({ query, locale, res }) => licenses.listLicenses(rt.db, signedInOf(res).userId, query, locale));
  route(router, listAvailableLicenses, ({ query, locale, res }) => licenses.availableLicenses(rt.db, signedInOf(res).userId, query, locale));
  route(router, generateLicense, ({ query, locale, res }) => licenses.generateLicense(licenseRt, signedInOf(res).userId, query, locale));
  route(router, exportActivationCodes, ({ body, res }) => licenses.exportActivationCodes(rt.db, signedInOf(res).userId, body.license_ids));
  route(router, getLicensePublicKey, () => rt.signer.publicKeyPem());
  return router;
};
