import { Router } from 'express';
import {
  exportActivationCodes,
  generateLicense,
  getLicense,
  getLicensePublicKey,
  listAvailableLicenses,
  licenseHistory,
  listLicenses,
  moveLicense,
} from '../../../contract/index.ts';
import { signedInOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import * as licenses from './license.ts';
import { licenseHistories } from './license-history.ts';
import type { LicensingRuntime } from './license.ts';

export const licenseRoutes = (rt: LicensingRuntime) => {
  const router = Router();

  route(router, listLicenses, ({ query, locale, res }) => licenses.listLicenses(rt, signedInOf(res).userId, query, locale));
  route(router, listAvailableLicenses, ({ query, locale, res }) => licenses.availableLicenses(rt, signedInOf(res).userId, query, locale));
  route(router, generateLicense, ({ query, locale, res }) => licenses.generateLicense(rt, signedInOf(res).userId, query, locale));
  route(router, exportActivationCodes, ({ body, res }) => licenses.exportActivationCodes(rt.db, signedInOf(res).userId, body.license_ids));
  route(router, getLicense, ({ query, locale, res }) => licenses.licenseDetail(rt, signedInOf(res).userId, query.license_id, locale));
  route(router, moveLicense, ({ body, locale, res }) => licenses.moveLicense(rt, signedInOf(res).userId, body.license_id, locale));
  route(router, licenseHistory, ({ body, res }) => licenseHistories(rt.db, signedInOf(res).userId, body.license_ids));
  route(router, getLicensePublicKey, () => rt.signer.publicKeyPem());
  return router;
};
