import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License } from '../../../contract/index.ts';
import { DAY } from '../domain/clock.ts';
import { freshIp, from, tokenFor } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, paidOrder, type Buyer } from '../testing/orders.ts';

let t: TestUpstream;
let alice: Buyer;
beforeAll(async () => {
  t = await startTestUpstream();
  alice = await buyer(t);
  await paidOrder(t, alice, { quantity: 4 });
});
afterAll(() => t.close());

const mid = (n: number) => `M${String(n).padStart(31, '0')}`;
const licenses = async (b: Buyer) => (await b.get<{ lists: License[] }>('/license/list?size=100')).body.data.lists;
/** The generate dialog's call (a file answer: text, or an envelope when refused). */
const generate = async (b: Buyer, licenseId: number, machine: string) =>
  (await fetch(`${t.upstream.apiUrl}/license/generateById?license_id=${licenseId}&mid=${machine}`, { headers: { authorization: `Bearer ${b.token}` } })).text();
const move = (b: Buyer, licenseId: number) => b.post<License>('/license/move', { license_id: licenseId });
const history = (licenseId: number) =>
  t.upstream.db.selectFrom('license_event').select(['kind', 'mid']).where('license_id', '=', licenseId).orderBy('id').execute();

describe('moving a license to another machine', () => {
  it('returns it to not generated with the same end, and the web dialog binds it to the new MID', async () => {
    const [license] = await licenses(alice);
    await generate(alice, license.id, mid(1));
    const bound = (await licenses(alice)).find((l) => l.id === license.id)!;
    t.clock.advance(2 * DAY);

    const moved = await move(alice, license.id);
    expect(moved.body).toMatchObject({ statusCode: 200, data: { status: 0, mid: null, generated_at: null, expired_at: bound.expired_at, moves_left: 2 } });
    await generate(alice, license.id, mid(2));
    const rebound = (await licenses(alice)).find((l) => l.id === license.id)!;
    expect(rebound).toMatchObject({ status: 1, mid: mid(2), expired_at: bound.expired_at });
    expect(await history(license.id)).toEqual([
      { kind: 'generated', mid: mid(1) },
      { kind: 'moved', mid: mid(1) },
      { kind: 'generated', mid: mid(2) },
    ]);
  });

  it('refuses a license not generated, and another user’s', async () => {
    const free = (await licenses(alice)).find((l) => l.status === 0)!;
    expect((await move(alice, free.id)).body).toMatchObject({ statusCode: 400, messages: 'Only a generated license can be moved to another machine' });
    const bob = await buyer(t, 'zh-CN');
    expect((await move(bob, free.id)).body).toMatchObject({ statusCode: 404, messages: '授权不存在' });
  });

  it('allows 3 moves in 30 days; the 4th is refused with the minute it becomes possible, which it then is', async () => {
    const [, license] = await licenses(alice);
    const firstMove = t.clock.now();
    for (let i = 0; i < 3; i++) {
      await generate(alice, license.id, mid(10 + i));
      expect((await move(alice, license.id)).body.statusCode).toBe(200);
      t.clock.advance(DAY);
    }
    await generate(alice, license.id, mid(20));
    const row = (await licenses(alice)).find((l) => l.id === license.id)!;
    const again = new Date(firstMove.getTime() + 30 * DAY);
    expect(row).toMatchObject({ moves_left: 0, moves_again_at: again.toISOString() });
    const fourth = await move(alice, license.id);
    expect(fourth.status).toBe(429);
    expect(fourth.body.messages).toBe(`This license was already moved 3 times in 30 days; it can be moved again from ${again.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    expect((await licenses(alice)).find((l) => l.id === license.id)).toMatchObject({ status: 1, mid: mid(20) });

    t.clock.advance(again.getTime() - t.clock.now().getTime());
    // a month has ended the session too: the owner signs in again
    const { token } = await tokenFor(t, alice.account.username, alice.account.password);
    const fifth = await t.api('/license/move', { method: 'POST', json: { license_id: license.id }, headers: from(freshIp(), 'en', token) });
    expect(fifth.body).toMatchObject({ statusCode: 200, data: { moves_left: 0 } });
  });

  it('10 simultaneous move-and-generate rounds never make more than 3 moves', async () => {
    const carol = await buyer(t);
    await paidOrder(t, carol);
    const [license] = await licenses(carol);
    await generate(carol, license.id, mid(100));
    const rounds = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const moved = await move(carol, license.id);
        await generate(carol, license.id, mid(200 + i));
        return moved.status;
      }),
    );
    expect(rounds.filter((status) => status === 200).length).toBeLessThanOrEqual(3);
    const moves = (await history(license.id)).filter((event) => event.kind === 'moved');
    expect(moves.length).toBe(rounds.filter((status) => status === 200).length);
    expect(moves.length).toBeLessThanOrEqual(3);
    expect(rounds.every((status) => status === 200 || status === 400 || status === 429)).toBe(true);

    // up to exactly 3 one by one; then 10 at once on the generated license are all refused
    for (let n = moves.length; n < 3; n++) {
      await generate(carol, license.id, mid(400 + n));
      expect((await move(carol, license.id)).status).toBe(200);
    }
    await generate(carol, license.id, mid(500));
    const burst = await Promise.all(Array.from({ length: 10 }, () => move(carol, license.id)));
    expect(burst.map((answer) => answer.status)).toEqual(Array(10).fill(429));
    expect((await history(license.id)).filter((event) => event.kind === 'moved')).toHaveLength(3);
  });

  it('refuses to move a license that has ended', async () => {
    const dave = await buyer(t);
    await paidOrder(t, dave, { period: 1 });
    const [license] = await licenses(dave);
    await generate(dave, license.id, mid(300));
    const ended = (await licenses(dave))[0].expired_at!;
    t.clock.advance(32 * DAY);
    // a week has ended the session too: the owner signs in again
    const { token } = await tokenFor(t, dave.account.username, dave.account.password);
    const refused = await t.api('/license/move', { method: 'POST', json: { license_id: license.id }, headers: from(freshIp(), 'en', token) });
    expect(refused.body).toMatchObject({ statusCode: 400, messages: `This license ended on ${ended.slice(0, 10)}; renew it before moving it` });
  });
});
