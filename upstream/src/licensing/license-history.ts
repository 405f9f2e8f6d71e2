import type { LicenseHistoryEvent } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { mayActOn } from './license-access.ts';

/**
 * POST /license/history: the `license_event` rows of the asked licences the user may act on, oldest first, in two
 * queries for a whole page. A move the desktop client made itself is told apart as `released`.
 */
export const licenseHistories = async (db: Database, userId: number, licenseIds: number[]) => {
  const ids = [...new Set(licenseIds)];
  // Which of them the caller may act on first (the one rule, seats included), then only their events.
  const owned = new Set(
    ids.length === 0 ? [] : (await db.selectFrom('license').select('id').where('id', 'in', ids).where(mayActOn(userId)).execute()).map((row) => row.id),
  );
  const rows =
    owned.size === 0
      ? []
      : await db
          .selectFrom('license_event')
          .select(['license_id', 'kind', 'by_client', 'mid', 'machine_name', 'expires_at', 'previous_expires_at', 'created_at'])
          .where('license_id', 'in', [...owned])
          .orderBy('created_at')
          .orderBy('id')
          .execute();
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
