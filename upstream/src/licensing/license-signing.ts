import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database.ts';
import { secretOf } from '../db/secret.ts';

/** What a license.key file says: compact JWS (EdDSA / Ed25519) over these claims. */
export interface LicenseClaims {
  license_id: number;
  edition_id: number;
  /** the edition's English name */
  edition: string;
  mid: string;
  /** months; -1 means 7 days */
  period: number;
  period_day: number;
  issued_at: Date;
  expires_at: Date;
  /** trials: the vulnerability data the license may use reaches up to this date (yyyy-mm-dd) */
  coverage_before?: string | null;
  /** what the edition includes (contract/license-rules.ts), stable identifiers */
  entitlements: readonly string[];
}

/** The `typ` of signed answers that are not licence files, so that one can never pass for the other. */
export const SIGNED_TYPES = { validation: 'tidewatch-validation+jwt', revocations: 'tidewatch-revocations+jwt' } as const;

export const LICENSE_ISSUER = 'tidewatch';

const newPrivateKeyPem = () => generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/**
 * The license signing key: LICENSE_SIGNING_KEY (a PKCS#8 PEM Ed25519 key) when given, else one generated on
 * first start and kept with the data. The public half is published so anyone can verify a file offline.
 */
export const createLicenseSigner = (db: Database, configuredPem?: string) => {
  let keys: Promise<{ privateKey: KeyObject; publicKey: KeyObject; publicPem: string; kid: string }> | undefined;
  const load = () =>
    (keys ??= (async () => {
      const pem = configuredPem ?? (await secretOf(db, 'license_signing_key', newPrivateKeyPem));
      const privateKey = createPrivateKey(pem);
      if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('LICENSE_SIGNING_KEY must be an Ed25519 private key (PKCS#8 PEM)');
      const publicKey = createPublicKey(privateKey);
      const kid = await calculateJwkThumbprint(await exportJWK(publicKey));
      return { privateKey, publicKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), kid };
    })());

  return {
    ready: async () => void (await load()),
    publicKeyPem: async () => (await load()).publicPem,
    /** The license.key file: iat/exp are the issue and expiry times, sub the license, the rest its terms. */
    sign: async (claims: LicenseClaims) => {
      const { privateKey, kid } = await load();
      return new SignJWT({
        license_id: claims.license_id,
        edition_id: claims.edition_id,
        edition: claims.edition,
        mid: claims.mid,
        period: claims.period,
        period_day: claims.period_day,
        entitlements: [...claims.entitlements],
        ...(claims.coverage_before ? { coverage_before: claims.coverage_before } : {}),
      })
        .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid })
        .setIssuer(LICENSE_ISSUER)
        .setSubject(`license:${claims.license_id}`)
        .setIssuedAt(Math.floor(claims.issued_at.getTime() / 1000))
        .setExpirationTime(Math.floor(claims.expires_at.getTime() / 1000))
        .sign(privateKey);
    },
    /**
     * A license.key file's claims when this key signed it and it has not expired at `now`; undefined for anything
     * else (altered, another key, another `typ`, not a JWS at all), which the caller refuses as not a licence file.
     */
    verify: async (file: string, now: Date) => {
      const { publicKey } = await load();
      try {
        const { payload } = await jwtVerify(file, publicKey, { issuer: LICENSE_ISSUER, typ: 'JWT', algorithms: ['EdDSA'], currentDate: now });
        return typeof payload.license_id === 'number' && typeof payload.mid === 'string' && typeof payload.iat === 'number'
          ? { license_id: payload.license_id, mid: payload.mid, iat: payload.iat }
          : undefined;
      } catch {
        return undefined;
      }
    },
    /**
     * Another signed answer of the licence key (a validation, the revocation list): the same key, its own `typ`
     * and subject, so a client verifies it as it verifies license.key and cannot mistake it for one.
     */
    signAnswer: async (type: keyof typeof SIGNED_TYPES, subject: string, payload: Record<string, unknown>, issuedAt: Date) => {
      const { privateKey, kid } = await load();
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'EdDSA', typ: SIGNED_TYPES[type], kid })
        .setIssuer(LICENSE_ISSUER)
        .setSubject(subject)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .sign(privateKey);
    },
  };
};

export type LicenseSigner = ReturnType<typeof createLicenseSigner>;
