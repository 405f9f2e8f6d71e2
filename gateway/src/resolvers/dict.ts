import { getDictionaries } from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';

export const dictResolvers: Resolvers = {
  Query: {
    dictionaries: async (_, __, { cached }) => {
      const lists = await cached(getDictionaries, { body: { dicts: ['country', 'position', 'use'] } });
      return { country: lists.country ?? [], position: lists.position ?? [], use: lists.use ?? [] };
    },
  },
};
