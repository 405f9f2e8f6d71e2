import type { Locale } from '../domain/locale.ts';

/** The account bank transfers are paid into (demo data; an operator replaces it with their own). */
export const BANK_ACCOUNT = {
  account_name: { zh: '潮望安全科技有限公司', en: 'Tidewatch Security Co., Ltd.' },
  blank_name: { zh: '招商银行北京分行营业部', en: 'China Merchants Bank, Beijing Branch' },
  blank_number: '1109 0821 3410 601',
} as const;

export const bankAccountIn = (locale: Locale) => ({
  account_name: BANK_ACCOUNT.account_name[locale],
  blank_name: BANK_ACCOUNT.blank_name[locale],
  blank_number: BANK_ACCOUNT.blank_number,
});
