import { localStore } from '../lib/local-storage.ts';

export type Locale = 'zh' | 'en';

const STORAGE_KEY = 'locale';

/** Hosts that mean English; anything starting with `en.` does too. Configurable at build time. */
const englishHosts = (import.meta.env.VITE_EN_HOSTS ?? 'en.localhost').split(',').map((host: string) => host.trim().toLowerCase());

export const localeOfHost = (hostname: string): Locale => {
  const host = hostname.toLowerCase();
  return englishHosts.includes(host) || host.startsWith('en.') ? 'en' : 'zh';
};

/** Explicit choice (persisted), else the host, else Chinese. */
export const detectLocale = (): Locale => {
  const chosen = localStore()?.getItem(STORAGE_KEY);
  if (chosen === 'zh' || chosen === 'en') return chosen;
  return localeOfHost(window.location.hostname);
};

export const persistLocale = (locale: Locale) => localStore()?.setItem(STORAGE_KEY, locale);
