/** The editions on sale as other parts see them: their route, one edition, and edition names for lists. */
export { editionNames, nameIn } from './edition-names.ts';
export { editionRoutes } from './edition-routes.ts';
export { findEdition } from './edition.ts';
