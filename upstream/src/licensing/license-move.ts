import { sql } from 'kysely';
import { MOVE_LIMIT } from '../../../contract/license-rules.ts';
import type { Database } from '../db/database.ts';
import { DAY, type Clock } from '../domain/clock.ts';
import { mayActOn } from './license-access.ts';
import { fail } from './messages.ts';

const WINDOW_MS = MOVE_LIMIT.days * DAY;

/** "2026-12-26 10:00 UTC": the minute a move becomes possible again (a date alone could send the owner back too early). */
const minuteOf = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** For each licence, the times of its moves within the window, oldest first (one query for a page of licences). */
export const recentMoves = async (db: Database, licenseIds: number[], now: Date) => {
  const moves = new Map<number, Date[]>();
  if (licenseIds.length === 0) return moves;
  const rows = await db
    .selectFrom('license_event')
    .select(['license_id', 'created_at'])
    .where('license_id', 'in', licenseIds)
    .where('kind', '=', 'moved')
    .where('created_at', '>', new Date(now.getTime() - WINDOW_MS))
    .orderBy('created_at')
    .execute();
  for (const row of rows) moves.set(row.license_id, [...(moves.get(row.license_id) ?? []), row.created_at]);
  return moves;
};

/** How many moves are left now and, when none, from when the next one is possible. */
export const moveAllowance = (moves: Date[] = []) => ({
  moves_left: Math.max(0, MOVE_LIMIT.moves - moves.length),
  moves_again_at: moves.length >= MOVE_LIMIT.moves ? new Date(moves[moves.length - MOVE_LIMIT.moves].getTime() + WINDOW_MS).toISOString() : null,
});

type LockedLicense = { id: number; status: number; mid: string | null; machine_name: string | null; expired_at: Date | null };

/**
 * Releases a generated licence, its row locked by the caller: it returns to not generated with the same term and end,
 * and its `moved` row (`by_client` when the desktop client released itself) revokes the old machine's file. The moves of the window are counted under that lock, so
 * simultaneous moves (from the web or the desktop client) queue and at most MOVE_LIMIT.moves happen in any
 * MOVE_LIMIT.days days.
 */
export const releaseLocked = async (trx: Database, row: LockedLicense, now: Date, { byClient = false, limited = true } = {}) => {
  if (row.status !== 1 || !row.mid || !row.expired_at) throw fail(400, 'licenseNotGenerated');
  if (limited && row.expired_at <= now) throw fail(400, 'licenseMoveEnded', { date: row.expired_at.toISOString().slice(0, 10) });
  const moves = (await recentMoves(trx, [row.id], now)).get(row.id) ?? [];
  const { moves_again_at } = moveAllowance(moves);
  if (limited && moves_again_at) {
    const seconds = Math.max(1, Math.ceil((new Date(moves_again_at).getTime() - now.getTime()) / 1000));
    throw fail(429, 'licenseMovesUsed', { date: minuteOf(new Date(moves_again_at)) }, { retryAfterSeconds: seconds });
  }
  await trx
    .insertInto('license_event')
    .values({ license_id: row.id, kind: 'moved', mid: row.mid, machine_name: row.machine_name, by_client: byClient, expires_at: row.expired_at, created_at: now })
    .execute();
  const released = await trx.updateTable('license').set({ status: 0, mid: null, generated_at: null, machine_name: null, last_validated_at: null }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
  return { released, movesLeft: moveAllowance([...moves, now]).moves_left };
};

/**
 * Moves a generated licence off its machine (GraphQL moveLicense); it can then be generated again for another MID
 * under every rule of a first generation.
 */
export const moveLicense = async (rt: { db: Database; clock: Clock }, userId: number, licenseId: number) => {
  const now = rt.clock.now();
  return rt.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('license').selectAll().where('id', '=', licenseId).where(mayActOn(userId)).forUpdate().executeTakeFirst();
    if (!row) throw fail(404, 'licenseNotFound');
    return (await releaseLocked(trx, row, now)).released;
  });
};

/** The files revoked by moves that could still be valid (their licence had not ended when it moved), oldest first. */
export const revokedFiles = (db: Database, now: Date) =>
  db
    .selectFrom('license_event')
    .select(['license_id', 'mid', 'created_at'])
    .where('kind', '=', 'moved')
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** Whether this MID was ever bound to the licence (it may then ask about it, and is told it was released). */
export const wasBoundTo = async (db: Database, licenseId: number, mid: string) =>
  (await db
    .selectFrom('license_event')
    .select(sql<number>`1`.as('one'))
    .where('license_id', '=', licenseId)
    .where('kind', '=', 'generated')
    .where('mid', '=', mid)
    .executeTakeFirst()) !== undefined;

/**
 * Reassigning a team's seat to another member (teams/): a generated licence leaves its machine exactly as by a move,
 * under the same lock and limits, and counts as one; a licence not generated just changes hands.
 */
export const releaseForReassignment = async (trx: Database, licenseId: number, now: Date) => {
  const row = await trx.selectFrom('license').selectAll().where('id', '=', licenseId).forUpdate().executeTakeFirst();
  if (!row) throw fail(404, 'licenseNotFound');
  if (row.status === 1) await releaseLocked(trx, row, now);
};

/**
 * Removing a member from a team (teams/): their generated seat leaves its machine as by a move (the old file is
 * revoked), but never refused by the move limit nor by the licence having ended: the company must be able to cut off
 * someone who left, whatever moves the seat has made. The release is recorded as a move like any other.
 */
export const releaseForRemoval = async (trx: Database, licenseId: number, now: Date) => {
  const row = await trx.selectFrom('license').selectAll().where('id', '=', licenseId).forUpdate().executeTakeFirst();
  if (row?.status === 1) await releaseLocked(trx, row, now, { limited: false });
};
