import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License, Team } from '../../../contract/index.ts';
import { freshAccount, lastMailTo, tokenOf } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, paidOrder, type Buyer } from '../testing/orders.ts';

let t: TestUpstream;
let owner: Buyer;
const used = new Set<number>();

const mid = (n: number) => `R${String(n).padStart(31, '0')}`;
const licenses = async (b: Buyer) => (await b.get<{ lists: License[] }>('/license/list?size=100')).body.data.lists;
const generate = async (b: Buyer, licenseId: number, machine: string) =>
  (await fetch(`${t.upstream.apiUrl}/license/generateById?license_id=${licenseId}&mid=${machine}`, { headers: { authorization: `Bearer ${b.token}` } })).status;
const newTeam = async () => (await owner.post<Team>('/team/create', { name: `Roles ${Math.random()}` })).body.data;
const join = async (team: Team, role: 'manager' | 'member' = 'member') => {
  const member = await buyer(t);
  const { email } = freshAccount('roles');
  await owner.post('/team/invite', { team_id: team.id, email, role });
  await member.post('/team/invitation/accept', { token: tokenOf((await lastMailTo(t, email)).links[0]!) });
  return member;
};
const setRole = (b: Buyer, team: Team, member: Buyer, role: string) => b.post<Team>('/team/member/role', { team_id: team.id, member_id: member.account.id, role });
const remove = (b: Buyer, team: Team, member: Buyer) => b.post<Team>('/team/member/remove', { team_id: team.id, member_id: member.account.id });
const rolesOf = (team: Team) => Object.fromEntries(team.members.map((m) => [m.id, m.role]));
const validate = async (licenseId: number, machine: string) =>
  (
    (await (
      await fetch(`${t.upstream.apiUrl}/client/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.34' },
        body: JSON.stringify({ license_id: licenseId, mid: machine }),
      })
    ).json()) as { data: { state: string } }
  ).data.state;
/** A seat of a new team, held by a new member who generated it for `machine`. */
const generatedSeat = async (machine: string) => {
  const team = await newTeam();
  const member = await join(team);
  const free = (await licenses(owner)).find((l) => l.status === 0 && !used.has(l.id))!;
  used.add(free.id);
  await owner.post('/team/seat/add', { team_id: team.id, license_ids: [free.id] });
  await owner.post('/team/seat/assign', { license_id: free.id, member_id: member.account.id });
  expect(await generate(member, free.id, machine)).toBe(200);
  return { team, member, licenseId: free.id };
};

beforeAll(async () => {
  t = await startTestUpstream();
  owner = await buyer(t);
  await paidOrder(t, owner, { quantity: 6 });
});
afterAll(() => t.close());

describe('changing roles', () => {
  it('the owner makes a member a manager and back', async () => {
    const team = await newTeam();
    const ada = await join(team);
    expect(rolesOf((await setRole(owner, team, ada, 'manager')).body.data)[ada.account.id]).toBe('manager');
    expect(rolesOf((await setRole(owner, team, ada, 'member')).body.data)[ada.account.id]).toBe('member');
  });

  it('a manager cannot change roles (403)', async () => {
    const team = await newTeam();
    const [boss, ada] = [await join(team, 'manager'), await join(team)];
    expect((await setRole(boss, team, ada, 'manager')).body.statusCode).toBe(403);
  });

  it("the owner's own role is not changed but by hand-over, and OWNER is not a role to set (400)", async () => {
    const team = await newTeam();
    const ada = await join(team);
    expect((await setRole(owner, team, owner, 'member')).body).toMatchObject({ statusCode: 400, messages: expect.stringContaining('handing the team over') });
    expect((await setRole(owner, team, ada, 'owner')).body.statusCode).toBe(400);
  });
});

describe('removing members', () => {
  it('a manager removes a plain member but not another manager', async () => {
    const team = await newTeam();
    const [boss, peer, ada] = [await join(team, 'manager'), await join(team, 'manager'), await join(team)];
    expect((await remove(boss, team, peer)).body.statusCode).toBe(403);
    expect(rolesOf((await remove(boss, team, ada)).body.data)[ada.account.id]).toBeUndefined();
  });

  it('a member removes no one (403), the owner is never removed (400), a stranger is told of no team (404)', async () => {
    const team = await newTeam();
    const [ada, bob] = [await join(team), await join(team)];
    expect((await remove(ada, team, bob)).body.statusCode).toBe(403);
    expect((await remove(owner, team, owner)).body.statusCode).toBe(400);
    expect((await remove(await buyer(t), team, ada)).body.statusCode).toBe(404);
  });

  it("a removed member's generated seat goes back to the owner and its file is revoked", async () => {
    const { team, member, licenseId } = await generatedSeat(mid(1));
    const after = (await remove(owner, team, member)).body.data;
    expect(after.seats.find((s) => s.license.id === licenseId)).toMatchObject({ member: { id: owner.account.id }, license: { status: 0 } });
    expect(await validate(licenseId, mid(1))).toBe('released');
    expect((await licenses(member)).map((l) => l.id)).not.toContain(licenseId);
    expect((await owner.get('/team/list')).body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: team.id })]));
  });

  it('is not refused when the seat has used its moves', async () => {
    const { team, member, licenseId } = await generatedSeat(mid(2));
    for (const n of [3, 4, 5]) {
      await member.post('/license/move', { license_id: licenseId });
      expect(await generate(member, licenseId, mid(n))).toBe(200);
    }
    expect((await member.post('/license/move', { license_id: licenseId })).body.statusCode).toBe(429);
    expect((await remove(owner, team, member)).body.statusCode).toBe(200);
    expect(await validate(licenseId, mid(5))).toBe('released');
  });

  it('two parallel removals of the same member: one removes, the other is told they are not a member', async () => {
    const { team, member, licenseId } = await generatedSeat(mid(6));
    const answers = await Promise.all([remove(owner, team, member), remove(owner, team, member)]);
    expect(answers.map((a) => a.body.statusCode).sort()).toEqual([200, 400]);
    const seat = (await owner.get<Team[]>('/team/list')).body.data.find((x) => x.id === team.id)!.seats.find((s) => s.license.id === licenseId);
    expect(seat?.member.id).toBe(owner.account.id);
  });
});

describe('leaving', () => {
  it('a member leaves, their seat going back to the owner; the owner cannot leave (400)', async () => {
    const { team, member, licenseId } = await generatedSeat(mid(7));
    expect((await member.post('/team/leave', { team_id: team.id })).body.statusCode).toBe(200);
    expect((await member.get<Team[]>('/team/list')).body.data.map((x) => x.id)).not.toContain(team.id);
    expect(await validate(licenseId, mid(7))).toBe('released');
    expect((await owner.post('/team/leave', { team_id: team.id })).body).toMatchObject({ statusCode: 400, messages: expect.stringContaining('hand it over') });
  });
});
