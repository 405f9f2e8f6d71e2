import { createCipheriv, createPrivateKey, createPublicKey, createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

/**
 * The fake WeChat Pay's own cryptography, written apart from the adapter's on purpose (a shared mistake would pass
 * both sides): it checks the merchant's request signatures, signs its answers and notifications with its platform
 * key, and encrypts resources and certificates AEAD_AES_256_GCM with the APIv3 key, as WeChat Pay's documentation says.
 * https://pay.weixin.qq.com/wiki/doc/apiv3/wechatpay/wechatpay4_0.shtml,
 * https://pay.weixin.qq.com/wiki/doc/apiv3/wechatpay/wechatpay4_1.shtml,
 * https://pay.weixin.qq.com/wiki/doc/apiv3_partner/wechatpay/wechatpay4_2.shtml
 */

export interface RsaKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** SPKI PEM (-----BEGIN PUBLIC KEY-----) */
  publicPem: string;
  /** PKCS#8 PEM (-----BEGIN PRIVATE KEY-----) */
  privatePem: string;
}

/** A fresh 2048-bit RSA key pair (the merchant's, the platform's, or a stranger's). */
export const rsaKeys = (): RsaKeys => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    publicKey,
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};

/** The key pair of a given private key (PKCS#8 PEM): a platform key made by whoever configures the merchant too. */
export const rsaKeysOf = (privatePem: string): RsaKeys => {
  const privateKey = createPrivateKey(privatePem);
  const publicKey = createPublicKey(privateKey);
  return {
    privateKey,
    publicKey,
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};

export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

/** base64 SHA256withRSA of a string's UTF-8 bytes. */
export const rsaSign = (key: KeyObject, text: string | Buffer) => createSign('sha256').update(text).sign(key).toString('base64');

/** The fields of `Authorization: WECHATPAY2-SHA256-RSA2048 k="v",k="v",…`, or null when it has another shape. */
export const authorizationFields = (header: string | undefined) => {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header ?? '');
  if (!match) return null;
  const fields: Record<string, string> = {};
  for (const part of match[1].split(',')) {
    const pair = /^\s*([a-z_]+)="([^"]*)"\s*$/.exec(part);
    if (!pair) return null;
    fields[pair[1]] = pair[2];
  }
  return fields;
};

export interface MerchantCheck {
  mchId: string;
  serialNo: string;
  publicKey: KeyObject;
  nowSeconds: number;
}

/** Why a request's signature is refused (the message WeChat Pay would give), or undefined when it is the merchant's. */
export const requestSignatureFault = (check: MerchantCheck, method: string, url: string, body: string, header: string | undefined) => {
  const fields = authorizationFields(header);
  if (!fields) return 'Authorization is missing or not WECHATPAY2-SHA256-RSA2048';
  const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serial } = fields;
  if (!mchid || !nonce || !signature || !timestamp || !serial) return 'Authorization lacks a field';
  if (mchid !== check.mchId) return 'mchid is not the merchant’s';
  if (serial !== check.serialNo) return 'serial_no is not the merchant certificate’s';
  if (!/^\d+$/.test(timestamp) || Math.abs(Number(timestamp) - check.nowSeconds) > 300) return 'Http头Authorization中的timestamp与发起请求的时间不得超过5分钟';
  const message = [method, url, timestamp, nonce, body].map((line) => `${line}\n`).join('');
  const verified = createVerify('sha256').update(message).verify(check.publicKey, Buffer.from(signature, 'base64'));
  return verified ? undefined : '签名错误';
};

/** A resource sealed AEAD_AES_256_GCM: ciphertext and the 16-byte tag after it, base64. */
export const sealResource = (apiV3Key: string, plaintext: string, associatedData: string, originalType?: string) => {
  const nonce = randomBytes(9).toString('base64url').slice(0, 12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    ...(originalType ? { original_type: originalType } : {}),
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: associatedData,
    nonce,
  };
};

/** A self-signed platform certificate over `keys` with a 40-hex-digit serial, as WeChat Pay's platform certificates have. */
export const platformCertificate = (keys: RsaKeys, start: Date) => {
  const serial = `5${randomHex(20).slice(1)}`;
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(keys.publicPem);
  certificate.serialNumber = serial.toLowerCase();
  certificate.validity.notBefore = new Date(start.getTime() - 24 * 3600_000);
  certificate.validity.notAfter = new Date(start.getTime() + 5 * 365 * 24 * 3600_000);
  const name = [
    { name: 'commonName', value: 'Tenpay.com Root CA (fake)' },
    { name: 'organizationName', value: 'Tenpay.com' },
    { name: 'countryName', value: 'CN' },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  const rsaPem = keys.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  certificate.sign(forge.pki.privateKeyFromPem(rsaPem), forge.md.sha256.create());
  return { serial, pem: forge.pki.certificateToPem(certificate), expires: certificate.validity.notAfter };
};

/** A date as WeChat Pay writes them: RFC 3339 in Beijing time (2018-06-08T10:34:56+08:00). */
export const beijingTime = (date: Date) => `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

export const publicKeyOf = (pem: string) => createPublicKey(pem);
