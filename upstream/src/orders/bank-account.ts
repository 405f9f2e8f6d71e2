import type { Currency } from '../../../contract/index.ts';
import type { Locale } from '../domain/locale.ts';

/**
 * The accounts bank transfers are paid into, one per currency (demo data; an operator replaces it with their own):
 * yuan into a domestic account, which needs no more than its name, bank and number; US dollars into an
 * international one, which a payer abroad reaches by the bank's SWIFT/BIC code and whose wire asks for the bank's and
 * the beneficiary's addresses (issue #32: the English site's transfers are in dollars).
 */
export const BANK_ACCOUNTS = {
  RMB: {
    account_name: { zh: '潮望安全科技有限公司', en: 'Tidewatch Security Co., Ltd.' },
    blank_name: { zh: '招商银行北京分行营业部', en: 'China Merchants Bank, Beijing Branch' },
    blank_number: '1109 0821 3410 601',
    swift_code: null,
    bank_address: null,
    beneficiary_address: null,
  },
  USD: {
    account_name: { zh: '潮望安全科技有限公司', en: 'Tidewatch Security Co., Ltd.' },
    blank_name: { zh: '招商银行北京分行', en: 'China Merchants Bank, Beijing Branch' },
    blank_number: '1109 0821 3432 802',
    swift_code: 'CMBCCNBS',
    bank_address: {
      zh: '中国北京市西城区复兴门内大街156号，邮编100031',
      en: 'No. 156 Fuxingmennei Street, Xicheng District, Beijing 100031, China',
    },
    beneficiary_address: {
      zh: '中国北京市海淀区科学院南路9号B座1203室，邮编100190',
      en: 'Room 1203, Tower B, No. 9 Kexueyuan South Road, Haidian District, Beijing 100190, China',
    },
  },
} as const;

/** The seller's name as the account holds it: the same in both currencies, and on the receipt. */
export const SELLER_NAME = BANK_ACCOUNTS.RMB.account_name;

/** The account of the order's currency, in the page's language. */
export const bankAccountIn = (currency: Currency, locale: Locale) => {
  const account = BANK_ACCOUNTS[currency];
  return {
    account_name: account.account_name[locale],
    blank_name: account.blank_name[locale],
    blank_number: account.blank_number,
    swift_code: account.swift_code,
    bank_address: account.bank_address?.[locale] ?? null,
    beneficiary_address: account.beneficiary_address?.[locale] ?? null,
  };
};

/** The pay information's account fields of a method that pays into no account (a QR code), or an order with nothing left to pay. */
export const NO_ACCOUNT = { account_name: null, blank_name: null, blank_number: null, swift_code: null, bank_address: null, beneficiary_address: null } as const;
