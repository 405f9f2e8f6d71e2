import { listEditions } from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { parseRowId } from '../graph/graph-input.ts';

export const editionResolvers: Resolvers = {
  Query: {
    editions: (_, __, { cached }) => cached(listEditions),
    /** An id that names no row names no edition: null, as for an unknown one. */
    edition: (_, { id }, { loaders }) => {
      const key = parseRowId(id);
      return key === null ? null : loaders.edition.load(key);
    },
  },
  Edition: {
    /** From the same batched, cached edition list as every other edition: no call of its own. */
    upgradesTo: (edition, _, { loaders }) => (edition.upgrades_to === null ? null : loaders.edition.load(edition.upgrades_to)),
  },
};
