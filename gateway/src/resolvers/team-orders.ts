import type { OrderSource } from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';
import type { Loaders } from '../graph/loaders.ts';

/**
 * Orders placed for a team and team renewals (issue #34) on the graph. A list row or detail carries both facts, so a
 * page of orders asks nothing more; an order known only by number is loaded once (the order loader batches).
 */
const orderFact = async <K extends 'team_name' | 'renews_license_ids'>(order: OrderSource, key: K, loaders: Loaders) =>
  order[key] !== undefined ? order[key] : (await loaders.order.load(order.order_no))[key];

export const teamOrderResolvers: Resolvers = {
  Order: {
    teamName: async (order, _, { loaders }) => (await orderFact(order, 'team_name', loaders)) ?? null,
    renewedLicenseIds: async (order, _, { loaders }) => ((await orderFact(order, 'renews_license_ids', loaders)) ?? []).map(String),
  },
};
