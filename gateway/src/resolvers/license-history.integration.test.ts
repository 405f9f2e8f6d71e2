import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../upstream/src/staff/admin.ts';
import { TEST_ADMIN_TOKEN } from '../../../upstream/src/testing/api.ts';
import { CreateOrderDocument, GenerateLicenseDocument, MoveLicenseDocument } from '../../../client/src/gql/graphql.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

/** Naming a machine when generating, and each licence's history through the graph (issue #32). */

let stack: TestStack;
let alice: Record<string, string>;
let bob: Record<string, string>;
let ids: string[];

const HISTORIES = `query { licenses(page: 1, size: 20) { items { id mid machineName history { kind at mid machineName expiredAt } } } }`;
type Row = { id: string; mid: string | null; machineName: string | null; history: { kind: string; mid: string | null; machineName: string | null }[] };

beforeAll(async () => {
  stack = await startTestStack();
  alice = { ...(await signedInUser(stack, 'alice32')).auth, 'x-locale': 'en' };
  bob = { ...(await signedInUser(stack, 'bob32')).auth, 'x-locale': 'en' };
  const input = { licenseTypeId: '13', paymentType: 'COMPANY_PAY' as const, quantity: 3, period: 3, name: 'Ada', country: 'GB' };
  const { body } = await stack.graph(CreateOrderDocument, { input }, alice);
  await runAdmin(['confirm-transfer', body.data!.createOrder.orderNo], { UPSTREAM_ORIGIN: stack.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
  ids = (await rows(alice)).map((row) => row.id);
});
afterAll(() => stack.close());

const rows = async (auth: Record<string, string>) => (await stack.graph<{ licenses: { items: Row[] } }>(HISTORIES, {}, auth)).body.data!.licenses.items;
const historyCalls = async () => (await stack.gateway.metrics.upstreamCalls.get()).values.filter((value) => value.labels.call === 'licenseHistory').reduce((sum, value) => sum + value.value, 0);

describe('naming a machine', () => {
  it('keeps the trimmed name with the binding and shows it on the row', async () => {
    await stack.graph(GenerateLicenseDocument, { input: { licenseId: ids[0], mid: 'A'.repeat(32), machineName: '  Lab workstation  ' } }, alice);
    expect((await rows(alice)).find((row) => row.id === ids[0])).toMatchObject({ mid: 'A'.repeat(32), machineName: 'Lab workstation' });
  });

  it('refuses a name over 40 characters with a message naming the limit, binding nothing', async () => {
    const { body } = await stack.graph(GenerateLicenseDocument, { input: { licenseId: ids[1], mid: 'B'.repeat(32), machineName: 'x'.repeat(41) } }, alice);
    expect(body.errors?.[0]).toMatchObject({ message: 'A machine name is at most 40 characters', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await rows(alice)).find((row) => row.id === ids[1])).toMatchObject({ mid: null, history: [] });
  });
});

describe("a licence's history", () => {
  it('lists generated and moved with the machine and its name, oldest first', async () => {
    await stack.graph(GenerateLicenseDocument, { input: { licenseId: ids[2], mid: 'C'.repeat(32), machineName: 'Old laptop' } }, alice);
    await stack.graph(MoveLicenseDocument, { id: ids[2] }, alice);
    await stack.graph(GenerateLicenseDocument, { input: { licenseId: ids[2], mid: 'D'.repeat(32) } }, alice);
    const row = (await rows(alice)).find((entry) => entry.id === ids[2])!;
    expect(row.history).toMatchObject([
      { kind: 'GENERATED', mid: 'C'.repeat(32), machineName: 'Old laptop' },
      { kind: 'MOVED', mid: 'C'.repeat(32), machineName: 'Old laptop' },
      { kind: 'GENERATED', mid: 'D'.repeat(32), machineName: null },
    ]);
    expect(row.machineName).toBeNull();
  });

  it("a page's histories cost one upstream call, not one per row", async () => {
    const before = await historyCalls();
    expect((await rows(alice)).length).toBe(3);
    expect((await historyCalls()) - before).toBe(1);
  });

  it("another user's licence has no history for them", async () => {
    const { body } = await stack.graph<{ license: Row | null }>('query($id: ID!) { license(id: $id) { id history { kind } } }', { id: ids[0] }, bob);
    expect(body.data!.license).toBeNull();
  });
});
