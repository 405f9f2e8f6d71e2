import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK } from 'jose';
import type { Database } from '../db/database.ts';
import { secretOf } from '../db/secret.ts';
import type { Runtime } from '../runtime/runtime.ts';

const newPrivateKeyPem = () => generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/**
 * The package signing key, kept like the licence key but its own: PLUGIN_SIGNING_KEY (a PKCS#8 PEM Ed25519 key)
 * when given, else one generated on first start and kept in the database, so every copy of the upstream signs
 * with the same key. A signature is Ed25519 over the zip's exact bytes, base64; the public half is published
 * (`GET /api/plugin-signing-key`), so the desktop client, or anyone, checks a downloaded package offline.
 */
export const createPackageSigner = (db: Database, configuredPem?: string) => {
  let keys: Promise<{ privateKey: KeyObject; publicKey: KeyObject; publicPem: string; keyId: string }> | undefined;
  const load = () =>
    (keys ??= (async () => {
      const pem = configuredPem ?? (await secretOf(db, 'plugin_signing_key', newPrivateKeyPem));
      const privateKey = createPrivateKey(pem);
      if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('PLUGIN_SIGNING_KEY must be an Ed25519 private key (PKCS#8 PEM)');
      const publicKey = createPublicKey(privateKey);
      const keyId = await calculateJwkThumbprint(await exportJWK(publicKey));
      return { privateKey, publicKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(), keyId };
    })());

  return {
    ready: async () => void (await load()),
    publicKeyPem: async () => (await load()).publicPem,
    /** the key's id (JWK thumbprint), stored beside each signature */
    keyId: async () => (await load()).keyId,
    /** Ed25519 over exactly these bytes, base64 (64 bytes signed → 88 characters). */
    sign: async (bytes: Uint8Array) => sign(null, bytes, (await load()).privateKey).toString('base64'),
  };
};

export type PackageSigner = ReturnType<typeof createPackageSigner>;

/** What the market needs besides the kernel's runtime: the signer of approved packages. */
export type PluginsRuntime = Runtime & { packageSigner: PackageSigner };
