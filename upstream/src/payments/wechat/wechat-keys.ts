import { createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { MINUTE, type Clock } from '../../domain/clock.ts';
import { answerFault, type RawAnswer } from './wechat-api.ts';
import { decryptResource, type EncryptedResource } from './wechat-sign.ts';

/**
 * The platform keys WeChat Pay signs answers and notifications with, found by the Wechatpay-Serial they carry:
 * - the WeChat Pay public key, when the serial is its id (PUB_KEY_ID_…): the newer mode, a key with no expiry that
 *   the merchant downloads once; https://pay.weixin.qq.com/doc/v3/merchant/4012153196
 * - otherwise a platform certificate (the older mode), downloaded with GET /v3/certificates, each certificate
 *   encrypted AEAD_AES_256_GCM with the APIv3 key, kept by serial_no and downloaded again when a serial we do not hold
 *   appears (WeChat Pay adds a new certificate 24 hours before it starts signing with it).
 *   https://wechatpay-api.gitbook.io/wechatpay-api-v3/jie-kou-wen-dang/ping-tai-zheng-shu
 * During a switch between the modes both serials occur, so both are kept.
 * https://pay.weixin.qq.com/doc/v3/merchant/4012154180
 */

/** The least time between two downloads that an unknown serial sets off, so forged serials cannot make us flood WeChat Pay. */
export const REFRESH_INTERVAL = MINUTE;

export interface PlatformKeysOptions {
  publicKeyId: string;
  publicKey: string;
  apiV3Key: string;
  clock: Clock;
  /** GET /v3/certificates, signed, its answer unverified (the certificates it carries verify it) */
  download: () => Promise<RawAnswer>;
}

interface CertificateEntry {
  serial_no?: unknown;
  expire_time?: unknown;
  encrypt_certificate?: Partial<EncryptedResource>;
}

const sameSerial = (a: string, b: string) => a.replace(/^0+/, '').toUpperCase() === b.replace(/^0+/, '').toUpperCase();

/** The certificates of a download, decrypted and checked (the serial_no must be the certificate's), by serial. */
export const certificatesOf = (body: unknown, apiV3Key: string, now: Date) => {
  const found = new Map<string, KeyObject>();
  const data = (body as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(data)) return found;
  for (const entry of data as CertificateEntry[]) {
    const serial = entry.serial_no;
    const sealed = entry.encrypt_certificate;
    if (typeof serial !== 'string' || !sealed || typeof sealed.ciphertext !== 'string' || typeof sealed.nonce !== 'string') continue;
    if (typeof entry.expire_time === 'string' && Date.parse(entry.expire_time) < now.getTime()) continue;
    const pem = decryptResource({ algorithm: String(sealed.algorithm), ciphertext: sealed.ciphertext, nonce: sealed.nonce, associated_data: sealed.associated_data }, apiV3Key);
    if (!pem) continue;
    try {
      const certificate = new X509Certificate(pem);
      if (sameSerial(certificate.serialNumber, serial)) found.set(serial.toUpperCase(), certificate.publicKey);
    } catch {
      // not a certificate: skipped
    }
  }
  return found;
};

export const createPlatformKeys = (options: PlatformKeysOptions) => {
  const publicKey = createPublicKey(options.publicKey);
  let certificates = new Map<string, KeyObject>();
  let lastDownload = Number.NEGATIVE_INFINITY;
  let downloading: Promise<void> | undefined;

  const known = (serial: string) => (serial === options.publicKeyId ? publicKey : certificates.get(serial.toUpperCase()));

  /**
   * Downloads the certificates; the answer must verify with one of them (or the public key) before they are kept, and
   * an answer that does not verify throws.
   */
  const refresh = async () => {
    lastDownload = options.clock.now().getTime();
    const answer = await options.download();
    // a merchant that has switched to the public key may have no certificates to list: then no serial but the public
    // key's is known (a failure to reach WeChat Pay, thrown by `download`, is not this)
    if (answer.status !== 200) return;
    let body: unknown;
    try {
      body = JSON.parse(answer.body.toString('utf8'));
    } catch {
      throw new Error('WeChat Pay listed its platform certificates in something that is not JSON');
    }
    const fresh = certificatesOf(body, options.apiV3Key, options.clock.now());
    const keyFor = async (serial: string) => (serial === options.publicKeyId ? publicKey : (fresh.get(serial.toUpperCase()) ?? certificates.get(serial.toUpperCase())));
    const fault = await answerFault(answer, keyFor, options.clock.now());
    if (fault) throw new Error(`WeChat Pay's list of platform certificates does not verify: ${fault}`);
    certificates = new Map([...certificates, ...fresh]);
  };

  return {
    /** The key `serial` names; an unknown serial downloads the certificates again (at most once a minute). */
    async keyFor(serial: string): Promise<KeyObject | undefined> {
      const key = known(serial);
      if (key || serial === options.publicKeyId) return key;
      if (!downloading && options.clock.now().getTime() - lastDownload >= REFRESH_INTERVAL) {
        downloading = refresh().finally(() => {
          downloading = undefined;
        });
      }
      if (downloading) await downloading;
      return known(serial);
    },
    /** The serials of the platform certificates held (tests, diagnostics). */
    certificateSerials: () => [...certificates.keys()],
  };
};

export type PlatformKeys = ReturnType<typeof createPlatformKeys>;
