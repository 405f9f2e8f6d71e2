import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, manualClock } from '../../../upstream/src/domain/clock.ts';
import { runAdmin } from '../../../upstream/src/staff/admin.ts';
import { TEST_ADMIN_TOKEN } from '../../../upstream/src/testing/api.ts';
import { getFragmentData } from '../../../client/src/gql/fragment-masking.ts';
import { CreateOrderDocument, GenerateLicenseDocument, OrderManagementDocument, OrderTable_OrderFragmentDoc } from '../../../client/src/gql/graphql.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

type Auth = Record<string, string>;
interface SeatView {
  license: { id: string; expiredAt: string | null };
  member: { id: string };
}

const clock = manualClock();
let stack: TestStack;
let owner: Auth;
let member: Auth;
let stranger: Auth;
let ownerId: string;
let teamId: string;

const TEAMS = 'query { teams { id name seats { license { id expiredAt } member { id } } } }';
const seats = async () => (await stack.graph<{ teams: { seats: SeatView[] }[] }>(TEAMS, {}, owner)).body.data!.teams[0]!.seats;
const order = (auth: Auth, input: Record<string, unknown>) =>
  stack.graph(CreateOrderDocument, { input: { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 1, period: 1, name: 'Ada', country: 'GB', ...input } }, auth);
const pay = (orderNo: string) => runAdmin(['confirm-transfer', orderNo], { UPSTREAM_ORIGIN: stack.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
const lastLinkTo = async (email: string) => {
  const mails = (await (await fetch(`${stack.upstream.origin}/dev/outbox`)).json()) as { to: string; links: string[] }[];
  return mails.findLast((mail) => mail.to === email)!.links[0]!;
};

beforeAll(async () => {
  stack = await startTestStack({}, {}, { options: { clock } });
  const signedOwner = await signedInUser(stack, 'buyer34b');
  owner = { ...signedOwner.auth, 'x-locale': 'en' };
  member = { ...(await signedInUser(stack, 'member34b')).auth, 'x-locale': 'en' };
  stranger = { ...(await signedInUser(stack, 'stranger34b')).auth, 'x-locale': 'en' };
  const created = await stack.graph<{ createTeam: { id: string; members: { id: string }[] } }>('mutation { createTeam(name: "Blue Team") { id members { id } } }', {}, owner);
  teamId = created.body.data!.createTeam.id;
  ownerId = created.body.data!.createTeam.members[0]!.id;
  await stack.graph('mutation($t: ID!) { inviteToTeam(teamId: $t, email: "member34b-joins@example.com", language: EN) { email } }', { t: teamId }, owner);
  const token = new URL(await lastLinkTo('member34b-joins@example.com')).searchParams.get('token');
  await stack.graph('mutation($token: String!) { acceptInvitation(token: $token) { id } }', { token }, member);
});
afterAll(() => stack.close());

describe('ordering for a team through the graph', () => {
  it('an owner buys five seats for the team: once paid they are its seats, held by the owner, and the order list names the team', async () => {
    const { body } = await order(owner, { quantity: 5, teamId });
    expect(body.errors).toBeUndefined();
    const orderNo = body.data!.createOrder.orderNo;
    await pay(orderNo);
    const held = await seats();
    expect(held).toHaveLength(5);
    expect(held.every((seat) => seat.member.id === ownerId)).toBe(true);
    const list = await stack.graph(OrderManagementDocument, { payStatus: 'PAID', page: 1, size: 20 }, owner);
    const row = getFragmentData(OrderTable_OrderFragmentDoc, list.body.data!.orders.items).find((item) => item.orderNo === orderNo);
    expect(row?.teamName).toBe('Blue Team');
  });

  it('a member of the team is FORBIDDEN and a stranger told it does not exist (NOT_FOUND)', async () => {
    expect((await order(member, { teamId })).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await order(stranger, { teamId })).body.errors?.[0]).toMatchObject({ message: `Team ${teamId} does not exist`, extensions: { code: 'NOT_FOUND' } });
  });

  it('a member sees none of the team’s orders', async () => {
    expect((await stack.graph<{ orders: { total: number } }>('query { orders { total } }', {}, member)).body.data!.orders.total).toBe(0);
  });
});

describe('renewing a team’s seats through the graph', () => {
  it('three seats are renewed by one order: each ends one period later, and the order names all three', async () => {
    const three = (await seats()).slice(0, 3).map((seat) => seat.license.id);
    for (const [i, id] of three.entries()) await stack.graph(GenerateLicenseDocument, { input: { licenseId: id, mid: String(i + 1).repeat(32) } }, owner);
    const before = new Map((await seats()).map((seat) => [seat.license.id, seat.license.expiredAt!]));
    // a month's licence opens its renewal window within days
    clock.advance(2 * DAY);
    const { body } = await order(owner, { quantity: 3, renewLicenseIds: three });
    expect(body.errors).toBeUndefined();
    const orderNo = body.data!.createOrder.orderNo;
    await pay(orderNo);
    const after = new Map((await seats()).map((seat) => [seat.license.id, seat.license.expiredAt!]));
    for (const id of three) expect(new Date(after.get(id)!).getTime()).toBeGreaterThan(new Date(before.get(id)!).getTime() + 27 * DAY);
    const renewed = await stack.graph<{ order: { renewedLicenseIds: string[]; quantity: number } }>('query($n: ID!) { order(orderNo: $n) { renewedLicenseIds quantity } }', { n: orderNo }, owner);
    expect(renewed.body.data!.order).toEqual({ renewedLicenseIds: [...three].sort((a, b) => Number(a) - Number(b)), quantity: 3 });
  });

  it('a quantity other than the number of licences is refused, in either language', async () => {
    const two = (await seats()).slice(0, 2).map((seat) => seat.license.id);
    expect((await order(owner, { quantity: 3, renewLicenseIds: two })).body.errors?.[0]).toMatchObject({
      message: 'The quantity of a renewal is the number of licenses it renews (2)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await order({ ...owner, 'x-locale': 'zh' }, { quantity: 3, renewLicenseIds: two })).body.errors?.[0]?.message).toBe('续费数量须等于续费的授权数（2）');
  });
});
