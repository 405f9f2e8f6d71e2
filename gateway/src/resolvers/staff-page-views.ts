import { staffPageViews } from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';

/** Page views in the back office (issue #33): one upstream call, its counts already grouped in SQL. */
export const staffPageViewsResolvers: Resolvers = {
  Query: {
    staffPageViews: async (_, { from, to }, { upstream }) => {
      const summary = await upstream.call(staffPageViews, { query: { from: from ?? undefined, to: to ?? undefined } });
      return {
        from: summary.from,
        to: summary.to,
        total: summary.total,
        perDayLocale: summary.per_day_locale,
        perDayPath: summary.per_day_path,
        topPaths: summary.top_paths,
      };
    },
  },
};
