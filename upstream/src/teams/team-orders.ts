import type { Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { OrderRow, Tables } from '../db/tables.ts';
import { managerRoleIn } from './team.ts';

/**
 * Orders placed for a team (issue #34, item 3). Orders check the buyer runs the team when the order is placed;
 * payments seat a paid order's licences in the payment's own transaction. Both reach this through the feature's
 * entry, and teams imports neither, so no import cycle forms.
 */

/** The buyer may buy for this team: its owner or a manager; a member is answered 403 and a stranger 404. */
export const checkBuysFor = async (db: Database, teamId: number, userId: number) => {
  await managerRoleIn(db, teamId, userId);
};

/**
 * A paid order bought for a team: its new licences become the team's seats, held by the buyer, as licences moved in
 * are. A renewal order issues none, so it seats nothing; a buyer who has left the team meanwhile keeps the licences
 * as their own (a seat's holder must be a member).
 */
export const seatPaidOrder = async (trx: Transaction<Tables>, order: Pick<OrderRow, 'id' | 'team_id' | 'user_id'>, now: Date) => {
  if (order.team_id === null) return 0;
  const member = await trx.selectFrom('team_member').select('user_id').where('team_id', '=', order.team_id).where('user_id', '=', order.user_id).executeTakeFirst();
  if (!member) return 0;
  const issued = await trx
    .selectFrom('license')
    .select('id')
    .where('order_id', '=', order.id)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('team_seat').select('team_seat.license_id').whereRef('team_seat.license_id', '=', 'license.id'))))
    .execute();
  if (issued.length === 0) return 0;
  await trx
    .insertInto('team_seat')
    .values(issued.map(({ id }) => ({ license_id: id, team_id: order.team_id!, member_id: order.user_id, assigned_at: now })))
    .execute();
  return issued.length;
};

/** Team names by id, for a page of orders (one query). */
export const teamNames = async (db: Database, teamIds: (number | null)[]) => {
  const ids = [...new Set(teamIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom('team').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
};
