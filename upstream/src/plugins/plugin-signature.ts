import type { Database } from '../db/database.ts';
import type { PackageSigner } from './package-signing.ts';

/**
 * The signature of every approved package by the site's current key. Approving signs the package in the same
 * transaction (plugin-publish.ts); this catches the rest at start: the demo packages, versions approved before
 * packages were signed, and all of them after PLUGIN_SIGNING_KEY changed (each signature records its key id).
 * Ed25519 is deterministic, so copies of the upstream doing it at once write the same values.
 */
export const signApprovedPackages = async (db: Database, signer: PackageSigner) => {
  const keyId = await signer.keyId();
  let signed = 0;
  for (;;) {
    const batch = await db
      .selectFrom('plugin_version as v')
      .innerJoin('plugin_package as pkg', 'pkg.hash', 'v.version_hash')
      .select(['v.id', 'pkg.content'])
      .where('v.review_state', '=', 'approved')
      .where((eb) => eb.or([eb('v.signature', 'is', null), eb('v.signature_key', 'is', null), eb('v.signature_key', '!=', keyId)]))
      .orderBy('v.id')
      .limit(20)
      .execute();
    if (!batch.length) return signed;
    for (const { id, content } of batch) {
      await db.updateTable('plugin_version').set({ signature: await signer.sign(content), signature_key: keyId }).where('id', '=', id).execute();
      signed += 1;
    }
  }
};

/** The signature columns of a package being approved now. */
export const signatureOf = async (signer: PackageSigner, content: Uint8Array) => ({ signature: await signer.sign(content), signature_key: await signer.keyId() });
