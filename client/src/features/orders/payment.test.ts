import { describe, expect, it } from 'vitest';
import {
  arrivedWithMethod,
  checkStandMethods,
  defaultPaymentType,
  initialCheckStandTab,
  initialPaymentType,
  methodOfParam,
  orderFormMethods,
  paysByRedirect,
  siteCurrencyMethod,
} from './payment.ts';

const methods = [{ type: 'PAYPAL' }, { type: 'ALIPAY' }, { type: 'WECHAT_PAY' }, { type: 'COMPANY_PAY' }] as const;
/** What a site with only some providers configured offers: bank transfer is always there. */
const only = (...types: (typeof methods)[number]['type'][]) => methods.filter((method) => types.includes(method.type));

describe('payment methods', () => {
  it('prefers WeChat Pay in Chinese and PayPal in English', () => {
    expect(defaultPaymentType('zh')).toBe('WECHAT_PAY');
    expect(defaultPaymentType('en')).toBe('PAYPAL');
  });

  it('starts the order form on the default method when it is offered', () => {
    expect(initialPaymentType(methods, 'zh')).toBe('WECHAT_PAY');
    expect(initialPaymentType(methods, 'en')).toBe('PAYPAL');
  });

  it('starts the order form on the first offered method when the default is not offered, and never on another', () => {
    expect(initialPaymentType(only('PAYPAL', 'ALIPAY', 'COMPANY_PAY'), 'zh')).toBe('PAYPAL');
    expect(initialPaymentType(only('ALIPAY', 'WECHAT_PAY', 'COMPANY_PAY'), 'en')).toBe('ALIPAY');
    expect(initialPaymentType(only('COMPANY_PAY'), 'en')).toBe('COMPANY_PAY');
    // the trial's form without bank transfer, nothing else configured: no method rather than one not offered
    expect(initialPaymentType(orderFormMethods(only('COMPANY_PAY'), true), 'zh')).toBe('');
  });

  it('hides bank transfer on the one-yuan order form', () => {
    expect(orderFormMethods(methods, false).map((method) => method.type)).toEqual(['PAYPAL', 'ALIPAY', 'WECHAT_PAY', 'COMPANY_PAY']);
    expect(orderFormMethods(methods, true).map((method) => method.type)).toEqual(['PAYPAL', 'ALIPAY', 'WECHAT_PAY']);
  });

  it("prices the order in the site's currency by an offered method only", () => {
    expect(siteCurrencyMethod(methods, 'en')).toBe('PAYPAL');
    expect(siteCurrencyMethod(methods, 'zh')).toBe('WECHAT_PAY');
    expect(siteCurrencyMethod(only('PAYPAL', 'ALIPAY', 'COMPANY_PAY'), 'zh')).toBe('ALIPAY');
    expect(siteCurrencyMethod(only('PAYPAL'), 'zh')).toBeUndefined();
    expect(siteCurrencyMethod(only('ALIPAY', 'WECHAT_PAY'), 'en')).toBeUndefined();
  });

  it('prices the order in dollars by bank transfer on the English site when PayPal is not offered', () => {
    expect(siteCurrencyMethod(only('ALIPAY', 'COMPANY_PAY'), 'en')).toBe('COMPANY_PAY');
  });

  it('offers on the checkstand the offered QR methods and bank transfer, never PayPal, nor bank transfer for the one-yuan trial', () => {
    expect(checkStandMethods(methods, false)).toEqual(['ALIPAY', 'WECHAT_PAY', 'COMPANY_PAY']);
    expect(checkStandMethods(methods, true)).toEqual(['ALIPAY', 'WECHAT_PAY']);
    expect(checkStandMethods(only('PAYPAL', 'WECHAT_PAY', 'COMPANY_PAY'), false)).toEqual(['WECHAT_PAY', 'COMPANY_PAY']);
    expect(checkStandMethods(only('PAYPAL', 'COMPANY_PAY'), true)).toEqual([]);
  });

  it("opens the checkstand on the order's own method when it has a tab, else on the first", () => {
    const tabs = checkStandMethods(methods, false);
    expect(initialCheckStandTab('COMPANY_PAY', tabs)).toBe('COMPANY_PAY');
    expect(initialCheckStandTab('PAYPAL', tabs)).toBe('ALIPAY');
    expect(initialCheckStandTab('WECHAT_PAY', checkStandMethods(methods, true))).toBe('WECHAT_PAY');
    expect(initialCheckStandTab('COMPANY_PAY', checkStandMethods(methods, true))).toBe('ALIPAY');
    // an old order paid by Alipay, which is no longer offered
    expect(initialCheckStandTab('ALIPAY', checkStandMethods(only('WECHAT_PAY', 'COMPANY_PAY'), false))).toBe('WECHAT_PAY');
    expect(initialCheckStandTab('ALIPAY', [])).toBeUndefined();
  });

  it('sends PayPal to the provider and the others to the checkstand', () => {
    expect(paysByRedirect('PAYPAL')).toBe(true);
    expect(paysByRedirect('ALIPAY')).toBe(false);
    expect(paysByRedirect('COMPANY_PAY')).toBe(false);
  });

  it('takes the method the checkstand was sent with from the navigation state, and nothing else', () => {
    expect(arrivedWithMethod({ paymentType: 'ALIPAY' })).toBe('ALIPAY');
    expect([arrivedWithMethod(null), arrivedWithMethod({ paymentType: 'CASH' }), arrivedWithMethod('ALIPAY')]).toEqual([undefined, undefined, undefined]);
  });

  it("reads a method named in an address as the upstream or the graph writes it, and nothing else", () => {
    expect([methodOfParam('alipay'), methodOfParam('WECHAT_PAY'), methodOfParam('company_pay')]).toEqual(['ALIPAY', 'WECHAT_PAY', 'COMPANY_PAY']);
    expect([methodOfParam(null), methodOfParam(''), methodOfParam('cash'), methodOfParam('toString')]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
