/**
 * Licensing as other parts see it: its routes and signer, what a paid order issues (fulfilOrder, withdrawRenewal),
 * the renewal rule an order form checks, activation codes for a granted trial, the reminders job, and for teams/ the
 * one rule of who may act on a licence, seats' licences in a batch and the release a seat's reassignment makes.
 */
export { clientDocsRoutes, type NamedEdition } from './client-docs-routes.ts';
export { clientRoutes } from './client-routes.ts';
export { activationValidity, newActivationCode } from './license-issue.ts';
export { licenseRenewalReminders } from './license-reminders-job.ts';
export { checkRenewal, renewedIds } from './license-renewal-rules.ts';
export { fulfilOrder, withdrawRenewal } from './license-renewal.ts';
export { licenseRoutes } from './license-routes.ts';
export { createLicenseSigner } from './license-signing.ts';
export { customerDetail, findCustomers } from './license-customers.ts';
export { moveLicenseFor, resendLicenseMail } from './license-support.ts';
export { licensesByIds, type LicensingRuntime } from './license.ts';
export { mayActOn } from './license-access.ts';
export { releaseForReassignment, releaseForRemoval } from './license-move.ts';
