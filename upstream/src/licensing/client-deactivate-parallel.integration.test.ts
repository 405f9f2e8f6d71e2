import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License } from '../../../contract/index.ts';
import { MOVE_LIMIT } from '../../../contract/license-rules.ts';
import { freshIp } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, paidOrder, type Buyer } from '../testing/orders.ts';

/**
 * POST /client/deactivate under simultaneous requests (issue #32): a release by the desktop client is a move, and
 * releases from the client and moves from the site that arrive together on one licence never make more than
 * MOVE_LIMIT.moves moves in MOVE_LIMIT.days days, and are never answered 5xx. (Real concurrency needs PostgreSQL:
 * CI runs this file once more with TEST_DATABASE_URL; PGlite answers one transaction at a time.)
 */

let t: TestUpstream;
beforeAll(async () => {
  t = await startTestUpstream();
});
afterAll(() => t.close());

let machines = 0;
const newMid = () => `P${String(++machines).padStart(31, '0')}`;

/** A desktop client's call, each from its own address so that the address limit is not what refuses it. */
const desktop = async <T = unknown>(path: string, json: unknown) => {
  const response = await fetch(`${t.upstream.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp(), 'accept-language': 'en', 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as { statusCode: number; messages: string; data: T } };
};
const activate = async (key: string, mid: string) => (await desktop<{ license_file: string }>('/client/activate', { key, mid })).body.data?.license_file;
const deactivate = (file: string) => desktop<{ moves_left: number }>('/client/deactivate', { license_file: file });
const move = async (owner: Buyer, licenseId: number) => {
  const answer = await owner.post<License>('/license/move', { license_id: licenseId });
  return { status: answer.status, body: answer.body as { statusCode: number; messages: string } };
};
const movesOf = async (licenseId: number) =>
  (await t.upstream.db.selectFrom('license_event').select('id').where('license_id', '=', licenseId).where('kind', '=', 'moved').execute()).length;

/** A licence of a new buyer that has made `made` moves, bound now to a new machine, and that machine's file. */
const boundAfterMoves = async (made: number) => {
  const owner = await buyer(t);
  await paidOrder(t, owner);
  const [license] = (await owner.get<{ lists: License[] }>('/license/list?size=10')).body.data.lists;
  for (let n = 0; n < made; n++) {
    await activate(license.key!, newMid());
    expect((await move(owner, license.id)).status).toBe(200);
  }
  const file = await activate(license.key!, newMid());
  return { owner, license, file: file! };
};

/** 6 releases by the desktop client and 4 moves from the site, all at once. */
const burst = ({ owner, license, file }: Awaited<ReturnType<typeof boundAfterMoves>>) =>
  Promise.all([...Array.from({ length: 6 }, () => deactivate(file)), ...Array.from({ length: 4 }, () => move(owner, license.id))]);

const limitMessage = new RegExp(`^This license was already moved ${MOVE_LIMIT.moves} times in ${MOVE_LIMIT.days} days; it can be moved again from `);

describe('releases and moves of one licence at once', () => {
  it('with one move left, exactly one of 10 simultaneous releases and moves succeeds, the others are refused 4xx', async () => {
    const bound = await boundAfterMoves(MOVE_LIMIT.moves - 1);
    const answers = await burst(bound);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || (status >= 400 && status < 500))).toBe(true);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.body.messages.length > 0)).toBe(true);
    expect(await movesOf(bound.license.id)).toBe(MOVE_LIMIT.moves);
  });

  it('with no move left, all 10 are refused with the limit message and the licence stays on its machine', async () => {
    const bound = await boundAfterMoves(MOVE_LIMIT.moves);
    const answers = await burst(bound);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(429));
    for (const answer of answers) expect(answer.body.messages).toMatch(limitMessage);
    expect(await movesOf(bound.license.id)).toBe(MOVE_LIMIT.moves);
    const [license] = (await bound.owner.get<{ lists: License[] }>('/license/list?size=10')).body.data.lists;
    expect(license.status).toBe(1);
  });

  it('10 simultaneous activate-and-release rounds of desktop clients never make more moves than the limit', async () => {
    const owner = await buyer(t);
    await paidOrder(t, owner);
    const [license] = (await owner.get<{ lists: License[] }>('/license/list?size=10')).body.data.lists;
    const rounds = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const file = await activate(license.key!, newMid());
        return file ? (await deactivate(file)).status : 'not bound';
      }),
    );
    const released = rounds.filter((status) => status === 200).length;
    expect(released).toBeLessThanOrEqual(MOVE_LIMIT.moves);
    expect(await movesOf(license.id)).toBe(released);
    expect(rounds.every((status) => status === 'not bound' || status === 200 || (typeof status === 'number' && status >= 400 && status < 500))).toBe(true);
  });
});
