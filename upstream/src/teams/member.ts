import type { Database } from '../db/database.ts';
import type { Clock } from '../domain/clock.ts';
import type { Locale } from '../domain/locale.ts';
import { releaseForRemoval } from '../licensing/index.ts';
import { fail } from './messages.ts';
import { teamOf } from './team.ts';

type Rt = { db: Database; clock: Clock };

/**
 * The rows a change of membership reads, locked in one order (the owner's first, as a hand-over locks them), so two
 * removals, a removal and a role change, or a removal and a hand-over of the same team queue instead of interleaving.
 */
const lockedRoles = async (trx: Database, teamId: number, callerId: number, memberId: number) => {
  const owner = await trx.selectFrom('team_member').select('user_id').where('team_id', '=', teamId).where('role', '=', 'owner').forUpdate().executeTakeFirst();
  const rows = await trx
    .selectFrom('team_member')
    .select(['user_id', 'role'])
    .where('team_id', '=', teamId)
    .where('user_id', 'in', [callerId, memberId])
    .orderBy('user_id')
    .forUpdate()
    .execute();
  const caller = rows.find((r) => r.user_id === callerId);
  if (!owner || !caller) throw fail(404, 'teamNotFound', { id: teamId });
  return { ownerId: owner.user_id, caller: caller.role, target: rows.find((r) => r.user_id === memberId)?.role };
};

/**
 * Takes a member out of the team, the caller's rights already checked, under the locks above: each of their seats goes
 * back to the owner, a generated one first leaving its machine (licensing's release for a removal: its file is revoked,
 * never refused by the move limit, since the company must be able to cut off someone who left).
 */
const takeOut = async (trx: Database, teamId: number, memberId: number, ownerId: number, now: Date) => {
  const seats = await trx.selectFrom('team_seat').select('license_id').where('team_id', '=', teamId).where('member_id', '=', memberId).orderBy('license_id').forUpdate().execute();
  for (const { license_id } of seats) await releaseForRemoval(trx, license_id, now);
  if (seats.length) {
    await trx.updateTable('team_seat').set({ member_id: ownerId, assigned_at: now }).where('team_id', '=', teamId).where('member_id', '=', memberId).execute();
  }
  await trx.deleteFrom('team_member').where('team_id', '=', teamId).where('user_id', '=', memberId).execute();
};

/** POST /team/member/role: the owner only; the owner's own role changes only by handing the team over. */
export const setRole = async (rt: Rt, userId: number, body: { team_id: number; member_id: number; role: 'manager' | 'member' }, locale: Locale) => {
  await rt.db.transaction().execute(async (trx) => {
    const { caller, target } = await lockedRoles(trx, body.team_id, userId, body.member_id);
    if (caller !== 'owner') throw fail(403, 'teamOwnerOnlyRoles');
    if (!target) throw fail(400, 'notTeamMember', { id: body.member_id });
    if (target === 'owner') throw fail(400, 'ownerRoleByHandOver');
    await trx.updateTable('team_member').set({ role: body.role }).where('team_id', '=', body.team_id).where('user_id', '=', body.member_id).execute();
  });
  return teamOf(rt, userId, body.team_id, locale);
};

/** POST /team/member/remove: the owner removes anyone but themselves; a manager removes plain members. */
export const removeMember = async (rt: Rt, userId: number, { team_id, member_id }: { team_id: number; member_id: number }, locale: Locale) => {
  const now = rt.clock.now();
  await rt.db.transaction().execute(async (trx) => {
    const { ownerId, caller, target } = await lockedRoles(trx, team_id, userId, member_id);
    if (caller === 'member') throw fail(403, 'teamManagersOnly');
    if (!target) throw fail(400, 'notTeamMember', { id: member_id });
    if (target === 'owner') throw fail(400, 'ownerNotRemoved');
    if (caller === 'manager' && target === 'manager') throw fail(403, 'managerRemovesMembersOnly');
    await takeOut(trx, team_id, member_id, ownerId, now);
  });
  return teamOf(rt, userId, team_id, locale);
};

/** POST /team/leave: anyone but the owner (who hands the team over first). */
export const leave = async (rt: Rt, userId: number, teamId: number) => {
  const now = rt.clock.now();
  await rt.db.transaction().execute(async (trx) => {
    const { ownerId, caller } = await lockedRoles(trx, teamId, userId, userId);
    if (caller === 'owner') throw fail(400, 'ownerLeavesByHandOver');
    await takeOut(trx, teamId, userId, ownerId, now);
  });
  return null;
};
