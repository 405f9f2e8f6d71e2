import { Router, type Request } from 'express';
import {
  activateAccount,
  changePassword,
  getCaptcha,
  getUserInfo,
  refreshApiKey,
  requestPasswordReset,
  resendActivationMail,
  resetPassword,
  signIn,
  signUp,
} from '../../../contract/index.ts';
import { signedInOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import * as accounts from './account.ts';
import * as passwords from './password-change.ts';
import * as signingIn from './sign-in.ts';
import * as signingUp from './sign-up.ts';
import { createCaptcha } from './captcha.ts';
import type { Runtime } from '../runtime/runtime.ts';

/** The caller's address (behind the gateway: the browser's, from X-Forwarded-For; see trust proxy in app.ts). */
const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

export const userRoutes = (rt: Runtime) => {
  const router = Router();

  route(router, getCaptcha, ({ req }) => createCaptcha(rt, clientIp(req)));
  route(router, signUp, ({ body, locale }) => signingUp.signUp(rt, body, locale));
  route(router, activateAccount, ({ body }) => signingUp.activate(rt, body.token));
  route(router, resendActivationMail, ({ body, req }) => signingUp.resendActivation(rt, body.id, clientIp(req)));
  route(router, signIn, ({ body, req }) => signingIn.signIn(rt, body, clientIp(req)));
  route(router, getUserInfo, ({ res }) => accounts.userInfo(rt, signedInOf(res)));
  route(router, refreshApiKey, ({ res }) => accounts.refreshApiKey(rt, signedInOf(res)));
  route(router, requestPasswordReset, ({ body }) => passwords.requestPasswordReset(rt, body));
  route(router, resetPassword, ({ body }) => passwords.resetPassword(rt, body));
  route(router, changePassword, ({ body, res }) => passwords.changePassword(rt, signedInOf(res), body));
  return router;
};

// Sign-out and cross-site login (issue #12). Imported here, beside their routes, so this block merges apart from the sign-in work above.
import { createCrossLoginCode, redeemCrossLoginCode, signOut, signOutEverywhere } from '../../../contract/index.ts';
import * as crossLogin from './cross-login.ts';
import { endSession, revokeSessions } from './session.ts';

/** Sign-out and cross-site login (issue #12): sessions end on the server; the sister origin signs in with a code. */
export const sessionRoutes = (rt: Runtime) => {
  const router = Router();
  route(router, signOut, async ({ res }) => {
    await endSession(rt.db, signedInOf(res).tokenHash);
    return null;
  });
  route(router, signOutEverywhere, async ({ res }) => {
    await revokeSessions(rt.db, signedInOf(res).userId);
    return null;
  });
  route(router, createCrossLoginCode, ({ res }) => crossLogin.createCrossLoginCode(rt, signedInOf(res)));
  route(router, redeemCrossLoginCode, ({ body }) => crossLogin.redeemCrossLoginCode(rt, body.code));
  return router;
};
