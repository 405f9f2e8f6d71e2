import type { Seat } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../domain/api-error.ts';
import type { Clock } from '../domain/clock.ts';
import type { Locale } from '../domain/locale.ts';
import { licensesByIds, releaseForReassignment } from '../licensing/index.ts';
import { fail } from './messages.ts';
import { managerRoleIn, memberOf, seatFields } from './team.ts';

type Rt = { db: Database; clock: Clock };

const seatsOf = async (rt: Rt, licenseIds: number[], locale: Locale): Promise<Seat[]> => {
  const [rows, licenses] = await Promise.all([
    rt.db
      .selectFrom('team_seat')
      .innerJoin('team_member', (join) => join.onRef('team_member.team_id', '=', 'team_seat.team_id').onRef('team_member.user_id', '=', 'team_seat.member_id'))
      .innerJoin('user', 'user.id', 'team_seat.member_id')
      .innerJoin('license', 'license.id', 'team_seat.license_id')
      .select(['team_seat.license_id', 'team_seat.team_id', 'team_seat.assigned_at', 'license.last_validated_at', 'team_member.user_id', 'team_member.role', 'team_member.joined_at', 'user.username'])
      .where('team_seat.license_id', 'in', licenseIds)
      .orderBy('team_seat.license_id')
      .execute(),
    licensesByIds(rt.db, licenseIds, locale, rt.clock.now()),
  ]);
  const byId = new Map(licenses.map((l) => [l.id, l]));
  return rows.map((s) => ({ ...seatFields(s), member: memberOf(s), license: byId.get(s.license_id)! }));
};

/**
 * POST /team/seat/add: the buyer moves licences they bought, in no team yet, into a team they run. Each seat is
 * assigned to the buyer, so a generated file keeps working until a manager reassigns it. Rows are locked, so the same
 * licence cannot join two teams at once.
 */
export const addSeats = async (rt: Rt, userId: number, { team_id, license_ids }: { team_id: number; license_ids: number[] }, locale: Locale) => {
  await managerRoleIn(rt.db, team_id, userId);
  const ids = [...new Set(license_ids)];
  const now = rt.clock.now();
  await rt.db.transaction().execute(async (trx) => {
    const mine = await trx.selectFrom('license').select('id').where('id', 'in', ids).where('user_id', '=', userId).forUpdate().execute();
    const seated = new Set((await trx.selectFrom('team_seat').select('license_id').where('license_id', 'in', ids).execute()).map((r) => r.license_id));
    const movable = new Set(mine.map((r) => r.id).filter((id) => !seated.has(id)));
    const refused = ids.find((id) => !movable.has(id));
    if (refused !== undefined) throw fail(400, 'licenseNotMovable', { id: refused });
    await trx
      .insertInto('team_seat')
      .values(ids.map((license_id) => ({ license_id, team_id, member_id: userId, assigned_at: now })))
      .execute();
  });
  return seatsOf(rt, ids, locale);
};

/**
 * POST /team/seat/assign: a manager gives a seat to a member. A generated seat leaves its machine through licensing's
 * own release (the move's lock, revocation and limit), in the same transaction as the new assignment, so a refused move
 * (its limit reached) changes nothing.
 */
export const assignSeat = async (rt: Rt, userId: number, { license_id, member_id }: { license_id: number; member_id: number }, locale: Locale) => {
  const seat = await rt.db.selectFrom('team_seat').select(['team_id']).where('license_id', '=', license_id).executeTakeFirst();
  if (!seat) throw fail(404, 'seatNotFound', { id: license_id });
  await managerRoleIn(rt.db, seat.team_id, userId).catch((error: unknown) => {
    // a stranger to the team is told no more than that the seat is not theirs to assign
    throw error instanceof ApiError && error.statusCode === 404 ? fail(404, 'seatNotFound', { id: license_id }) : error;
  });
  const member = await rt.db.selectFrom('team_member').select('user_id').where('team_id', '=', seat.team_id).where('user_id', '=', member_id).executeTakeFirst();
  if (!member) throw fail(400, 'notTeamMember', { id: member_id });
  const now = rt.clock.now();
  await rt.db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('team_seat').select(['member_id', 'team_id']).where('license_id', '=', license_id).forUpdate().executeTakeFirstOrThrow();
    if (locked.member_id === member_id) return;
    await releaseForReassignment(trx, license_id, now);
    await trx.updateTable('team_seat').set({ member_id, assigned_at: now }).where('license_id', '=', license_id).execute();
  });
  return (await seatsOf(rt, [license_id], locale))[0]!;
};
