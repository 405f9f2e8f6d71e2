import type { Request } from 'express';
import type { Locale } from '../domain/locale.ts';

/** The gateway passes the page's language as Accept-Language; Chinese is the default. */
export const localeOf = (req: Request): Locale =>
  (req.headers['accept-language'] ?? '').toLowerCase().startsWith('en') ? 'en' : 'zh';
