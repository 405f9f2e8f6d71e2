import {
  activateAccount,
  changePassword,
  createCrossLoginCode,
  getCaptcha,
  getUserInfo,
  redeemCrossLoginCode,
  refreshApiKey,
  requestPasswordReset,
  resendActivationMail,
  resetPassword,
  signIn,
  signOut,
  signOutEverywhere,
  signUp,
} from '../../../contract/index.ts';
import { errorFromUpstream } from '../core/errors.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { restField } from '../graph/rest-fields.ts';
import { rowId } from '../graph/graph-input.ts';

export const userResolvers: Resolvers = {
  Query: {
    /** Raw mode (index=1): a visitor or a token the upstream no longer accepts is simply nobody. */
    me: async (_, __, { upstream, token }) => {
      if (!token) return null;
      const answer = await upstream.raw(getUserInfo, { query: { index: 1 } });
      if (answer.statusCode === 200 && answer.data) return answer.data;
      if (answer.statusCode === 401) return null;
      throw errorFromUpstream(200, answer.statusCode, answer.messages);
    },
  },
  Mutation: {
    requestCaptcha: (_, __, { upstream }) => upstream.call(getCaptcha),
    signIn: (_, { input }, { upstream }) => upstream.call(signIn, { body: input }),
    signUp: (_, { input }, { upstream }) => upstream.call(signUp, { body: input }),
    activateAccount: async (_, { token }, { upstream }) => {
      await upstream.call(activateAccount, { body: { token } });
      return true;
    },
    resendActivationMail: async (_, { userId }, { upstream, locale }) => {
      await upstream.call(resendActivationMail, { body: { id: rowId(userId, 'userId', locale) } });
      return true;
    },
    requestPasswordReset: async (_, args, { upstream }) => {
      await upstream.call(requestPasswordReset, { body: args });
      return true;
    },
    resetPassword: async (_, { input }, { upstream }) => {
      await upstream.call(resetPassword, { body: input });
      return true;
    },
    changePassword: async (_, { input }, { upstream }) => {
      await upstream.call(changePassword, { body: input });
      return true;
    },
    refreshApiKey: async (_, __, { upstream }) => (await upstream.call(refreshApiKey)).key,
    // the session's live subscriptions end with UNAUTHENTICATED at once, on every gateway
    signOut: async (_, __, { upstream, token, payStatus }) => {
      await upstream.call(signOut);
      if (token) await payStatus.sessionsEnded({ token });
      return true;
    },
    signOutEverywhere: async (_, __, { upstream, payStatus }) => {
      const { id } = await upstream.call(getUserInfo);
      await upstream.call(signOutEverywhere);
      await payStatus.sessionsEnded({ account: String(id) });
      return true;
    },
    createCrossLoginCode: async (_, __, { upstream }) => {
      const { code, expires_at } = await upstream.call(createCrossLoginCode);
      return { code, expiresAt: expires_at };
    },
    redeemCrossLoginCode: (_, { code }, { upstream }) => upstream.call(redeemCrossLoginCode, { body: { code } }),
  },
  Captcha: {
    image: restField('captcha'),
  },
};
