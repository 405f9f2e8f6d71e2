import { useLingui } from '@lingui/react';
import type { Locale } from './locale.ts';

/**
 * The page's language. Lingui keeps it as any string; only `activateLocale` sets it, always to a Locale,
 * so narrowing here replaces a cast at every caller.
 */
export const useLocale = (): Locale => (useLingui().i18n.locale === 'en' ? 'en' : 'zh');
