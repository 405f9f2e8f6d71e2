import { listEditions } from '../../../contract/index.ts';
import { INT_MAX } from '../../../contract/input.ts';
import type { Resolvers } from '../generated/graphql.ts';

/** Decimal digits within the id column; anything else ("0x10", "1e3", 2^31) names no edition. */
const editionId = (id: string) => (/^[1-9]\d{0,9}$/.test(id) && Number(id) <= INT_MAX ? Number(id) : null);

export const editionResolvers: Resolvers = {
  Query: {
    editions: (_, __, { cached }) => cached(listEditions),
    edition: (_, { id }, { loaders }) => {
      const key = editionId(id);
      return key === null ? null : loaders.edition.load(key);
    },
  },
  Edition: {
    /** From the same batched, cached edition list as every other edition: no call of its own. */
    upgradesTo: (edition, _, { loaders }) => (edition.upgrades_to === null ? null : loaders.edition.load(edition.upgrades_to)),
  },
};
