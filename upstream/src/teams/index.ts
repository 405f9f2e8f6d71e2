/** Teams as other parts see them: their routes (the rule of who may act on a seat lives in licensing: mayActOn). */
export { teamRoutes } from './team-routes.ts';
