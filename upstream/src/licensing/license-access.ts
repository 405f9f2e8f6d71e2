import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Tables } from '../db/tables.ts';

/**
 * Who may act on a licence (see it, generate, download, move it, read its history): its buyer while it is in no team,
 * else the team member its seat is assigned to (DESIGN.md, Teams). Every buyer's call of licensing filters with this
 * one rule, so a seat's member is checked exactly as a buyer is, and a buyer who moved a licence into a team reaches
 * it again only as the member holding its seat.
 */
export const mayActOn =
  (userId: number) =>
  (eb: ExpressionBuilder<Tables, 'license'>) => {
    const seat = () => eb.selectFrom('team_seat').select('team_seat.license_id').whereRef('team_seat.license_id', '=', 'license.id');
    return eb.or([
      eb.and([eb('license.user_id', '=', userId), eb.not(eb.exists(seat()))]),
      eb.exists(seat().where('team_seat.member_id', '=', userId)),
    ]);
  };

/** The name of the team each licence is a seat of, for a page of licences (one query). */
export const seatTeamNames = async (db: Database, licenseIds: number[]) => {
  if (licenseIds.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom('team_seat').innerJoin('team', 'team.id', 'team_seat.team_id').select(['team_seat.license_id', 'team.name']).where('team_seat.license_id', 'in', licenseIds).execute();
  return new Map(rows.map((row) => [row.license_id, row.name]));
};

/**
 * Who may renew a licence (issue #34): its buyer, as before teams, or an owner or manager of the team it is a seat of,
 * who renews the team's seats in one order. A member holding a seat does not buy for the team.
 */
export const mayRenew =
  (userId: number) =>
  (eb: ExpressionBuilder<Tables, 'license'>) =>
    eb.or([
      eb('license.user_id', '=', userId),
      eb.exists(
        eb
          .selectFrom('team_seat')
          .innerJoin('team_member', 'team_member.team_id', 'team_seat.team_id')
          .select('team_seat.license_id')
          .whereRef('team_seat.license_id', '=', 'license.id')
          .where('team_member.user_id', '=', userId)
          .where('team_member.role', 'in', ['owner', 'manager']),
      ),
    ]);
