import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { addressMatcher, type TrustProxy } from '../core/client-address.ts';
import { judgedAddress } from '../core/forwarded-address.ts';
import { jsonNotFound } from '../graph/refusals.ts';

export interface MetricsAccess {
  /** METRICS_ALLOW: addresses and ranges that may read /metrics */
  allow: string;
  /** METRICS_TOKEN: a bearer token that may read /metrics from anywhere */
  token?: string;
  /** TRUST_PROXY: the proxies whose forwarding headers are believed */
  trust: TrustProxy;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Guards /metrics: a caller from a METRICS_ALLOW address, or one with `Authorization: Bearer METRICS_TOKEN`.
 * A request that carries any forwarding header (X-Forwarded-For, X-Real-IP, Forwarded) is judged by the browser
 * it names, and is not let in by address when that cannot be read (a proxy the gateway does not believe): a
 * proxy on loopback must not make every visitor local. Everyone else gets 404, as if there were nothing here.
 */
export const metricsAccess = ({ allow, token, trust }: MetricsAccess) => {
  const allowed = addressMatcher(allow);
  const expected = token ? digest(token) : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    if (expected && bearer && timingSafeEqual(digest(bearer), expected)) return next();
    const address = judgedAddress(trust, req.headers, req.socket.remoteAddress);
    if (address && allowed(address)) return next();
    jsonNotFound(req, res, next);
  };
};
