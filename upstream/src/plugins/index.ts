/** The extension market as other parts see it: routes, package signing, reading a package, review for staff. */
export { createPackageSigner, type PluginsRuntime } from './package-signing.ts';
export { readPackage } from './package-facts.ts';
export { reviewUpload, type ReviewChange } from './plugin-publish.ts';
export { reviewDetail, reviewQueue } from './plugin-review.ts';
export { pluginRoutes } from './plugin-routes.ts';
export { versionValues } from './plugin-row.ts';
export { signApprovedPackages } from './plugin-signature.ts';
