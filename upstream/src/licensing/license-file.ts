import type { Selectable } from 'kysely';
import { entitlementsOf } from '../../../contract/license-rules.ts';
import type { Database } from '../db/database.ts';
import type { LicenseTable } from '../db/tables.ts';
import type { LicenseSigner } from './license-signing.ts';

type LicenseRow = Selectable<LicenseTable>;

/**
 * The license.key of a generated licence as it stands: its binding, term and the edition's entitlements. The
 * claims come from the row alone and Ed25519 signatures are deterministic, so the same licence state always gives
 * the same file (the client's activation is idempotent); a renewal or a new binding gives a new one.
 */
export const licenseFileOf = async (rt: { db: Database; signer: LicenseSigner }, row: LicenseRow) => {
  const edition = await rt.db.selectFrom('edition').select(['name']).where('id', '=', row.edition_id).executeTakeFirstOrThrow();
  return rt.signer.sign({
    license_id: row.id,
    edition_id: row.edition_id,
    edition: edition.name,
    mid: row.mid!,
    period: row.period,
    period_day: row.period_day,
    issued_at: row.generated_at!,
    expires_at: row.expired_at!,
    coverage_before: row.coverage_before,
    entitlements: entitlementsOf(row.edition_id),
  });
};
