import { getAgreement, listPocPushGroups } from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';

export const contentResolvers: Resolvers = {
  Query: {
    pocPushGroups: (_, __, { cached }) => cached(listPocPushGroups),
    /** The agreement in the request's language: type 0 Chinese, 1 English. */
    agreement: async (_, __, { cached, locale }) => (await cached(getAgreement, { body: { type: locale === 'en' ? 1 : 0 } })).content,
  },
};
