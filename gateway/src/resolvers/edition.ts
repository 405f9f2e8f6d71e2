import { listEditions } from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';

export const editionResolvers: Resolvers = {
  Query: {
    editions: (_, __, { cached }) => cached(listEditions),
    edition: (_, { id }, { loaders }) => (Number.isInteger(Number(id)) ? loaders.edition.load(Number(id)) : null),
  },
};
