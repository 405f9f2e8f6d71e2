import { createCipheriv, createPrivateKey, createSign, createVerify, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { certificatesOf } from './wechat-keys.ts';
import { answerMessage, authorization, decryptResource, isFresh, requestMessage, signedHeaders, signMessage, verifyAnswer, verifyMessage } from './wechat-sign.ts';

/** Published vectors of WeChat Pay's official SDKs (fixtures/README.md names each source). */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const vectors = JSON.parse(fixture('official-vectors.json'));
const testingKey = (name: string) => createPrivateKey(fixture(name).replaceAll('TESTING KEY', 'PRIVATE KEY'));
const javaCertificate = new X509Certificate(fixture(vectors.rsaWechatpayJava.certificateFile));

describe('the signed request (WECHATPAY2-SHA256-RSA2048)', () => {
  it('signs five lines, each ending in \\n, the body empty for GET (the documentation’s example)', () => {
    expect(requestMessage('GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe(
      'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
    );
  });

  it('keeps the query in the URL line and the JSON body exactly as sent', () => {
    expect(requestMessage('GET', '/v3/pay/transactions/out-trade-no/TW01?mchid=1230000109', '1554208460', 'N1', '')).toBe(
      'GET\n/v3/pay/transactions/out-trade-no/TW01?mchid=1230000109\n1554208460\nN1\n\n',
    );
    const body = '{"appid":"wx8888888888888888","amount":{"total":100,"currency":"CNY"}}';
    expect(Buffer.from(requestMessage('POST', '/v3/pay/transactions/native', '1554208460', 'N2', body))).toEqual(
      Buffer.from(`POST\n/v3/pay/transactions/native\n1554208460\nN2\n${body}\n`),
    );
  });

  it('puts the scheme and the five fields in Authorization, the signature verifying over the hand-written message', () => {
    const merchant = { mchId: '1900009191', serialNo: vectors.rsaWechatpayJava.certificateSerial, privateKey: testingKey(vectors.rsaWechatpayJava.privateKeyFile) };
    const header = authorization(merchant, { method: 'GET', pathAndQuery: '/v3/certificates', body: '', timestamp: '1554208460', nonce: '593BEC0C930BF1AFEB40B4A08C8FB242' });
    const signature = /signature="([^"]+)"/.exec(header)?.[1] ?? '';
    expect(header).toBe(
      `WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="${signature}",` +
        `timestamp="1554208460",serial_no="5F1C72E2A8931B72A2E13AF8DEE92471EB397115"`,
    );
    const expected = 'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n';
    expect(createVerify('RSA-SHA256').update(expected).verify(javaCertificate.publicKey, signature, 'base64')).toBe(true);
  });
});

describe('SHA256-with-RSA against the official SDKs’ vectors', () => {
  it('signs wechatpay-java’s `message` and wechatpay-go’s `source` to their published signatures', () => {
    expect(signMessage(testingKey(vectors.rsaWechatpayJava.privateKeyFile), vectors.rsaWechatpayJava.message)).toBe(vectors.rsaWechatpayJava.signature);
    expect(signMessage(testingKey(vectors.rsaWechatpayGo.privateKeyFile), vectors.rsaWechatpayGo.message)).toBe(vectors.rsaWechatpayGo.signature);
  });

  it('verifies wechatpay-java’s signature with its certificate, and nothing else', () => {
    const { message, signature, certificateSerial } = vectors.rsaWechatpayJava;
    expect(javaCertificate.serialNumber).toBe(certificateSerial);
    expect(verifyMessage(javaCertificate.publicKey, message, signature)).toBe(true);
    expect(verifyMessage(javaCertificate.publicKey, `${message}!`, signature)).toBe(false);
    expect(verifyMessage(javaCertificate.publicKey, message, vectors.rsaWechatpayGo.signature)).toBe(false);
    expect(verifyMessage(javaCertificate.publicKey, message, 'WECHATPAY/SIGNTEST/abc')).toBe(false);
  });
});

