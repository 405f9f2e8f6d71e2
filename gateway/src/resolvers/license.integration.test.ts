import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../upstream/src/staff/admin.ts';
import { TEST_ADMIN_TOKEN } from '../../../upstream/src/testing/api.ts';
import { getFragmentData } from '../../../client/src/gql/fragment-masking.ts';
import {
  CreateOrderDocument,
  ExportActivationCodesDocument as EXPORT,
  GenerateLicenseDocument as GENERATE,
  LicenseManagementDocument,
  LicenseTable_LicenseFragmentDoc,
  type CreateOrderInput,
} from '../../../client/src/gql/graphql.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

/** The license management page's query: page 1 unless told, 20 a page as the page asks. */
const LICENSES = LicenseManagementDocument;
const page = (n = 1) => ({ page: n, size: 20 });

let stack: TestStack;
let alice: Record<string, string>;
let bob: Record<string, string>;

const buy = async (auth: Record<string, string>, input: Partial<CreateOrderInput>) => {
  const { body } = await stack.graph(CreateOrderDocument, {
    input: { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 1, period: 3, name: 'Ada', country: 'GB', ...input },
  }, auth);
  await runAdmin(['confirm-transfer', body.data!.createOrder.orderNo], { UPSTREAM_ORIGIN: stack.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
};

beforeAll(async () => {
  stack = await startTestStack();
  alice = { ...(await signedInUser(stack, 'alice02')).auth, 'x-locale': 'en' };
  bob = { ...(await signedInUser(stack, 'bob02')).auth, 'x-locale': 'en' };
  await buy(alice, { quantity: 20 });
  await buy(alice, { licenseTypeId: '14', quantity: 5, period: 12 });
});
afterAll(() => stack.close());

describe('licenses through the graph', () => {
  it('pages 20 licenses with their editions for at most 2 upstream calls', async () => {
    const before = await stack.upstreamCalls();
    const { body } = await stack.graph(LICENSES, page(), alice);
    // the page (each row with its team), the edition list and the available count; nothing per row
    expect(await stack.upstreamCalls()).toBeLessThanOrEqual(before + 3);
    expect(body.errors).toBeUndefined();
    expect(body.data!.licenses).toMatchObject({ page: 1, size: 20, total: 25 });
    const rows = getFragmentData(LicenseTable_LicenseFragmentDoc, body.data!.licenses.items);
    expect(rows).toHaveLength(20);
    expect(rows.slice(0, 5).every((l) => l.licenseTypeName === 'Vul Scan')).toBe(true);
    expect(rows[5].licenseTypeName).toBe('Red Team');

    // the list itself: one call for the page, one for the edition list (shared, so often none); the term in
    // days is for API consumers (the site never asks for it), unknown until a license is generated
    const again = await stack.upstreamCalls();
    const bare = await stack.graph<{ licenses: { items: { termDays: number | null }[] } }>('{ licenses { items { id edition { name } termDays } } }', {}, alice);
    expect((await stack.upstreamCalls()) - again).toBeLessThanOrEqual(2);
    expect(bare.body.data!.licenses.items.slice(0, 5).every((l) => l.termDays === null)).toBe(true);
  });

  it('counts the available licenses', async () => {
    const { body } = await stack.graph(LICENSES, page(), alice);
    expect(body.data!.availableLicenseCount).toBe(25);
  });

  it('generates a license file that verifies with the published key, and mails it when asked', async () => {
    const { body } = await stack.graph(LICENSES, page(2), alice);
    const license = body.data!.licenses.items[0];
    const mid = 'A1B2C3D4E5F6G7H8I9J0K1L2M3N4O5P6';
    const generated = await stack.graph(
      GENERATE,
      { input: { licenseId: license.id, mid, email: 'desk@example.com' } },
      alice,
    );
    expect(generated.body.errors).toBeUndefined();
    const file = generated.body.data!.generateLicense;
    expect([file.fileName, file.sentTo]).toEqual(['license.key', 'desk@example.com']);
    const key = await importSPKI(await (await fetch(`${stack.upstream.apiUrl}/license/public-key`)).text(), 'EdDSA');
    const { payload } = await jwtVerify(file.content, key);
    expect(payload).toMatchObject({ license_id: Number(license.id), mid, edition: 'Red Team' });
    const mails = (await (await fetch(`${stack.upstream.origin}/dev/outbox`)).json()) as { to: string; attachments: { filename: string; content: string }[] }[];
    expect(mails.find((m) => m.to === 'desk@example.com')?.attachments).toEqual([{ filename: 'license.key', content: file.content }]);

    const download = await stack.graph(GENERATE, { input: { licenseId: license.id } }, alice);
    expect(download.body.data!.generateLicense.content).toBe(file.content);
    const after = await stack.graph(LICENSES, page(2), alice);
    expect(after.body.data!.licenses.items[0].status).toBe('GENERATED');
    expect(after.body.data!.availableLicenseCount).toBe(24);
  });

  it('exports the selected activation codes, all of them, or none without a selection', async () => {
    const { body } = await stack.graph(LICENSES, page(), alice);
    const [a, b] = body.data!.licenses.items;
    const chosen = await stack.graph(EXPORT, { licenseIds: [a.id, b.id] }, alice);
    expect(chosen.body.data!.exportActivationCodes).toEqual([
      { licenseId: a.id, code: a.key },
      { licenseId: b.id, code: b.key },
    ]);
    const all = await stack.graph(EXPORT, { all: true }, alice);
    expect(all.body.data!.exportActivationCodes).toHaveLength(25);
    const none = await stack.graph(EXPORT, { licenseIds: [] }, alice);
    expect(none.body.data!.exportActivationCodes).toEqual([]);
  });

  it("keeps another user away from the first user's licenses", async () => {
    const { body } = await stack.graph(LICENSES, page(), alice);
    const id = body.data!.licenses.items[0].id;
    const theirs = await stack.graph(LICENSES, page(), bob);
    expect([theirs.body.data!.licenses.total, theirs.body.data!.availableLicenseCount]).toEqual([0, 0]);
    const generate = await stack.graph(GENERATE, { input: { licenseId: id, mid: 'Z'.repeat(32) } }, bob);
    expect(generate.body.errors?.[0]).toMatchObject({ message: 'The license does not exist', extensions: { code: 'NOT_FOUND' } });
    const download = await stack.graph(GENERATE, { input: { licenseId: id } }, bob);
    expect(download.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const exported = await stack.graph(EXPORT, { licenseIds: [id] }, bob);
    expect(exported.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const visitor = await stack.graph(LICENSES, page(), {});
    expect(visitor.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
