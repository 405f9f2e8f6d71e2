/** The site's content as other parts see it: its routes (versions, FAQ, features, PoC feed, docs, dictionaries). */
export { contentRoutes } from './content-routes.ts';
export { dictRoutes } from './dict-routes.ts';
export { docRoutes } from './doc-routes.ts';
export { versionRoutes } from './version-routes.ts';
