import { getAgreement, listFaqGroups, listFeatureGroups, listPocPushGroups } from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';

export const contentResolvers: Resolvers = {
  Query: {
    pocPushGroups: (_, __, { cached }) => cached(listPocPushGroups),
    /** In the request's language: the shared cache keys by locale, and the upstream answers by Accept-Language. */
    faqGroups: (_, __, { cached }) => cached(listFaqGroups),
    /** The spec's call: page 1, size 1000, i.e. every group. */
    featureGroups: async (_, __, { cached }) => (await cached(listFeatureGroups, { query: { page: 1, size: 1000 } })).lists,
    /** The agreement in the request's language: type 0 Chinese, 1 English. */
    agreement: async (_, __, { cached, locale }) => (await cached(getAgreement, { body: { type: locale === 'en' ? 1 : 0 } })).content,
  },
};
