import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientValidation, License, Seat, Team } from '../../../contract/index.ts';
import { freshAccount, freshIp, lastMailTo, tokenOf } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, paidOrder, type Buyer } from '../testing/orders.ts';

/** The seat table's last validation, and the team and seat holder in the desktop client's validate answer (issue #34). */
let t: TestUpstream;
let owner: Buyer;
let ada: Buyer;
let team: Team;
let seatId: number;
let loneId: number;

const mid = (n: number) => `V${String(n).padStart(31, '0')}`;
const licenses = async (b: Buyer) => (await b.get<{ lists: License[] }>('/license/list?size=100')).body.data.lists;
const generate = (b: Buyer, licenseId: number, machine: string) =>
  fetch(`${t.upstream.apiUrl}/license/generateById?license_id=${licenseId}&mid=${machine}`, { headers: { authorization: `Bearer ${b.token}` } }).then((r) => r.text());
const validate = async (licenseId: number, machine: string) => {
  const response = await fetch(`${t.upstream.apiUrl}/client/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    body: JSON.stringify({ license_id: licenseId, mid: machine }),
  });
  return ((await response.json()) as { data: ClientValidation }).data;
};
const seatRow = async () => (await owner.get<Team[]>('/team/list')).body.data[0]!.seats.find((s) => s.license.id === seatId)!;

beforeAll(async () => {
  t = await startTestUpstream();
  owner = await buyer(t);
  ada = await buyer(t);
  await paidOrder(t, owner, { quantity: 2 });
  [seatId, loneId] = (await licenses(owner)).map((l) => l.id);
  team = (await owner.post<Team>('/team/create', { name: 'Blue Team' })).body.data;
  const { email } = freshAccount('table');
  await owner.post('/team/invite', { team_id: team.id, email });
  await ada.post('/team/invitation/accept', { token: tokenOf((await lastMailTo(t, email)).links[0]!) });
  await owner.post('/team/seat/add', { team_id: team.id, license_ids: [seatId] });
  await owner.post<Seat>('/team/seat/assign', { license_id: seatId, member_id: ada.account.id });
  await generate(ada, seatId!, mid(1));
  await generate(owner, loneId!, mid(2));
});
afterAll(() => t.close());

describe("a seat's last validation", () => {
  it('is null before the machine has validated', async () => {
    expect((await seatRow()).last_validated_at).toBeNull();
  });

  it('is the time of the first validate from the machine the seat is bound to', async () => {
    t.clock.advance(5_000);
    await validate(seatId, mid(1));
    expect((await seatRow()).last_validated_at).toBe(t.clock.now().toISOString());
  });

  it('is written at most once a minute, however often the machine checks', async () => {
    const first = (await seatRow()).last_validated_at;
    t.clock.advance(30_000);
    await Promise.all([validate(seatId, mid(1)), validate(seatId, mid(1)), validate(seatId, mid(1))]);
    expect((await seatRow()).last_validated_at).toBe(first);
    t.clock.advance(31_000);
    await validate(seatId, mid(1));
    expect((await seatRow()).last_validated_at).toBe(t.clock.now().toISOString());
  });
});

describe('the validate answer', () => {
  it("names a seat's team and the username of the member holding it", async () => {
    expect((await validate(seatId, mid(1))).team).toEqual({ id: team.id, name: 'Blue Team', seat_holder: ada.account.username });
  });

  it('says null for a licence in no team', async () => {
    expect(await validate(loneId, mid(2))).toMatchObject({ valid: true, team: null });
  });
});

describe('after a reassignment', () => {
  it('the last validation is cleared, and the old machine is told neither team nor holder', async () => {
    t.clock.advance(61_000);
    const { body } = await owner.post<Seat>('/team/seat/assign', { license_id: seatId, member_id: owner.account.id });
    expect(body.data).toMatchObject({ last_validated_at: null, license: { status: 0 } });
    expect(await validate(seatId, mid(1))).toMatchObject({ state: 'released', team: null });
    expect((await seatRow()).last_validated_at).toBeNull();
  });
});
