// What the desktop product does offline with the licence service's signed answers (Node 18+, `npm install jose`):
// trust a license.key, a cached validate answer or the revocation list only when the licence key signed it.
//   node verify-license.mjs license.key <MID> [entitlement] [revocations.json]
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { importSPKI, jwtVerify } from 'jose';

const ISSUER = 'tidewatch';

/** The licence key's public half: GET /api/license/public-key (SPKI PEM). */
export const loadPublicKey = (pem) => importSPKI(pem, 'EdDSA');

/** The MID as revocation lists name it. */
export const midHash = (mid) => createHash('sha256').update(mid.toUpperCase()).digest('hex');

/**
 * A license.key: signed by the licence key, not expired, bound to this machine and, given the signed revocation
 * list (GET /api/license/revocations), not revoked by a move. Answers the licence's claims; throws otherwise.
 */
export async function verifyLicense(fileText, key, { mid, revocations } = {}) {
  const { payload } = await jwtVerify(fileText.trim(), key, { issuer: ISSUER, typ: 'JWT' });
  if (payload.mid !== mid.toUpperCase()) throw new Error('licensed to another machine');
  if (revocations) {
    const { payload: list } = await jwtVerify(revocations.signed, key, { issuer: ISSUER, typ: 'tidewatch-revocations+jwt' });
    const mine = midHash(mid);
    const revoked = list.revoked.some((r) => r.license_id === payload.license_id && r.mid_sha256 === mine && payload.iat * 1000 < Date.parse(r.revoked_at));
    if (revoked) throw new Error('this license was moved to another machine');
  }
  return payload;
}

/** A validate answer kept from the last time online: trusted only with the licence key's signature, for this machine. */
export async function verifyValidation(signed, key, { mid }) {
  const { payload } = await jwtVerify(signed, key, { issuer: ISSUER, typ: 'tidewatch-validation+jwt' });
  if (payload.mid !== mid.toUpperCase()) throw new Error('an answer for another machine');
  return payload;
}

/** Whether verified claims (a licence or a validate answer) include a feature, by its stable identifier. */
export const entitled = (claims, entitlement) => Array.isArray(claims.entitlements) && claims.entitlements.includes(entitlement);

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, mid, entitlement, revocationsFile] = process.argv.slice(2);
  const api = process.env.TIDEWATCH_API ?? 'http://localhost:8080/api';
  const key = await loadPublicKey(await (await fetch(`${api}/license/public-key`)).text());
  const revocations = revocationsFile ? JSON.parse(await readFile(revocationsFile, 'utf8')).data : undefined;
  const claims = await verifyLicense(await readFile(file, 'utf8'), key, { mid, revocations });
  console.log(`license ${claims.license_id}: ${claims.edition}, valid until ${new Date(claims.exp * 1000).toISOString()}`);
  if (entitlement) console.log(`${entitlement}: ${entitled(claims, entitlement) ? 'included' : 'not included'}`);
}
