/** Where a buyer asks about a bank transfer awaiting confirmation (spec §8: a support address and a chat id). */
export const SUPPORT_EMAIL = 'support@tidewatch.example';
export const SUPPORT_WECHAT_ID = 'TidewatchSupport';
