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
import * as accounts from '../services/account.ts';
import { createCaptcha } from '../services/captcha.ts';
import type { Runtime } from '../services/runtime.ts';

/** The caller's address (behind the gateway: the browser's, from X-Forwarded-For; see trust proxy in app.ts). */
const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

export const userRoutes = (rt: Runtime) => {
  const router = Router();

  route(router, getCaptcha, ({ req }) => createCaptcha(rt, clientIp(req)));
  route(router, signUp, ({ body, locale }) => accounts.signUp(rt, body, locale));
  route(router, activateAccount, ({ body }) => accounts.activate(rt, body.token));
  route(router, resendActivationMail, ({ body, req }) => accounts.resendActivation(rt, body.id, clientIp(req)));
  route(router, signIn, ({ body, req }) => accounts.signIn(rt, body, clientIp(req)));
  route(router, getUserInfo, ({ res }) => accounts.userInfo(rt, signedInOf(res)));
  route(router, refreshApiKey, ({ res }) => accounts.refreshApiKey(rt, signedInOf(res)));
  route(router, requestPasswordReset, ({ body }) => accounts.requestPasswordReset(rt, body));
  route(router, resetPassword, ({ body }) => accounts.resetPassword(rt, body));
  route(router, changePassword, ({ body, res }) => accounts.changePassword(rt, signedInOf(res), body));
  return router;
};
