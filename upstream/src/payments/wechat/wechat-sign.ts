import { createDecipheriv, createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * The cryptography of WeChat Pay API v3, pure: no network, no clock, no settings.
 *
 * - Requests are signed SHA256-with-RSA (PKCS#1 v1.5) by the merchant's API key over five lines, each ending in \n:
 *   method, path with its query, timestamp in seconds, nonce, body (empty for GET); the signature travels, base64, in
 *   `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`.
 *   https://pay.weixin.qq.com/wiki/doc/apiv3/wechatpay/wechatpay4_0.shtml (签名生成)
 * - Answers and notifications are signed the same way by WeChat Pay's platform key over three lines: the
 *   Wechatpay-Timestamp header, the Wechatpay-Nonce header, the body (an empty body leaves a lone \n).
 *   https://pay.weixin.qq.com/wiki/doc/apiv3/wechatpay/wechatpay4_1.shtml (签名验证)
 * - Notification resources and downloaded platform certificates are encrypted AEAD_AES_256_GCM: the key is the 32
 *   bytes of the APIv3 key, the nonce and associated_data are UTF-8 strings, the ciphertext is base64 and its last 16
 *   bytes are the tag. https://pay.weixin.qq.com/wiki/doc/apiv3_partner/wechatpay/wechatpay4_2.shtml
 *   (证书和回调报文解密; RFC 5116)
 */

export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
export const AEAD_AES_256_GCM = 'AEAD_AES_256_GCM';
const TAG_BYTES = 16;

/** The five lines a request is signed over; `pathAndQuery` is the URL without its origin (`/v3/…?mchid=…`). */
export const requestMessage = (method: string, pathAndQuery: string, timestamp: string, nonce: string, body: string) =>
  `${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`;

/** SHA256-with-RSA over the UTF-8 bytes of `message`, base64. */
export const signMessage = (privateKey: KeyObject | string, message: string | Buffer) =>
  createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');

/** Whether `signature` (base64) is the platform key's SHA256-with-RSA signature of `message`; never throws. */
export const verifyMessage = (publicKey: KeyObject | string, message: string | Buffer, signature: string) => {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
};

export interface Merchant {
  mchId: string;
  /** the merchant API certificate's serial number (serial_no) */
  serialNo: string;
  privateKey: KeyObject | string;
}

/** The `Authorization` header of a request: the scheme, then the five fields (the order of the fields is free). */
export const authorization = (merchant: Merchant, request: { method: string; pathAndQuery: string; body: string; timestamp: string; nonce: string }) => {
  const signature = signMessage(merchant.privateKey, requestMessage(request.method, request.pathAndQuery, request.timestamp, request.nonce, request.body));
  return (
    `${AUTH_SCHEME} mchid="${merchant.mchId}",nonce_str="${request.nonce}",signature="${signature}",` +
    `timestamp="${request.timestamp}",serial_no="${merchant.serialNo}"`
  );
};

/** The three lines an answer or a notification is signed over, as bytes: the body is taken exactly as it came. */
export const answerMessage = (timestamp: string, nonce: string, body: Buffer | string) =>
  Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`), Buffer.isBuffer(body) ? body : Buffer.from(body), Buffer.from('\n')]);

/** The four Wechatpay-* headers of a signed answer or notification. */
export interface SignedHeaders {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
}

/** The Wechatpay-* headers from headers named in lower case, or null when one is missing or the timestamp is not seconds. */
export const signedHeaders = (headers: Record<string, string | undefined> | Headers): SignedHeaders | null => {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]) ?? '';
  const found = {
    timestamp: get('wechatpay-timestamp'),
    nonce: get('wechatpay-nonce'),
    signature: get('wechatpay-signature'),
    serial: get('wechatpay-serial'),
  };
  if (!found.nonce || !found.signature || !found.serial || !/^\d{1,12}$/.test(found.timestamp)) return null;
  return found;
};

/** Whether a Wechatpay-Timestamp (seconds) is within `windowMs` of `now`, either way. */
export const isFresh = (timestamp: string, now: Date, windowMs: number) => Math.abs(now.getTime() - Number(timestamp) * 1000) <= windowMs;

/**
 * Whether signed headers and a body verify with `publicKey`. WeChat Pay also sends probes whose signature starts with
 * WECHATPAY/SIGNTEST/ to check that merchants verify; they fail here like any other bad signature.
 */
export const verifyAnswer = (publicKey: KeyObject | string, headers: SignedHeaders, body: Buffer | string) =>
  verifyMessage(publicKey, answerMessage(headers.timestamp, headers.nonce, body), headers.signature);

/** An encrypted resource as notifications and the certificate download carry it. */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/**
 * The plaintext of an AEAD_AES_256_GCM resource, or null when anything is wrong: another algorithm, a key that is not
 * 32 bytes, a ciphertext shorter than its tag, or a tag that does not authenticate (one byte changed anywhere).
 */
export const decryptResource = (resource: EncryptedResource, apiV3Key: Buffer | string): string | null => {
  const key = Buffer.isBuffer(apiV3Key) ? apiV3Key : Buffer.from(apiV3Key, 'utf8');
  if (resource.algorithm !== AEAD_AES_256_GCM || key.length !== 32 || !resource.nonce) return null;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(resource.ciphertext)) return null;
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length < TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(resource.nonce, 'utf8'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
};
