import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { fail } from './messages.ts';

/** Who a bearer token signs in: the user and the hash of the session's token. */
export interface SignedIn {
  userId: number;
  tokenHash: string;
}

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
