import type { IncomingHttpHeaders } from 'node:http';

export type Locale = 'zh' | 'en';

/** The client's explicit choice (x-locale), else the host: en.* is English, anything else Chinese. */
export const localeOf = (headers: IncomingHttpHeaders, enHost: string): Locale => {
  const chosen = headers['x-locale'];
  if (chosen === 'en' || chosen === 'zh') return chosen;
  const host = (headers.host ?? '').toLowerCase();
  return host === enHost || host.startsWith('en.') ? 'en' : 'zh';
};
