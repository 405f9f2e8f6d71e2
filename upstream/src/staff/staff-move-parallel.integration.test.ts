import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License } from '../../../contract/index.ts';
import { MOVE_LIMIT } from '../../../contract/license-rules.ts';
import { from, freshIp } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, paidOrder, type Buyer } from '../testing/orders.ts';
import { staffSessionFor } from '../testing/staff.ts';

/**
 * Support's "move a licence with a reason" (issue #33) under simultaneous requests: it takes the buyer's move lock (the
 * licence row, then the same count of moves in the window), so moves by support and by the buyer that arrive together
 * on one licence never make more than MOVE_LIMIT.moves moves in MOVE_LIMIT.days days, are never answered 5xx, and each
 * support move that happened has exactly one audit row. (Real concurrency needs PostgreSQL: CI runs this file once more
 * with TEST_DATABASE_URL; PGlite answers one transaction at a time.)
 */

let t: TestUpstream;
let support: string;
beforeAll(async () => {
  t = await startTestUpstream();
  support = (await staffSessionFor(t.upstream.db, t.clock.now(), 'support')).token;
}, 60_000);
afterAll(() => t.close());

let machines = 0;
const newMid = () => `S${String(++machines).padStart(31, '0')}`;

type Answer = { status: number; body: { statusCode: number; messages: string } };
const supportMove = async (licenseId: number): Promise<Answer> => {
  const { status, body } = await t.api(`/staff/customers/licenses/${licenseId}/move`, { method: 'POST', json: { mid: newMid(), reason: 'Customer replaced the laptop' }, headers: from(freshIp(), 'en', support) });
  return { status, body };
};
const buyerMove = async (owner: Buyer, licenseId: number): Promise<Answer> => {
  const { status, body } = await owner.post('/license/move', { license_id: licenseId });
  return { status, body };
};
const bind = (owner: Buyer, licenseId: number) =>
  fetch(`${t.upstream.apiUrl}/license/generateById?license_id=${licenseId}&mid=${newMid()}`, { headers: { authorization: `Bearer ${owner.token}` } }).then((r) => r.text());
const movesOf = async (licenseId: number) =>
  (await t.upstream.db.selectFrom('license_event').select('id').where('license_id', '=', licenseId).where('kind', '=', 'moved').execute()).length;
const supportAudits = async (licenseId: number) =>
  (await t.upstream.db.selectFrom('audit_log').select('id').where('action', '=', 'license.move').where('subject_id', '=', String(licenseId)).execute()).length;

/** A new buyer's licence after `made` moves by support, bound to a machine. */
const licenseAfterMoves = async (made: number) => {
  const owner = await buyer(t);
  await paidOrder(t, owner);
  const [license] = (await owner.get<{ lists: License[] }>('/license/list?size=10')).body.data.lists;
  await bind(owner, license.id);
  for (let n = 0; n < made; n++) expect((await supportMove(license.id)).status).toBe(200);
  return { owner, licenseId: license.id };
};

/** 5 moves by support and 5 by the buyer, all at once; which answered 200, by whom. */
const burst = async ({ owner, licenseId }: { owner: Buyer; licenseId: number }) => {
  const answers = await Promise.all([
    ...Array.from({ length: 5 }, async () => ({ by: 'support', ...(await supportMove(licenseId)) })),
    ...Array.from({ length: 5 }, async () => ({ by: 'buyer', ...(await buyerMove(owner, licenseId)) })),
  ]);
  expect(answers.every((answer) => answer.status === 200 || (answer.status >= 400 && answer.status < 500 && answer.body.messages.length > 0))).toBe(true);
  return { answers, done: answers.filter((answer) => answer.status === 200), bySupport: answers.filter((answer) => answer.status === 200 && answer.by === 'support').length };
};

describe("support's and the buyer's moves of one licence at once", () => {
  it('with one move left, exactly one of 10 simultaneous moves succeeds and the others are refused 4xx', async () => {
    const licence = await licenseAfterMoves(MOVE_LIMIT.moves - 1);
    const { done, bySupport } = await burst(licence);
    expect(done).toHaveLength(1);
    expect(await movesOf(licence.licenseId)).toBe(MOVE_LIMIT.moves);
    expect(await supportAudits(licence.licenseId)).toBe(MOVE_LIMIT.moves - 1 + bySupport);
  });

  it('from a fresh licence, 10 simultaneous moves never make more moves than the limit', async () => {
    const licence = await licenseAfterMoves(0);
    const { done, bySupport } = await burst(licence);
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThanOrEqual(MOVE_LIMIT.moves);
    expect(await movesOf(licence.licenseId)).toBe(done.length);
    expect(await supportAudits(licence.licenseId)).toBe(bySupport);
  });

  it('with no move left, all 10 are refused with the limit (429) and nothing is audited', async () => {
    const licence = await licenseAfterMoves(MOVE_LIMIT.moves);
    const { answers } = await burst(licence);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(429));
    expect(await movesOf(licence.licenseId)).toBe(MOVE_LIMIT.moves);
    expect(await supportAudits(licence.licenseId)).toBe(MOVE_LIMIT.moves);
  });
});