describe('AEAD_AES_256_GCM', () => {
  it('decrypts wechatpay-java’s vector with its APIv3 key', () => {
    const { apiV3Key, associatedData, nonce, ciphertext, plaintext } = vectors.aeadWechatpayJava;
    expect(decryptResource({ algorithm: 'AEAD_AES_256_GCM', ciphertext, nonce, associated_data: associatedData }, apiV3Key)).toBe(plaintext);
    expect(decryptResource({ algorithm: 'AEAD_AES_256_GCM', ciphertext, nonce, associated_data: associatedData }, 'b7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb')).toBeNull();
  });

  it('decrypts wechatpay-java’s certificate download to the certificate its serial_no names', () => {
    const { apiV3Key, serialNo, response } = vectors.certificateDownloadWechatpayJava;
    const certificates = certificatesOf(response, apiV3Key, new Date('2024-01-01T00:00:00Z'));
    expect([...certificates.keys()]).toEqual([serialNo]);
    expect(certificatesOf(response, apiV3Key, new Date('2029-01-01T00:00:00Z')).size).toBe(0);
    expect(certificatesOf({ data: [{ ...response.data[0], serial_no: 'ABCDEF' }] }, apiV3Key, new Date('2024-01-01T00:00:00Z')).size).toBe(0);
  });

  const key = 'abcdefghijklmnopqrstuvwxyz012345';
  /** The test's own encryption, as the documentation describes it: ciphertext then the 16-byte tag, base64. */
  const seal = (plaintext: string, nonce = 'q1w2e3r4t5y6', associated = 'transaction') => {
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from(associated));
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]).toString('base64');
    return { algorithm: 'AEAD_AES_256_GCM', ciphertext, nonce, associated_data: associated };
  };
  const flip = (base64: string, at: number) => {
    const bytes = Buffer.from(base64, 'base64');
    bytes[at] ^= 1;
    return bytes.toString('base64');
  };

  it('decrypts a resource the test encrypted, UTF-8 included', () => {
    const plaintext = JSON.stringify({ out_trade_no: 'TW01', trade_state: 'SUCCESS', summary: '支付成功' });
    expect(decryptResource(seal(plaintext), key)).toBe(plaintext);
  });

  it('refuses when one byte of the ciphertext, the nonce, the associated data or the tag changes', () => {
    const sealed = seal('{"trade_state":"SUCCESS"}');
    const length = Buffer.from(sealed.ciphertext, 'base64').length;
    expect(decryptResource({ ...sealed, ciphertext: flip(sealed.ciphertext, 0) }, key)).toBeNull();
    expect(decryptResource({ ...sealed, ciphertext: flip(sealed.ciphertext, length - 1) }, key)).toBeNull();
    expect(decryptResource({ ...sealed, nonce: 'q1w2e3r4t5y7' }, key)).toBeNull();
    expect(decryptResource({ ...sealed, associated_data: 'transactioN' }, key)).toBeNull();
    expect(decryptResource({ ...sealed, associated_data: undefined }, key)).toBeNull();
  });

  it('refuses another algorithm, a key that is not 32 bytes, and a ciphertext shorter than a tag', () => {
    const sealed = seal('x');
    expect(decryptResource({ ...sealed, algorithm: 'AEAD_AES_128_GCM' }, key)).toBeNull();
    expect(decryptResource(sealed, key.slice(1))).toBeNull();
    expect(decryptResource({ ...sealed, ciphertext: randomBytes(15).toString('base64') }, key)).toBeNull();
    expect(decryptResource({ ...sealed, ciphertext: 'not base64!' }, key)).toBeNull();
  });
});

describe('answers and notifications signed by the platform', () => {
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  /** The test signs as WeChat Pay would, with its own code. */
  const signed = (body: string, key = platform.privateKey) => {
    const headers = { timestamp: '1554209980', nonce: 'c5ac7061fccab6bf3e254dcf98995b8c', serial: 'PUB_KEY_ID_0114232134912410000000000000' };
    const signature = createSign('RSA-SHA256').update(`${headers.timestamp}\n${headers.nonce}\n${body}\n`).sign(key, 'base64');
    return { ...headers, signature };
  };

  it('verifies over timestamp\\nnonce\\nbody\\n (an empty body leaves a lone \\n)', () => {
    expect(answerMessage('1554209980', 'n', '')).toEqual(Buffer.from('1554209980\nn\n\n'));
    const body = '{"code_url":"weixin://wxpay/bizpayurl?pr=p4lpSuKzz"}';
    expect(verifyAnswer(platform.publicKey, signed(body), Buffer.from(body))).toBe(true);
    expect(verifyAnswer(platform.publicKey, signed(''), Buffer.alloc(0))).toBe(true);
  });

  it('refuses a changed body, a changed timestamp, and another key', () => {
    const body = '{"trade_state":"NOTPAY"}';
    expect(verifyAnswer(platform.publicKey, signed(body), '{"trade_state":"SUCCESS"}')).toBe(false);
    expect(verifyAnswer(platform.publicKey, { ...signed(body), timestamp: '1554209981' }, body)).toBe(false);
    expect(verifyAnswer(platform.publicKey, signed(body, stranger.privateKey), body)).toBe(false);
  });

  it('reads the Wechatpay-* headers only when all four are there and the timestamp is seconds', () => {
    const all = { 'wechatpay-timestamp': '1554209980', 'wechatpay-nonce': 'n', 'wechatpay-signature': 's', 'wechatpay-serial': 'S' };
    expect(signedHeaders(all)).toEqual({ timestamp: '1554209980', nonce: 'n', signature: 's', serial: 'S' });
    expect(signedHeaders({ ...all, 'wechatpay-serial': undefined })).toBeNull();
    expect(signedHeaders({ ...all, 'wechatpay-timestamp': '1554209980000x' })).toBeNull();
    expect(signedHeaders(new Headers({ 'Wechatpay-Timestamp': '1', 'Wechatpay-Nonce': 'n', 'Wechatpay-Signature': 's', 'Wechatpay-Serial': 'S' }))).not.toBeNull();
  });

  it('takes a timestamp as fresh up to 5 minutes from the clock, either way', () => {
    const now = new Date(1_554_209_980_000);
    expect(isFresh('1554209980', now, 300_000)).toBe(true);
    expect(isFresh(String(1_554_209_980 - 300), now, 300_000)).toBe(true);
    expect(isFresh(String(1_554_209_980 - 301), now, 300_000)).toBe(false);
    expect(isFresh(String(1_554_209_980 + 301), now, 300_000)).toBe(false);
  });
});
