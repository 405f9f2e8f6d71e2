import { createPublicKey, createVerify, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAlipayGateway, requestParams } from './alipay-api.ts';
import { beijingTimestamp, parseForm, responseText, rsa2Verify, signContent, verifyNotificationParams } from './alipay-sign.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** Alipay's published notification (fixtures/README.md): the raw body and the key it verifies with. */
const sdkBody = fixture('sdk-notification.urlencoded');
const sdkKey = createPublicKey(fixture('alipay-notify-public-key-v1.pem'));
const sdkParams = parseForm(sdkBody)!;

let stranger: ReturnType<typeof generateKeyPairSync> | undefined;
/** a key pair that signed none of the vectors (made once) */
const otherKeys = () => (stranger ??= generateKeyPairSync('rsa', { modulusLength: 2048 }));

/** The same string with one character replaced by another of its kind. */
const oneByteOff = (value: string) => {
  const i = Math.floor(value.length / 2);
  const c = value[i];
  const other = /\d/.test(c) ? String((Number(c) + 1) % 10) : c === 'A' ? 'B' : 'A';
  return value.slice(0, i) + other + value.slice(i + 1);
};

describe("Alipay's published notification (official Node SDK, checkNotifySign)", () => {
  it('is read from its urlencoded body: + is a space, the JSON text of fund_bill_list stays text', () => {
    expect(sdkParams.subject).toBe('语雀空间 500人规模');
    expect(sdkParams.gmt_create).toBe('2019-08-15 15:56:22');
    expect(sdkParams.fund_bill_list).toBe('[{"amount":"0.10","fundChannel":"ALIPAYACCOUNT"}]');
  });

  it('verifies with the key it was published with, over every parameter but sign and sign_type', () => {
    expect(verifyNotificationParams(sdkParams, sdkKey)).toBe(true);
  });

  it('fails when one byte of any field changes', () => {
    for (const name of Object.keys(sdkParams).filter((field) => field !== 'sign' && field !== 'sign_type')) {
      expect(verifyNotificationParams({ ...sdkParams, [name]: oneByteOff(sdkParams[name]) }, sdkKey), name).toBe(false);
    }
  });

  it('fails when a field is added or left out', () => {
    expect(verifyNotificationParams({ ...sdkParams, passback_params: 'x' }, sdkKey)).toBe(false);
    const { seller_id: _sellerId, ...withoutSeller } = sdkParams;
    expect(verifyNotificationParams(withoutSeller, sdkKey)).toBe(false);
  });

  it('fails when the signature changes by one byte, or is no base64 at all', () => {
    expect(verifyNotificationParams({ ...sdkParams, sign: oneByteOff(sdkParams.sign) }, sdkKey)).toBe(false);
    expect(verifyNotificationParams({ ...sdkParams, sign: 'not base64!' }, sdkKey)).toBe(false);
  });

  it('fails when sign_type is kept in the signed string: that is why it is left out', () => {
    expect(signContent(sdkParams, ['sign'])).toContain('&sign_type=RSA2&');
    expect(rsa2Verify(signContent(sdkParams, ['sign']), sdkParams.sign, sdkKey)).toBe(false);
    expect(rsa2Verify(signContent(sdkParams, ['sign', 'sign_type']), sdkParams.sign, sdkKey)).toBe(true);
  });

  it('fails with another key', () => {
    expect(verifyNotificationParams(sdkParams, otherKeys().publicKey)).toBe(false);
  });
});

describe("Alipay's published answer (official Node SDK, checkResponseSign › should work)", () => {
  const raw = fixture('sdk-response.json').toString('utf8');
  const key = createPublicKey(fixture('alipay-public-key-2019.pem'));
  const sign = (JSON.parse(raw) as { sign: string }).sign;

  it('verifies over the exact text of the _response value', () => {
    const value = responseText(raw, 'alipay_open_file_upload_response')!;
    expect(value).toBe('{"code":"10000","msg":"Success","file_id":"CAxAToWB1JsAAAAAAAAAAAAADgSLAQBr"}');
    expect(rsa2Verify(value, sign, key)).toBe(true);
    expect(rsa2Verify(value.replace('10000', '10001'), sign, key)).toBe(false);
    expect(rsa2Verify(value, sign, otherKeys().publicKey)).toBe(false);
  });

  it('would not verify re-serialised with spaces: the raw text is what is signed', () => {
    const value = JSON.stringify(JSON.parse(responseText(raw, 'alipay_open_file_upload_response')!), null, 1);
    expect(rsa2Verify(value, sign, key)).toBe(false);
  });
});

