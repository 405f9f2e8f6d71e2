import { listPocPushGroups } from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';

export const contentResolvers: Resolvers = {
  Query: {
    pocPushGroups: (_, __, { cached }) => cached(listPocPushGroups),
  },
};
