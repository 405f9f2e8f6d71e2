import { applyForTrial, contactSales } from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';

/** Both forms answer the upstream's message in the page's language (the client shows its own 'Success!' first). */
export const salesResolvers: Resolvers = {
  Mutation: {
    applyForTrial: async (_, { input }, { upstream }) => {
      const { licenseTypeId, mid, ...fields } = input;
      const answer = await upstream.call(applyForTrial, {
        query: { ...fields, license_type_id: licenseTypeId, ...(mid ? { mid } : {}) },
      });
      return answer.message;
    },
    contactSales: async (_, { input }, { upstream }) => {
      const { licenseTypeId, email, quantity, comment, ...fields } = input;
      const answer = await upstream.call(contactSales, {
        body: { ...fields, email: email ?? '', quantity: quantity ?? 1, comment: comment ?? '', license_type_id: licenseTypeId },
      });
      return answer.message;
    },
  },
};
