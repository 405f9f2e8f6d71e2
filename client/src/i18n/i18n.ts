import { i18n } from '@lingui/core';
import { detectLocale, persistLocale, type Locale } from './locale.ts';

const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  zh: () => import('../locales/zh/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

let current: Locale = 'zh';
export const currentLocale = () => current;

export const activateLocale = async (locale: Locale) => {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages: messages as never });
  current = locale;
  // the prerenderer (no document) writes the language into the page it makes
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
};

export const startLocale = () => activateLocale(detectLocale());

/** The language switch: an explicit choice overrides the host and is remembered. */
export const switchLocale = async (locale: Locale) => {
  persistLocale(locale);
  await activateLocale(locale);
};

export { i18n };
