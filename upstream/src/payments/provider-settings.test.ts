import { describe, expect, it } from 'vitest';
import { chosenProviders, PROVIDER_REQUIRED, settingsOf } from './provider-settings.ts';

describe('the payment providers a start runs', () => {
  it('are the sandbox outside production when none is named', () => {
    expect(chosenProviders(undefined, 'development')).toEqual(['sandbox']);
    expect(chosenProviders(undefined, 'test')).toEqual(['sandbox']);
  });

  it('must be named in production', () => {
    expect(() => chosenProviders(undefined, 'production')).toThrow(PROVIDER_REQUIRED);
    expect(chosenProviders('sandbox', 'production')).toEqual(['sandbox']);
  });

  it('are a comma list of paypal, alipay and wechat, and nothing else', () => {
    expect(chosenProviders(' PayPal, wechat ,alipay,paypal', 'production')).toEqual(['paypal', 'wechat', 'alipay']);
    expect(() => chosenProviders('paypal,stripe', 'production')).toThrow(/PAYMENT_PROVIDER: must be sandbox, or a comma list of paypal, alipay and wechat/);
    expect(() => chosenProviders('sandbox,paypal', 'production')).toThrow(/PAYMENT_PROVIDER/);
  });

  it('refuse to start, naming every missing setting of every chosen provider', () => {
    const attempt = () => settingsOf(['paypal', 'wechat'], { PAYPAL_CLIENT_ID: 'id', WECHATPAY_MCH_ID: '1900000001' });
    expect(attempt).toThrow(/PAYPAL_CLIENT_SECRET: missing \(PAYMENT_PROVIDER names paypal\)/);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'WECHATPAY_APP_ID', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_CERT_SERIAL', 'WECHATPAY_APIV3_KEY', 'WECHATPAY_PUBLIC_KEY', 'WECHATPAY_PUBLIC_KEY_ID'])
      expect(message).toContain(`${name}: missing`);
    // what has a default (the API addresses) or is optional (the Alipay seller) is never asked for
    expect(message).not.toMatch(/PAYPAL_API_BASE|WECHATPAY_API_BASE|PAYPAL_CLIENT_ID|WECHATPAY_MCH_ID/);
  });

  it('say what is wrong with a setting that is there, never its value', () => {
    const attempt = () =>
      settingsOf(['alipay'], { ALIPAY_APP_ID: '2021000000000000', ALIPAY_PRIVATE_KEY: 'not-a-key-secret', ALIPAY_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----' });
    expect(attempt).toThrow(/ALIPAY_PRIVATE_KEY: must be a PEM private key/);
    expect(attempt).not.toThrow(/not-a-key-secret/);
  });

  it('take PEM keys written on one line with \\n, and default the API addresses to the live ones', () => {
    const settings = settingsOf(['paypal'], { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' });
    expect(settings.paypal?.PAYPAL_API_BASE).toBe('https://api-m.paypal.com');
    const alipay = settingsOf(['alipay'], {
      ALIPAY_APP_ID: '2021000000000000',
      ALIPAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
      ALIPAY_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\\nabc\\n-----END PUBLIC KEY-----',
    });
    expect(alipay.alipay?.ALIPAY_PRIVATE_KEY).toBe('-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----');
    expect(alipay.alipay?.ALIPAY_GATEWAY).toBe('https://openapi.alipay.com/gateway.do');
  });
});
