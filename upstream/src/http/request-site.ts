import type { NextFunction, Request, Response } from 'express';
import type { UpstreamConfig } from '../domain/config.ts';
import { SITE_ORIGIN_HEADER, withRequestSite } from '../runtime/request-site.ts';

/** The site the gateway says the browser is on (X-Site-Origin), kept for the rest of the request (runtime/request-site.ts). */
export const rememberRequestSite = (config: Pick<UpstreamConfig, 'SITE_ORIGIN_ZH' | 'SITE_ORIGIN_EN'>) => (req: Request, _res: Response, next: NextFunction) => {
  const named = req.headers[SITE_ORIGIN_HEADER];
  withRequestSite(config, typeof named === 'string' ? named : undefined, () => next());
};
