/**
 * Teams as other parts see them: their routes, and what orders and payments ask of them for an order placed for a team
 * (the rule of who may act on a seat lives in licensing: mayActOn).
 */
export { teamRoutes } from './team-routes.ts';
export { checkBuysFor, seatPaidOrder, teamNames } from './team-orders.ts';
