import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Call } from '../../../contract/index.ts';
import { fail } from '../domain/messages.ts';
import type { SignedIn } from '../domain/signed-in.ts';
import { expressPath } from './route.ts';


/** `Authorization: Bearer <token>` → the token, or null. */
export const bearerToken = (req: Request): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match ? match[1] : null;
};

/**
 * Middleware for calls that need a signed-in user: a missing token, or one that is unknown, expired or
 * revoked, is answered 401 with a message (in raw mode, index=1, as HTTP 200 with statusCode 401).
 */
export const authenticate =
  (findSession: (token: string) => Promise<SignedIn | undefined>): RequestHandler =>
  async (req: Request, res: Response, next: NextFunction) => {
    try {
      const token = bearerToken(req);
      if (!token) throw fail(401, 'signInRequired');
      const session = await findSession(token);
      if (!session) throw fail(401, 'sessionExpired');
      res.locals.signedIn = session;
      next();
    } catch (error) {
      next(error);
    }
  };

/** The session `authenticate` found for this request. */
export const signedInOf = (res: Response): SignedIn => {
  const session = res.locals.signedIn as SignedIn | undefined;
  if (!session) throw new Error('signedInOf: the call was mounted without authenticate');
  return session;
};

/**
 * Authentication in front of every call the contract marks `auth: 'required'`, mounted once: a route never
 * has to remember it, and a handler's `signedInOf` always finds the session.
 */
export const authenticateCalls = (calls: readonly Call[], findSession: (token: string) => Promise<SignedIn | undefined>) => {
  const router = Router();
  const check = authenticate(findSession);
  for (const call of calls) {
    if (call.auth === 'required') router[call.method.toLowerCase() as 'get' | 'post' | 'delete'](expressPath(call.path), check);
  }
  return router;
};
