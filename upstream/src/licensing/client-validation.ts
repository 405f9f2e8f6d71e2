import type { ClientValidation } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { MINUTE } from '../domain/clock.ts';

/**
 * Records that the machine a licence is bound to validated it (the seat table's "last validation", issue #34). Kept to
 * the minute: the row is written only when its last record is a minute old or more, so a hundred machines checking
 * do not turn every check into a write (a condition that matches no row writes nothing).
 */
export const recordValidation = async (db: Database, licenseId: number, mid: string, now: Date) => {
  await db
    .updateTable('license')
    .set({ last_validated_at: now })
    .where('id', '=', licenseId)
    .where('status', '=', 1)
    .where('mid', '=', mid)
    .where((eb) => eb.or([eb('last_validated_at', 'is', null), eb('last_validated_at', '<=', new Date(now.getTime() - MINUTE))]))
    .execute();
};

/** The team a licence is a seat of, and the username of the member holding it; null when it is in no team. */
export const teamOfLicense = async (db: Database, licenseId: number): Promise<ClientValidation['team']> => {
  const row = await db
    .selectFrom('team_seat')
    .innerJoin('team', 'team.id', 'team_seat.team_id')
    .innerJoin('user', 'user.id', 'team_seat.member_id')
    .select(['team.id', 'team.name', 'user.username'])
    .where('team_seat.license_id', '=', licenseId)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, seat_holder: row.username } : null;
};
