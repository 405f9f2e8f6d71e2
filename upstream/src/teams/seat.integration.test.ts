import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License, Seat, Team } from '../../../contract/index.ts';
import { freshAccount, lastMailTo, tokenOf } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, paidOrder, type Buyer } from '../testing/orders.ts';

let t: TestUpstream;
let owner: Buyer;
let ada: Buyer;
let bob: Buyer;
let team: Team;
let seatIds: number[];

const mid = (n: number) => `M${String(n).padStart(31, '0')}`;
const licenses = async (b: Buyer) => (await b.get<{ lists: License[] }>('/license/list?size=100')).body.data.lists;
const generate = async (b: Buyer, licenseId: number, machine: string) =>
  (await fetch(`${t.upstream.apiUrl}/license/generateById?license_id=${licenseId}&mid=${machine}`, { headers: { authorization: `Bearer ${b.token}` } })).text();
const assign = (b: Buyer, licenseId: number, member: Buyer) => b.post<Seat>('/team/seat/assign', { license_id: licenseId, member_id: member.account.id });
const join = async (member: Buyer) => {
  const { email } = freshAccount('seat');
  await owner.post('/team/invite', { team_id: team.id, email });
  await member.post('/team/invitation/accept', { token: tokenOf((await lastMailTo(t, email)).links[0]!) });
};
const validate = async (licenseId: number, machine: string) =>
  (
    (await (
      await fetch(`${t.upstream.apiUrl}/client/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ license_id: licenseId, mid: machine }),
      })
    ).json()) as { data: { valid: boolean; state: string } }
  ).data;

beforeAll(async () => {
  t = await startTestUpstream();
  owner = await buyer(t);
  [ada, bob] = [await buyer(t), await buyer(t)];
  await paidOrder(t, owner, { quantity: 4 });
  team = (await owner.post<Team>('/team/create', { name: 'Blue Team' })).body.data;
  await join(ada);
  await join(bob);
  seatIds = (await licenses(owner)).map((l) => l.id).slice(0, 3);
});
afterAll(() => t.close());

describe('seats', () => {
  it("licences moved in by their buyer become seats assigned to the buyer, who still reaches them", async () => {
    const { body } = await owner.post<Seat[]>('/team/seat/add', { team_id: team.id, license_ids: seatIds });
    expect(body.data.map((s) => [s.license.id, s.member.id])).toEqual(seatIds.map((id) => [id, owner.account.id]).sort((a, b) => a[0]! - b[0]!));
    expect((await licenses(owner)).map((l) => l.id)).toEqual(expect.arrayContaining(seatIds));
  });

  it('a licence already in a team is refused', async () => {
    expect((await owner.post('/team/seat/add', { team_id: team.id, license_ids: [seatIds[0]] })).body).toMatchObject({ statusCode: 400, messages: expect.stringContaining('cannot join the team') });
  });

  it('a member cannot assign a seat (403)', async () => {
    expect((await assign(ada, seatIds[0]!, ada)).body.statusCode).toBe(403);
  });

  it('a stranger is told the seat does not exist (404)', async () => {
    const stranger = await buyer(t);
    expect((await assign(stranger, seatIds[0]!, stranger)).body.statusCode).toBe(404);
  });

  it('a member sees only the seats given to them: not the other licences, no orders, no one else', async () => {
    await assign(owner, seatIds[0]!, ada);
    await assign(owner, seatIds[1]!, bob);
    expect((await licenses(ada)).map((l) => l.id)).toEqual([seatIds[0]]);
    expect((await licenses(ada))[0]).toMatchObject({ team_name: 'Blue Team' });
    expect((await ada.get(`/license/detail?license_id=${seatIds[1]}`)).body.statusCode).toBe(404);
    expect((await ada.post<unknown[]>('/license/history', { license_ids: [seatIds[1]] })).body.data).toEqual([]);
    expect((await ada.get<{ total: number }>('/order/list')).body.data.total).toBe(0);
    const seen = (await ada.get<Team[]>('/team/list')).body.data[0]!;
    expect(seen.members.map((m) => m.id)).toEqual([ada.account.id]);
    expect(seen.seats.map((s) => s.license.id)).toEqual([seatIds[0]]);
  });

  it('the member generates their seat for their MID under the rules of any licence', async () => {
    const file = await generate(ada, seatIds[0]!, mid(1));
    expect(file).not.toContain('statusCode');
    expect(JSON.parse(await generate(ada, seatIds[0]!, mid(2)))).toMatchObject({ statusCode: 400 });
    expect((await licenses(ada))[0]).toMatchObject({ status: 1, mid: mid(1) });
  });

  it('the member moves their generated seat off its machine like any licence', async () => {
    const moved = await ada.post<License>('/license/move', { license_id: seatIds[0] });
    expect(moved.body.data).toMatchObject({ id: seatIds[0], status: 0, mid: null, moves_left: 2 });
    expect(await validate(seatIds[0]!, mid(1))).toMatchObject({ valid: false, state: 'released' });
  });

  it("reassigning a generated seat revokes the old machine's file as a move does, and counts as one", async () => {
    await generate(bob, seatIds[1]!, mid(3));
    expect(await validate(seatIds[1]!, mid(3))).toMatchObject({ valid: true });
    const { body } = await assign(owner, seatIds[1]!, ada);
    expect(body.data).toMatchObject({ member: { id: ada.account.id }, license: { id: seatIds[1], status: 0, mid: null, moves_left: 2 } });
    expect(await validate(seatIds[1]!, mid(3))).toMatchObject({ valid: false, state: 'released' });
    const moved = await t.upstream.db.selectFrom('license_event').select(['kind', 'mid']).where('license_id', '=', seatIds[1]!).orderBy('id').execute();
    expect(moved).toEqual([{ kind: 'generated', mid: mid(3) }, { kind: 'moved', mid: mid(3) }]);
    expect((await bob.get(`/license/detail?license_id=${seatIds[1]}`)).body.statusCode).toBe(404);
  });
});
