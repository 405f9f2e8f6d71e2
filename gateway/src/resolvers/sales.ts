import { applyForTrial, contactSales } from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { present, rowId } from '../graph/graph-input.ts';

/** Both forms answer the upstream's message in the page's language (the client shows its own 'Success!' first). */
export const salesResolvers: Resolvers = {
  Mutation: {
    applyForTrial: async (_, { input }, { upstream, locale }) => {
      const { licenseTypeId, mid, ...fields } = input;
      const answer = await upstream.call(applyForTrial, {
        query: { ...fields, license_type_id: rowId(licenseTypeId, 'licenseTypeId', locale), mid: mid || undefined },
      });
      return answer.message;
    },
    /** An email, quantity or comment left out takes the contract's default. */
    contactSales: async (_, { input }, { upstream, locale }) => {
      const { licenseTypeId, ...fields } = input;
      const answer = await upstream.call(contactSales, {
        body: { ...present(fields), license_type_id: rowId(licenseTypeId, 'licenseTypeId', locale) },
      });
      return answer.message;
    },
  },
};