describe('responseText (the SDK getSignStr cases)', () => {
  const image = '{"code":"10000","msg":"Success","image_url":"http:\\/\\/oalipay-dl-django.alicdn.com\\/rest\\/1.0\\/image?fileIds=Zp1&zoom=original"}';

  it('keeps escaped slashes as they were sent', () => {
    expect(responseText(`{"alipay_offline_material_image_upload_response":${image},"sign":"P8x=="}`, 'alipay_offline_material_image_upload_response')).toBe(image);
  });

  it('finds the value across line breaks and spaces, and ignores a "sign" inside it', () => {
    const withSign = image.replace('"msg"', '"sign":"xxx","msg"');
    const raw = `{"alipay_offline_material_image_upload_response"\n   :\n   ${withSign},\n\n  "sign"  :  "P8x=="}`;
    expect(responseText(raw, 'alipay_offline_material_image_upload_response')).toBe(withSign);
  });

  it('answers nothing for a member that is absent, nested, or given twice, and for text that is not JSON', () => {
    expect(responseText('{"error_response":{"code":"40002"},"sign":"x"}', 'alipay_trade_query_response')).toBeUndefined();
    expect(responseText('{"outer":{"alipay_trade_query_response":{}}}', 'alipay_trade_query_response')).toBeUndefined();
    expect(responseText('{"a_response":{"code":"1"},"a_response":{"code":"2"}}', 'a_response')).toBeUndefined();
    expect(responseText('{"a_response":{"code":"1"}', 'a_response')).toBeUndefined();
    expect(responseText('[{"a_response":{}}]', 'a_response')).toBeUndefined();
  });

  it('reads strings with escaped quotes and braces inside', () => {
    const value = '{"sub_msg":"a \\"}\\" b","list":[{"x":"]"}],"n":1.5,"t":true}';
    expect(responseText(`{"x_response":${value},"sign":"s"}`, 'x_response')).toBe(value);
  });
});

describe('request signing', () => {
  it('builds the string-to-sign of the documented example (自行实现签名, https://opendocs.alipay.com/common/02kf5q)', () => {
    const biz =
      '{"button":[{"actionParam":"ZFB_HFCZ","actionType":"out","name":"话费充值"},{"name":"查询","subButton":[{"actionParam":"ZFB_YECX","actionType":"out","name":"余额查询"},{"actionParam":"ZFB_LLCX","actionType":"out","name":"流量查询"},{"actionParam":"ZFB_HFCX","actionType":"out","name":"话费查询"}]},{"actionParam":"http://m.alipay.com","actionType":"link","name":"最新优惠"}]}';
    const params = {
      app_id: '2014072300007148',
      method: 'alipay.mobile.public.menu.add',
      charset: 'GBK',
      sign_type: 'RSA2',
      timestamp: '2014-07-24 03:07:50',
      biz_content: biz,
      sign: 'e9zEAe4TTQ4LPLQvETPoLGXTiURcxiAKfMVQ6Hrrsx2hmyIEGvSfAQzbLxHrhyZ48wOJXTsD4FPnt+YGdK57+fP1BCbf9rIVycfjhYCqlFhbTu9pFnZgT55W+xbAFb9y7vL0MyAxwXUXvZtQVqEwW7pURtKilbcBTEW7TAxzgro=',
      version: '1.0',
      empty: '',
    };
    expect(signContent(params)).toBe(
      `app_id=2014072300007148&biz_content=${biz}&charset=GBK&method=alipay.mobile.public.menu.add&sign_type=RSA2&timestamp=2014-07-24 03:07:50&version=1.0`,
    );
  });

  it('signs a precreate over exactly this string, in Beijing time, and the signature verifies with the merchant key', async () => {
    const merchant = otherKeys();
    const at = new Date('2024-03-01T16:30:05Z');
    const params = requestParams('2021000000000001', 'alipay.trade.precreate', { out_trade_no: 'ORD-1', total_amount: '1799.00', subject: 'Scanner & 1 年' }, { notifyUrl: 'https://shop.example/pay/notify?x=1' }, at);
    const expected =
      'app_id=2021000000000001&biz_content={"out_trade_no":"ORD-1","total_amount":"1799.00","subject":"Scanner & 1 年"}&charset=utf-8&format=JSON' +
      '&method=alipay.trade.precreate&notify_url=https://shop.example/pay/notify?x=1&sign_type=RSA2&timestamp=2024-03-02 00:30:05&version=1.0';
    expect(signContent(params)).toBe(expected);

    let posted = '';
    const fetch = (async (_url: string, init: RequestInit) => {
      posted = String(init.body);
      return new Response('{}', { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const settings = { ALIPAY_APP_ID: '2021000000000001', ALIPAY_PRIVATE_KEY: '', ALIPAY_PUBLIC_KEY: '', ALIPAY_GATEWAY: 'https://gateway.test/gateway.do' };
    const gateway = createAlipayGateway(settings, { merchant: merchant.privateKey, alipay: merchant.publicKey }, { clock: { now: () => at }, fetch });
    await expect(gateway.call('alipay.trade.precreate', JSON.parse(params.biz_content!), { notifyUrl: 'https://shop.example/pay/notify?x=1' })).rejects.toThrow(/no alipay_trade_precreate_response/);
    const form = parseForm(posted)!;
    expect(createVerify('RSA-SHA256').update(expected, 'utf8').verify(merchant.publicKey, form.sign, 'base64')).toBe(true);
    expect(form.notify_url).toBe('https://shop.example/pay/notify?x=1');
  });

  it('writes the timestamp in Beijing time whatever the machine zone', () => {
    expect(beijingTimestamp(new Date('2023-12-31T16:00:00Z'))).toBe('2024-01-01 00:00:00');
    expect(beijingTimestamp(new Date('2024-07-01T03:04:05.999Z'))).toBe('2024-07-01 11:04:05');
  });
});

describe('parseForm', () => {
  it('refuses a parameter given twice and bytes that are not UTF-8', () => {
    expect(parseForm('a=1&a=2')).toBeUndefined();
    expect(parseForm(Buffer.from([0x61, 0x3d, 0xff]))).toBeUndefined();
    expect(parseForm('a=%E4%BD%A0+%2B')).toEqual({ a: '你 +' });
  });
});
