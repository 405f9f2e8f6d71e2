import type { Request } from 'express';

export type Locale = 'zh' | 'en';

/** The gateway passes the page's language as Accept-Language; Chinese is the default. */
export const localeOf = (req: Request): Locale =>
  (req.headers['accept-language'] ?? '').toLowerCase().startsWith('en') ? 'en' : 'zh';
