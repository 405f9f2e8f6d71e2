/** Where a buyer asks about a bank transfer awaiting confirmation (spec §8: a support address and a chat id). */
export const SUPPORT_EMAIL = 'support@tidewatch.example';
export const SUPPORT_WECHAT_ID = 'TidewatchSupport';

/**
 * The sales line, written the way each site's readers dial it: the Chinese site's 400 number (free within mainland
 * China, which is also the only place it can be dialled from) and, for the English site's readers abroad, the
 * office's international number in E.164 form (demo numbers).
 */
export const salesPhone = {
  zh: { display: '400-820-2026', tel: '4008202026' },
  en: { display: '+86 21 6100 2026', tel: '+862161002026' },
} as const;
