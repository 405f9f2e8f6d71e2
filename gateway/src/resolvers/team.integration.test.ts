import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../upstream/src/staff/admin.ts';
import { TEST_ADMIN_TOKEN } from '../../../upstream/src/testing/api.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

type Auth = Record<string, string>;
interface TeamView {
  id: string;
  name: string;
  members: { id: string; username: string; role: string }[];
  seats: { license: { id: string; mid: string | null }; member: { id: string } }[];
  invitations: { email: string }[];
}

/** The fields the issue names (checks and the docs use them). */
const TEAMS = 'query { teams { id name members { id username role } seats { license { id mid } member { id } } invitations { email } } }';

let stack: TestStack;
let owner: Auth;
let member: Auth;
let other: Auth;
let team: TeamView;
let licenseIds: string[];

const teamsOf = async (auth: Auth) => (await stack.graph<{ teams: TeamView[] }>(TEAMS, {}, auth)).body.data!.teams;
const lastLinkTo = async (email: string) => {
  const mails = (await (await fetch(`${stack.upstream.origin}/dev/outbox`)).json()) as { to: string; subject: string; links: string[] }[];
  return mails.find((mail) => mail.to === email)!;
};
/** Invites `email` as the owner and accepts it as `auth`: the graph's whole invitation round. */
const join = async (auth: Auth, email: string) => {
  await stack.graph('mutation($t: ID!, $e: String!) { inviteToTeam(teamId: $t, email: $e, language: EN) { email } }', { t: team.id, e: email }, owner);
  const token = new URL((await lastLinkTo(email)).links[0]!).searchParams.get('token');
  return stack.graph<{ acceptInvitation: { id: string } }>('mutation($token: String!) { acceptInvitation(token: $token) { id } }', { token }, auth);
};

beforeAll(async () => {
  stack = await startTestStack();
  owner = { ...(await signedInUser(stack, 'teamowner34')).auth, 'x-locale': 'en' };
  member = { ...(await signedInUser(stack, 'teammember34')).auth, 'x-locale': 'en' };
  other = { ...(await signedInUser(stack, 'teamother34')).auth, 'x-locale': 'en' };
  const order = await stack.graph<{ createOrder: { orderNo: string } }>(
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderNo } }',
    { input: { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 3, period: 3, name: 'Ada', country: 'GB' } },
    owner,
  );
  await runAdmin(['confirm-transfer', order.body.data!.createOrder.orderNo], { UPSTREAM_ORIGIN: stack.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
  team = (await stack.graph<{ createTeam: TeamView }>('mutation { createTeam(name: "Blue Team") { id name members { id username role } seats { license { id mid } member { id } } invitations { email } } }', {}, owner)).body.data!.createTeam;
  const list = await stack.graph<{ licenses: { items: { id: string }[] } }>('query { licenses(page: 1, size: 20) { items { id } } }', {}, owner);
  licenseIds = list.body.data!.licenses.items.map((l) => l.id);
  await stack.graph('mutation($t: ID!, $ids: [ID!]!) { addTeamSeats(teamId: $t, licenseIds: $ids) { license { id } } }', { t: team.id, ids: licenseIds }, owner);
});
afterAll(() => stack.close());

describe('teams through the graph', () => {
  it('an invitation is accepted once with the mailed token, in the language chosen', async () => {
    const first = await join(member, 'member34@example.com');
    expect(first.body.data!.acceptInvitation.id).toBe(team.id);
    expect((await lastLinkTo('member34@example.com')).subject).toContain('invites you to the team Blue Team');
    const token = new URL((await lastLinkTo('member34@example.com')).links[0]!).searchParams.get('token');
    const again = await stack.graph('mutation($token: String!) { acceptInvitation(token: $token) { id } }', { token }, other);
    expect(again.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('the owner sees members, seats and invitations under the issue’s names, in one upstream call', async () => {
    await stack.graph('mutation($t: ID!) { inviteToTeam(teamId: $t, email: "pending34@example.com") { email } }', { t: team.id }, owner);
    const before = await stack.upstreamCalls();
    const [seen] = await teamsOf(owner);
    expect(await stack.upstreamCalls()).toBe(before + 1);
    expect(seen!.members.map((m) => [m.username, m.role])).toEqual([['teamowner34', 'OWNER'], ['teammember34', 'MEMBER']]);
    expect(seen!.seats.map((s) => s.license.id).sort()).toEqual([...licenseIds].sort());
    expect(seen!.invitations).toEqual([{ email: 'pending34@example.com' }]);
  });

  it('a member cannot assign a seat (FORBIDDEN)', async () => {
    const [seen] = await teamsOf(owner);
    const memberId = seen!.members.find((m) => m.username === 'teammember34')!.id;
    const { body } = await stack.graph('mutation($l: ID!, $m: ID!) { assignSeat(licenseId: $l, memberId: $m) { member { id } } }', { l: licenseIds[0], m: memberId }, member);
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("a member sees only their seat: not the owner's other licences, machines or orders", async () => {
    const [seen] = await teamsOf(owner);
    const memberId = seen!.members.find((m) => m.username === 'teammember34')!.id;
    const assigned = await stack.graph<{ assignSeat: { member: { id: string } } }>(
      'mutation($l: ID!, $m: ID!) { assignSeat(licenseId: $l, memberId: $m) { member { id } } }',
      { l: licenseIds[0], m: memberId },
      owner,
    );
    expect(assigned.body.data!.assignSeat.member.id).toBe(memberId);
    const [mine] = await teamsOf(member);
    expect(mine!.members.map((m) => m.username)).toEqual(['teammember34']);
    expect(mine!.seats.map((s) => s.license.id)).toEqual([licenseIds[0]]);
    expect(mine!.invitations).toEqual([]);
    const elsewhere = await stack.graph<{ license: unknown }>('query($id: ID!) { license(id: $id) { id mid } }', { id: licenseIds[1] }, member);
    expect(elsewhere.body.data!.license).toBeNull();
    const orders = await stack.graph<{ orders: { total: number } }>('query { orders { total } }', {}, member);
    expect(orders.body.data!.orders.total).toBe(0);
  });

  it('a stranger reads no team and cannot invite to it (NOT_FOUND)', async () => {
    expect(await teamsOf(other)).toEqual([]);
    const { body } = await stack.graph('mutation($t: ID!) { inviteToTeam(teamId: $t, email: "x34@example.com") { email } }', { t: team.id }, other);
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
