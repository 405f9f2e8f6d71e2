import { Router } from 'express';
import { createAccessToken, listAccessTokens, revokeAccessToken } from '../../../contract/index.ts';
import { signedInOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import * as tokens from './access-token.ts';
import type { Runtime } from '../runtime/runtime.ts';

/** The signed-in publisher's personal access tokens: made, listed and revoked with a session, never with a token. */
export const accessTokenRoutes = (rt: Pick<Runtime, 'db' | 'clock'>) => {
  const router = Router();
  route(router, listAccessTokens, ({ res }) => tokens.listAccessTokens(rt, signedInOf(res).userId));
  route(router, createAccessToken, ({ res, body }) => tokens.createAccessToken(rt, signedInOf(res).userId, body));
  route(router, revokeAccessToken, ({ res, params }) => tokens.revokeAccessToken(rt, signedInOf(res).userId, params.id));
  return router;
};
