import { createAccessToken, listAccessTokens, revokeAccessToken, type AccessTokenScope } from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { rowId } from '../graph/graph-input.ts';

/** The publisher's personal access tokens, made, listed and revoked with the session; a token never reaches here as one. */
export const accessTokenResolvers: Resolvers = {
  AccessTokenScope: { PUBLISH: 'publish' } satisfies Record<string, AccessTokenScope>,
  Query: {
    accessTokens: (_, __, { upstream }) => upstream.call(listAccessTokens),
  },
  Mutation: {
    createAccessToken: (_, { input }, { upstream }) => upstream.call(createAccessToken, { body: { name: input.name, expires_in_days: input.expiresInDays } }),
    revokeAccessToken: async (_, { id }, { upstream, locale }) => {
      await upstream.call(revokeAccessToken, { params: { id: rowId(id, 'id', locale) } });
      return true;
    },
  },
  AccessTokenCreated: {
    accessToken: ({ token: _token, ...accessToken }) => accessToken,
  },
};
