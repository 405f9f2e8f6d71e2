import { createHash } from 'node:crypto';
import type { BodyOf, ClientValidation, activateClient, deactivateClient, validateClient } from '../../../contract/index.ts';
import { entitlementsOf } from '../../../contract/license-rules.ts';
import { normalMid } from '../../../contract/rules.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../domain/api-error.ts';
import type { Clock } from '../domain/clock.ts';
import { fail } from './messages.ts';
import type { LicenseSigner } from './license-signing.ts';
import { bindLicense } from './license-binding.ts';
import { licenseFileOf } from './license-file.ts';
import { releaseLocked, revokedFiles, wasBoundTo } from './license-move.ts';
import { clientKey, failedCheck, limitClient } from './client-limits.ts';
import { recordValidation, teamOfLicense } from './client-validation.ts';

export interface ClientRuntime {
  db: Database;
  clock: Clock;
  signer: LicenseSigner;
}

/**
 * POST /client/activate: the activation code shown in licence management, redeemed by the desktop product for its
 * machine, binds the licence exactly as the web dialog does (license-binding.ts) and answers its file. The same
 * code and MID again answer the same file; another MID is refused while the licence is bound.
 */
export const activate = async (rt: ClientRuntime, { key, mid }: BodyOf<typeof activateClient>, ip: string) => {
  const now = rt.clock.now();
  const known = await rt.db.selectFrom('license').select('id').where('key', '=', key).executeTakeFirst();
  if (!known) await failedCheck(rt, now, ip, fail(404, 'activationCodeUnknown'));
  await limitClient(rt, now, 'code', clientKey.code(key));
  const bound = await rt.db
    .transaction()
    .execute(async (trx) => {
      const row = await trx.selectFrom('license').selectAll().where('key', '=', key).forUpdate().executeTakeFirstOrThrow();
      return bindLicense(trx, row, mid, now, () => fail(409, 'activationCodeInUse'));
    })
    .catch((error: unknown) => (error instanceof ApiError && error.statusCode === 409 ? failedCheck(rt, now, ip, error) : Promise.reject(error)));
  return { license_id: bound.id, license_file: await licenseFileOf(rt, bound), expires_at: bound.expired_at!.toISOString() };
};

/**
 * POST /client/validate: how the licence stands for this machine, signed. Only a MID the licence was ever bound to
 * may ask (anyone else learns nothing, not even that the id exists); a machine it moved away from is told so.
 */
export const validate = async (rt: ClientRuntime, { license_id, mid }: BodyOf<typeof validateClient>, ip: string) => {
  const now = rt.clock.now();
  const row = await rt.db.selectFrom('license').selectAll().where('id', '=', license_id).executeTakeFirst();
  const current = row?.status === 1 && row.mid === mid;
  if (!row || (!current && !(await wasBoundTo(rt.db, row.id, mid)))) return failedCheck(rt, now, ip, fail(404, 'licenseNotForMachine'));
  await limitClient(rt, now, 'license', clientKey.license(row.id));
  const [edition, team] = await Promise.all([
    rt.db.selectFrom('edition').select('name').where('id', '=', row.edition_id).executeTakeFirstOrThrow(),
    // only the machine it is bound to now learns its team; a machine it moved away from is told nothing of the new holder
    current ? teamOfLicense(rt.db, row.id) : null,
    current ? recordValidation(rt.db, row.id, mid, now) : undefined,
  ]);
  const expiresAt = row.expired_at ?? now;
  const state = !current ? 'released' : expiresAt <= now ? 'expired' : 'active';
  const answer: ClientValidation = {
    license_id: row.id,
    mid: mid,
    valid: state === 'active',
    state,
    released: state === 'released',
    edition_id: row.edition_id,
    edition: edition.name,
    entitlements: [...entitlementsOf(row.edition_id)],
    expires_at: expiresAt.toISOString(),
    checked_at: now.toISOString(),
    team,
  };
  return { ...answer, signed: await rt.signer.signAnswer('validation', `validation:${row.id}`, answer, now) };
};

/** The MID as revocation lists carry it: a client hashes its own to compare; the list names nobody's machine. */
export const midHash = (mid: string) => createHash('sha256').update(normalMid(mid)).digest('hex');

/** GET /license/revocations: every file revoked by a move that has not expired yet, signed. */
export const revocations = async (rt: ClientRuntime, ip: string) => {
  const now = rt.clock.now();
  await limitClient(rt, now, 'revocations', clientKey.revocationsIp(ip));
  const revoked = (await revokedFiles(rt.db, now)).map((row) => ({ license_id: row.license_id, mid_sha256: midHash(row.mid ?? ''), revoked_at: row.created_at.toISOString() }));
  const issued_at = now.toISOString();
  return { revoked, issued_at, signed: await rt.signer.signAnswer('revocations', 'revocations', { revoked, issued_at }, now) };
};

/**
 * POST /client/deactivate: the desktop product releases its machine with its license.key as proof. The file must be
 * signed by this key and be the licence's current binding (its MID, issued at the binding's start), so a file kept
 * from before a move cannot release the machine that holds the licence now. The release is a move: the same
 * counting under the row's lock (license-move.ts) and the same revocation of the file.
 */
export const deactivate = async (rt: ClientRuntime, { license_file }: BodyOf<typeof deactivateClient>, ip: string) => {
  const now = rt.clock.now();
  const claims = await rt.signer.verify(license_file, now);
  if (!claims) return failedCheck(rt, now, ip, fail(400, 'licenseFileInvalid'));
  await limitClient(rt, now, 'license', clientKey.license(claims.license_id));
  const { released, movesLeft } = await rt.db
    .transaction()
    .execute(async (trx) => {
      const row = await trx.selectFrom('license').selectAll().where('id', '=', claims.license_id).forUpdate().executeTakeFirst();
      const current = row?.status === 1 && row.mid === claims.mid && row.generated_at && Math.floor(row.generated_at.getTime() / 1000) === claims.iat;
      if (!row || !current) throw fail(409, 'licenseFileNotCurrent');
      return releaseLocked(trx, row, now, { byClient: true });
    })
    .catch((error: unknown) => (error instanceof ApiError && error.statusCode === 409 ? failedCheck(rt, now, ip, error) : Promise.reject(error)));
  return { license_id: released.id, mid: claims.mid, released_at: now.toISOString(), moves_left: movesLeft };
};
