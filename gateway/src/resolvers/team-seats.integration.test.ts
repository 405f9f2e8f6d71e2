import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../upstream/src/staff/admin.ts';
import { TEST_ADMIN_TOKEN } from '../../../upstream/src/testing/api.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

type Auth = Record<string, string>;
interface SeatRow {
  lastValidatedAt: string | null;
  member: { username: string };
  license: { id: string; key: string; mid: string | null; generatedAt: string | null; expiredAt: string | null; renewal: string | null };
}

/** Every column of the seat table (issue #34, item 4). */
const SEAT_TABLE = 'query { teams { id seats { lastValidatedAt member { username } license { id key mid generatedAt expiredAt renewal } } } }';
const MID = 'T'.repeat(32);

let stack: TestStack;
let owner: Auth;

const seatsOf = async () => (await stack.graph<{ teams: { id: string; seats: SeatRow[] }[] }>(SEAT_TABLE, {}, owner)).body.data!.teams[0]!.seats;
const desktop = (path: string, body: unknown) =>
  fetch(`${stack.upstream.apiUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  stack = await startTestStack();
  owner = { ...(await signedInUser(stack, 'seattable34')).auth, 'x-locale': 'en' };
  const order = await stack.graph<{ createOrder: { orderNo: string } }>(
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { orderNo } }',
    { input: { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 2, period: 3, name: 'Ada', country: 'GB' } },
    owner,
  );
  await runAdmin(['confirm-transfer', order.body.data!.createOrder.orderNo], { UPSTREAM_ORIGIN: stack.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
  const team = (await stack.graph<{ createTeam: { id: string } }>('mutation { createTeam(name: "Seat Table") { id } }', {}, owner)).body.data!.createTeam;
  const list = await stack.graph<{ licenses: { items: { id: string }[] } }>('query { licenses(page: 1, size: 20) { items { id } } }', {}, owner);
  await stack.graph('mutation($t: ID!, $ids: [ID!]!) { addTeamSeats(teamId: $t, licenseIds: $ids) { license { id } } }', { t: team.id, ids: list.body.data!.licenses.items.map((l) => l.id) }, owner);
});
afterAll(() => stack.close());

describe('the seat table through the graph', () => {
  it("carries each seat's member, MID, generation, last validation, expiry and renewal state, in one upstream call", async () => {
    const [first] = await seatsOf();
    const { license_id } = (await (await desktop('/client/activate', { key: first!.license.key, mid: MID })).json()).data as { license_id: number };
    await desktop('/client/validate', { license_id, mid: MID });
    const before = await stack.upstreamCalls();
    const seats = await seatsOf();
    expect(await stack.upstreamCalls()).toBe(before + 1);
    const used = seats.find((s) => s.license.id === String(license_id))!;
    const unused = seats.find((s) => s.license.id !== String(license_id))!;
    expect(used).toMatchObject({ member: { username: 'seattable34' }, license: { mid: MID, renewal: null } });
    expect(used.lastValidatedAt).toEqual(expect.any(String));
    expect(Date.parse(used.lastValidatedAt!)).toBeGreaterThanOrEqual(Date.parse(used.license.generatedAt!));
    expect(used.license.expiredAt).toEqual(expect.any(String));
    expect(unused).toMatchObject({ lastValidatedAt: null, license: { mid: null, generatedAt: null } });
  });
});
