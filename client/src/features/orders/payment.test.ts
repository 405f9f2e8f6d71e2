import { describe, expect, it } from 'vitest';
import { arrivedWithMethod, checkStandMethods, defaultPaymentType, initialCheckStandTab, orderFormMethods, paysByRedirect } from './payment.ts';

const methods = [{ type: 'PAYPAL' }, { type: 'ALIPAY' }, { type: 'WECHAT_PAY' }, { type: 'COMPANY_PAY' }] as const;

describe('payment methods', () => {
  it('starts with WeChat Pay in Chinese and PayPal in English', () => {
    expect(defaultPaymentType('zh')).toBe('WECHAT_PAY');
    expect(defaultPaymentType('en')).toBe('PAYPAL');
  });

  it('hides bank transfer on the one-yuan order form', () => {
    expect(orderFormMethods(methods, false).map((method) => method.type)).toEqual(['PAYPAL', 'ALIPAY', 'WECHAT_PAY', 'COMPANY_PAY']);
    expect(orderFormMethods(methods, true).map((method) => method.type)).toEqual(['PAYPAL', 'ALIPAY', 'WECHAT_PAY']);
  });

  it('never offers PayPal on the checkstand, nor bank transfer for the one-yuan trial', () => {
    expect(checkStandMethods(false)).toEqual(['ALIPAY', 'WECHAT_PAY', 'COMPANY_PAY']);
    expect(checkStandMethods(true)).toEqual(['ALIPAY', 'WECHAT_PAY']);
    expect(initialCheckStandTab('COMPANY_PAY', false)).toBe('COMPANY_PAY');
    expect(initialCheckStandTab('WECHAT_PAY', true)).toBe('WECHAT_PAY');
    expect(initialCheckStandTab('COMPANY_PAY', true)).toBe('ALIPAY');
    expect(initialCheckStandTab('PAYPAL', false)).toBe('ALIPAY');
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
});
