import type { Invitation, Seat, Team, TeamMember, TeamRole } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../domain/clock.ts';
import type { Locale } from '../domain/locale.ts';
import { licensesByIds } from '../licensing/index.ts';
import { fail } from './messages.ts';

/** Owners and managers run the team; a member only uses the seats given to them. */
export const manages = (role: TeamRole) => role === 'owner' || role === 'manager';

/** The caller's role in the team; 404 when they are not in it, so a stranger learns nothing of it. */
export const roleIn = async (db: Database, teamId: number, userId: number): Promise<TeamRole> => {
  const row = await db.selectFrom('team_member').select('role').where('team_id', '=', teamId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw fail(404, 'teamNotFound', { id: teamId });
  return row.role;
};

/** The caller's role when they are the team's owner or a manager; else 404 (a stranger) or 403 (a member). */
export const managerRoleIn = async (db: Database, teamId: number, userId: number) => {
  const role = await roleIn(db, teamId, userId);
  if (!manages(role)) throw fail(403, 'teamManagersOnly');
  return role;
};

type Views = { db: Database; clock: Clock };

/**
 * The teams of `userId`, each as their role may see it: owners and managers every member, seat and pending invitation;
 * a member only themselves and their own seats. Five queries whatever the number of teams, members or seats.
 */
export const teamsOf = async ({ db, clock }: Views, userId: number, locale: Locale, only?: number): Promise<Team[]> => {
  let mine = db.selectFrom('team_member').innerJoin('team', 'team.id', 'team_member.team_id').select(['team.id', 'team.name', 'team_member.role']).where('team_member.user_id', '=', userId);
  if (only !== undefined) mine = mine.where('team.id', '=', only);
  const teams = await mine.orderBy('team.id').execute();
  if (teams.length === 0) return [];
  const managed = teams.filter((t) => manages(t.role)).map((t) => t.id);
  const ids = teams.map((t) => t.id);
  const now = clock.now();
  const [members, seats, invitations] = await Promise.all([
    db
      .selectFrom('team_member')
      .innerJoin('user', 'user.id', 'team_member.user_id')
      .select(['team_member.team_id', 'team_member.user_id', 'user.username', 'team_member.role', 'team_member.joined_at'])
      .where('team_member.team_id', 'in', ids)
      .where((eb) => (managed.length ? eb.or([eb('team_member.team_id', 'in', managed), eb('team_member.user_id', '=', userId)]) : eb('team_member.user_id', '=', userId)))
      .orderBy('team_member.joined_at')
      .execute(),
    db
      .selectFrom('team_seat')
      .innerJoin('license', 'license.id', 'team_seat.license_id')
      .selectAll('team_seat')
      .select('license.last_validated_at')
      .where('team_id', 'in', ids)
      .where((eb) => (managed.length ? eb.or([eb('team_id', 'in', managed), eb('member_id', '=', userId)]) : eb('member_id', '=', userId)))
      .orderBy('license_id')
      .execute(),
    managed.length === 0
      ? []
      : db
          .selectFrom('team_invitation')
          .selectAll()
          .where('team_id', 'in', managed)
          .where('accepted_at', 'is', null)
          .where('withdrawn_at', 'is', null)
          .where('expires_at', '>', now)
          .orderBy('id', 'desc')
          .execute(),
  ]);
  const licenses = new Map((await licensesByIds(db, seats.map((s) => s.license_id), locale, now)).map((l) => [l.id, l]));
  return teams.map((t) => {
    const own = members.filter((m) => m.team_id === t.id).map(memberOf);
    const byId = new Map(own.map((m) => [m.id, m]));
    return {
      id: t.id,
      name: t.name,
      role: t.role,
      members: own,
      seats: seats
        .filter((s) => s.team_id === t.id && licenses.has(s.license_id) && byId.has(s.member_id))
        .map((s): Seat => ({ ...seatFields(s), member: byId.get(s.member_id)!, license: licenses.get(s.license_id)! })),
      invitations: invitations.filter((i) => i.team_id === t.id).map(invitationOf),
    };
  });
};

/** A seat's own fields (the seat table reads when its machine last validated it). */
export const seatFields = (s: { team_id: number; assigned_at: Date; last_validated_at: Date | null }) => ({
  team_id: s.team_id,
  assigned_at: s.assigned_at.toISOString(),
  last_validated_at: s.last_validated_at?.toISOString() ?? null,
});

export const memberOf = (m: { user_id: number; username: string; role: TeamRole; joined_at: Date }): TeamMember => ({
  id: m.user_id,
  username: m.username,
  role: m.role,
  joined_at: m.joined_at.toISOString(),
});

export const invitationOf = (row: { id: number; team_id: number; email: string; role: 'manager' | 'member'; locale: Locale; created_at: Date; expires_at: Date }): Invitation => ({
  id: row.id,
  team_id: row.team_id,
  email: row.email,
  role: row.role,
  locale: row.locale,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
});

/** One team as the caller sees it (after a change they made). */
export const teamOf = async (rt: Views, userId: number, teamId: number, locale: Locale) => {
  const [team] = await teamsOf(rt, userId, locale, teamId);
  if (!team) throw fail(404, 'teamNotFound', { id: teamId });
  return team;
};

/** POST /team/create: the caller owns the new team. */
export const createTeam = async (rt: Views, userId: number, name: string, locale: Locale) => {
  const now = rt.clock.now();
  const team = await rt.db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('team').values({ name, created_at: now }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('team_member').values({ team_id: row.id, user_id: userId, role: 'owner', joined_at: now }).execute();
    return row;
  });
  return teamOf(rt, userId, team.id, locale);
};

/** POST /team/hand-over: the owner's row is locked, so two hand-overs queue; the former owner stays as a manager. */
export const handOverTeam = async (rt: Views, userId: number, { team_id, member_id }: { team_id: number; member_id: number }, locale: Locale) => {
  await rt.db.transaction().execute(async (trx) => {
    const me = await trx.selectFrom('team_member').select('role').where('team_id', '=', team_id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!me) throw fail(404, 'teamNotFound', { id: team_id });
    if (me.role !== 'owner') throw fail(403, 'teamOwnerOnly');
    if (member_id === userId) throw fail(400, 'alreadyTeamOwner');
    const target = await trx.selectFrom('team_member').select('role').where('team_id', '=', team_id).where('user_id', '=', member_id).forUpdate().executeTakeFirst();
    if (!target) throw fail(400, 'notTeamMember', { id: member_id });
    await trx.updateTable('team_member').set({ role: 'manager' }).where('team_id', '=', team_id).where('user_id', '=', userId).execute();
    await trx.updateTable('team_member').set({ role: 'owner' }).where('team_id', '=', team_id).where('user_id', '=', member_id).execute();
  });
  return teamOf(rt, userId, team_id, locale);
};
