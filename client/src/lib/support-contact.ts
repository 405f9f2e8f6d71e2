/** Where a buyer asks about a bank transfer awaiting confirmation (spec §8: a support address and a chat id). */
export const SUPPORT_EMAIL = 'support@tidewatch.example';
export const SUPPORT_WECHAT_ID = 'TidewatchSupport';

/** The sales line, written the way each site's readers dial it. */
export const salesPhone = {
  zh: { display: '400-820-2026', tel: '4008202026' },
  en: { display: '+86 400 820 2026', tel: '+864008202026' },
} as const;
