import type { LicenseHistoryEvent } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';

/**
 * POST /license/history: the `license_event` rows of the asked licences that are the user's, oldest first, in one
 * query for a whole page. A move the desktop client made itself is told apart as `released`.
 */
export const licenseHistories = async (db: Database, userId: number, licenseIds: number[]) => {
  const ids = [...new Set(licenseIds)];
  const rows = await db
    .selectFrom('license_event')
    .innerJoin('license', 'license.id', 'license_event.license_id')
    .select([
      'license_event.license_id',
      'license_event.kind',
      'license_event.by_client',
      'license_event.mid',
      'license_event.machine_name',
      'license_event.expires_at',
      'license_event.previous_expires_at',
      'license_event.created_at',
    ])
    .where('license.user_id', '=', userId)
    .where('license_event.license_id', 'in', ids)
    .orderBy('license_event.created_at')
    .orderBy('license_event.id')
    .execute();
  const owned = new Set(
    (await db.selectFrom('license').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute()).map((row) => row.id),
  );
  const byLicense = new Map<number, LicenseHistoryEvent[]>(ids.filter((id) => owned.has(id)).map((id) => [id, []]));
  for (const row of rows) {
    byLicense.get(row.license_id)?.push({
      kind: row.kind === 'moved' && row.by_client ? 'released' : row.kind,
      at: row.created_at.toISOString(),
      mid: row.mid,
      machine_name: row.machine_name,
      expires_at: row.expires_at?.toISOString() ?? null,
      previous_expires_at: row.previous_expires_at?.toISOString() ?? null,
    });
  }
  return [...byLicense].map(([license_id, events]) => ({ license_id, events }));
};
