import { randomUUID, type KeyObject } from 'node:crypto';
import { beijingTime, platformCertificate, randomHex, rsaKeys, rsaKeysOf, rsaSign, sealResource, type RsaKeys } from './fake-crypto.ts';

/**
 * The fake WeChat Pay's platform identity: the key it signs answers and notifications with, and the serial it names
 * in Wechatpay-Serial.
 * - public-key mode (the newer one): one RSA key, its id PUB_KEY_ID_…; https://pay.weixin.qq.com/doc/v3/merchant/4012153196
 * - certificate mode (the older one): platform certificates listed, encrypted with the APIv3 key, by GET
 *   /v3/certificates; `rotate()` adds a new one and signs with it from then on, as WeChat Pay does when it replaces
 *   a certificate. https://wechatpay-api.gitbook.io/wechatpay-api-v3/jie-kou-wen-dang/ping-tai-zheng-shu
 */

export type PlatformMode = 'public-key' | 'certificate';

interface Certificate {
  serial: string;
  pem: string;
  keys: RsaKeys;
  effective: Date;
  expires: Date;
}

export interface SignOptions {
  /** the Wechatpay-Timestamp (default: now) */
  at?: Date;
  /** sign with this key instead of the platform's (a forger's) */
  key?: KeyObject;
  /** name this serial instead of the signer's */
  serial?: string;
}

/** Public-key mode's key and its id, when the test made them (default: fresh ones). */
export interface GivenPublicKey {
  /** PKCS#8 PEM of WeChat Pay's private key */
  privatePem: string;
  /** WECHATPAY_PUBLIC_KEY_ID */
  id: string;
}

export const createPlatform = (mode: PlatformMode, apiV3Key: string, now: () => Date, given?: GivenPublicKey) => {
  const publicKeys = given ? rsaKeysOf(given.privatePem) : rsaKeys();
  const publicKeyId = given?.id ?? `PUB_KEY_ID_01${randomHex(16).replace(/[A-F]/g, '0').slice(0, 30)}`;
  const certificates: Certificate[] = [];
  const addCertificate = () => {
    const keys = rsaKeys();
    const made = platformCertificate(keys, now());
    certificates.push({ serial: made.serial, pem: made.pem, keys, effective: now(), expires: made.expires });
    return made.serial;
  };
  if (mode === 'certificate') addCertificate();

  const signer = () => {
    if (mode === 'public-key') return { serial: publicKeyId, key: publicKeys.privateKey };
    const current = certificates[certificates.length - 1];
    return { serial: current.serial, key: current.keys.privateKey };
  };

  /** The Wechatpay-* headers of a body: the signature over timestamp\nnonce\nbody\n. */
  const signHeaders = (body: Buffer | string, options: SignOptions = {}) => {
    const { serial, key } = signer();
    const timestamp = String(Math.floor((options.at ?? now()).getTime() / 1000));
    const nonce = randomHex(16);
    const message = Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`), Buffer.from(body), Buffer.from('\n')]);
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': rsaSign(options.key ?? key, message),
      'Wechatpay-Serial': options.serial ?? serial,
      'Request-ID': randomUUID(),
    };
  };

  /** The /v3/certificates answer in certificate mode (undefined in public-key mode). */
  const certificatesBody = () =>
    mode === 'certificate'
      ? {
          data: certificates.map((certificate) => ({
            serial_no: certificate.serial,
            effective_time: beijingTime(certificate.effective),
            expire_time: beijingTime(certificate.expires),
            encrypt_certificate: sealResource(apiV3Key, certificate.pem, 'certificate'),
          })),
        }
      : undefined;

  return {
    mode,
    /** the id of the WeChat Pay public key (WECHATPAY_PUBLIC_KEY_ID) */
    publicKeyId,
    /** the WeChat Pay public key, SPKI PEM (WECHATPAY_PUBLIC_KEY) */
    publicKeyPem: publicKeys.publicPem,
    signHeaders,
    certificatesBody,
    /** certificate mode: a new platform certificate, signing from now on; its serial */
    rotate: addCertificate,
    currentSerial: () => signer().serial,
  };
};

export type Platform = ReturnType<typeof createPlatform>;
