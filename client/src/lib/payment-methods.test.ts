import { setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAYMENT_LABELS } from '../../../upstream/src/orders/payment-methods.ts';
import type { Locale } from '../i18n/locale.ts';
import { currencySentences, formatChoice, isOffered, methodLabel, nameInSentence } from './payment-methods.ts';

/** The site's catalog of a language, as the page has it (the .po file, compiled). */
const catalogOf = async (locale: Locale) => {
  const file = new URL(`../locales/${locale}/messages.po`, import.meta.url);
  const catalog = await formatter().parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file.pathname });
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale, messages: Object.fromEntries(Object.entries(catalog ?? {}).map(([id, entry]) => [id, entry.translation || entry.message || id])) });
  return i18n;
};

describe('the methods named in a sentence', () => {
  it('joins them as one choice in the page’s language', () => {
    expect(formatChoice(['PayPal', 'Alipay', 'WeChat Pay', 'Bank transfer'], 'en')).toBe('PayPal, Alipay, WeChat Pay, or Bank transfer');
    expect(formatChoice(['PayPal', '支付宝', '微信支付', '对公转账'], 'zh')).toBe('PayPal、支付宝、微信支付或对公转账');
  });

  it('writes bank transfer with a small letter inside an English sentence, the brands as they are', () => {
    const offered = [
      { type: 'PAYPAL', label: 'PayPal' },
      { type: 'WECHAT_PAY', label: 'WeChat Pay' },
      { type: 'COMPANY_PAY', label: 'Bank transfer' },
    ] as const;
    expect(formatChoice(offered.map((method) => nameInSentence(method, 'en')), 'en')).toBe('PayPal, WeChat Pay, or bank transfer');
    expect(nameInSentence({ type: 'COMPANY_PAY', label: '对公转账' }, 'zh')).toBe('对公转账');
  });

  it('names two, one or none', () => {
    expect(formatChoice(['Alipay', 'Bank transfer'], 'en')).toBe('Alipay or Bank transfer');
    expect(formatChoice(['支付宝', '对公转账'], 'zh')).toBe('支付宝或对公转账');
    expect(formatChoice(['对公转账'], 'zh')).toBe('对公转账');
    expect(formatChoice([], 'en')).toBe('');
  });
});

describe('a method’s name', () => {
  const offered = [
    { type: 'WECHAT_PAY', label: '微信支付' },
    { type: 'COMPANY_PAY', label: '对公转账' },
  ] as const;

  it('is the upstream’s label while the method is offered', async () => {
    const i18n = await catalogOf('zh');
    expect(isOffered(offered, 'WECHAT_PAY')).toBe(true);
    expect(methodLabel(offered, 'WECHAT_PAY', i18n)).toBe('微信支付');
  });

  it('is the client’s own for a method no longer offered, worded as the upstream’s in both languages', async () => {
    expect(isOffered(offered, 'ALIPAY')).toBe(false);
    for (const locale of ['zh', 'en'] as const) {
      const i18n = await catalogOf(locale);
      for (const [code, names] of Object.entries(PAYMENT_LABELS)) {
        expect(methodLabel([], code.toUpperCase() as 'ALIPAY', i18n), `${code} (${locale})`).toBe(names[locale]);
      }
    }
    expect(methodLabel(undefined, 'COMPANY_PAY', await catalogOf('zh'))).toBe('对公转账');
  });
});

describe('the currency each method charges', () => {
  it('groups the methods under the currency they charge, the site’s own first', async () => {
    const en = [
      { type: 'PAYPAL', label: 'PayPal' },
      { type: 'ALIPAY', label: 'Alipay' },
      { type: 'COMPANY_PAY', label: 'Bank transfer' },
    ] as const;
    expect(currencySentences(en, 'en', await catalogOf('en'))).toEqual(['Paid in US dollars: PayPal or bank transfer.', 'Paid in Chinese yuan: Alipay.']);
    const zh = [
      { type: 'PAYPAL', label: 'PayPal' },
      { type: 'WECHAT_PAY', label: '微信支付' },
    ] as const;
    expect(currencySentences(zh, 'zh', await catalogOf('zh'))).toEqual(['以人民币支付：微信支付。', '以美元支付：PayPal。']);
  });

  it('names bank transfer among the yuan methods on the Chinese site', async () => {
    const zh = [
      { type: 'PAYPAL', label: 'PayPal' },
      { type: 'COMPANY_PAY', label: '对公转账' },
    ] as const;
    expect(currencySentences(zh, 'zh', await catalogOf('zh'))).toEqual(['以人民币支付：对公转账。', '以美元支付：PayPal。']);
  });

  it('names bank transfer in the currency of the order at the checkstand: a yuan order on the English site', async () => {
    const tabs = [
      { type: 'ALIPAY', label: 'Alipay' },
      { type: 'COMPANY_PAY', label: 'Bank transfer' },
    ] as const;
    expect(currencySentences(tabs, 'en', await catalogOf('en'), 'RMB')).toEqual(['Paid in Chinese yuan: Alipay or bank transfer.']);
  });

  it('says nothing of a currency no offered method charges', async () => {
    expect(currencySentences([{ type: 'ALIPAY', label: 'Alipay' }], 'en', await catalogOf('en'))).toEqual(['Paid in Chinese yuan: Alipay.']);
  });
});
