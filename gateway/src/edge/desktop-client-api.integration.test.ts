import { createHash } from 'node:crypto';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFragmentData } from '../../../client/src/gql/fragment-masking.ts';
import { CreateOrderDocument, LicenseManagementDocument, LicenseTable_LicenseFragmentDoc, MoveLicenseDocument } from '../../../client/src/gql/graphql.ts';
import { runAdmin } from '../../../upstream/src/staff/admin.ts';
import { TEST_ADMIN_TOKEN } from '../../../upstream/src/testing/api.ts';
import { freePort } from '../../../upstream/src/testing/provider-upstream.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

/**
 * A desktop client that knows only the site's address: every request here goes to the GATEWAY, never to the
 * upstream (which listens on loopback, as in every shipped shape). The gateway passes the client's calls through
 * (edge/desktop-client-api.ts) with the client's address, so the upstream's per-address limits count each client.
 * The gateway believes X-Forwarded-For from loopback here (TRUST_PROXY), standing in for the balancer.
 */

let stack: TestStack;
let site: string;
let buyer: Record<string, string>;
const MID = '4C4C4544004A3510805ACAC04F4B3332';
const OTHER_MID = '03000200040500060007000800090001';

beforeAll(async () => {
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  stack = await startTestStack({ PORT: port, TRUST_PROXY: 'loopback' }, {}, { config: { SITE_ORIGIN_ZH: site, SITE_ORIGIN_EN: `http://en.localhost:${port}` } });
  buyer = { ...(await signedInUser(stack, 'desktop01')).auth, 'x-locale': 'en' };
  const input = { licenseTypeId: '13', paymentType: 'COMPANY_PAY' as const, quantity: 2, period: 3, name: 'Ada', country: 'GB' };
  const { body } = await stack.graph(CreateOrderDocument, { input }, buyer);
  await runAdmin(['confirm-transfer', body.data!.createOrder.orderNo], { UPSTREAM_ORIGIN: stack.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
});
afterAll(() => stack.close());

const licenses = async () => {
  const { body } = await stack.graph(LicenseManagementDocument, { page: 1, size: 20 }, buyer);
  return getFragmentData(LicenseTable_LicenseFragmentDoc, body.data!.licenses.items);
};

/** A client call to the site's address, as the desktop product makes it; `from` is the client's own address. */
const call = async <T>(path: string, body?: object, from = '198.51.100.7') => {
  const response = await fetch(`${site}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'x-forwarded-for': from, 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { response, text, envelope: (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined) as { statusCode: number; messages: string; data: T } };
};

const publicKey = async () => {
  const { response, text } = await call('/license/public-key');
  expect(response.headers.get('content-type')).toMatch(/pem|text\/plain/);
  return importSPKI(text, 'EdDSA');
};

describe("a desktop client's whole run against the site's address", () => {
  it('activates, validates, verifies the signed files, and is told of a move by validate and the revocation list', async () => {
    const [license] = await licenses();
    const key = await publicKey();
    const activated = await call<{ license_id: number; license_file: string }>('/client/activate', { key: license.key, mid: MID });
    expect(activated.envelope.statusCode).toBe(200);
    const { payload: file } = await jwtVerify(activated.envelope.data.license_file, key, { issuer: 'tidewatch' });
    expect(file).toMatchObject({ license_id: Number(license.id), mid: MID });

    const checked = await call<{ valid: boolean; signed: string }>('/client/validate', { license_id: Number(license.id), mid: MID });
    expect(checked.envelope.data.valid).toBe(true);
    await expect(jwtVerify(checked.envelope.data.signed, key, { issuer: 'tidewatch', typ: 'tidewatch-validation+jwt' })).resolves.toBeDefined();

    expect((await stack.graph(MoveLicenseDocument, { id: license.id }, buyer)).body.errors).toBeUndefined();
    const released = await call<{ state: string; released: boolean }>('/client/validate', { license_id: Number(license.id), mid: MID });
    expect(released.envelope.data).toMatchObject({ state: 'released', released: true });
    const list = await call<{ signed: string }>('/license/revocations');
    const { payload } = await jwtVerify(list.envelope.data.signed, key, { issuer: 'tidewatch', typ: 'tidewatch-revocations+jwt' });
    const midSha256 = createHash('sha256').update(MID).digest('hex');
    expect(payload.revoked).toEqual(expect.arrayContaining([expect.objectContaining({ license_id: Number(license.id), mid_sha256: midSha256 })]));
  });

  it("a refusal comes back with the upstream's status, envelope and language", async () => {
    const unknown = await call('/client/activate', { key: 'NOPE1-NOPE2-NOPE3-NOPE4', mid: MID });
    expect(unknown.response.status).toBe(404);
    expect(unknown.envelope).toMatchObject({ statusCode: 404, messages: 'The activation code does not exist; copy it again from license management' });
  });
});

describe('releasing a machine from the desktop client', () => {
  it('deactivate with the licence file releases the machine, counts as a move, and the same file cannot release it again', async () => {
    const [, license] = await licenses();
    const activated = await call<{ license_file: string }>('/client/activate', { key: license.key, mid: OTHER_MID });
    const deactivated = await call<{ license_id: number; mid: string; moves_left: number }>('/client/deactivate', { license_file: activated.envelope.data.license_file });
    expect(deactivated.envelope).toMatchObject({ statusCode: 200, data: { license_id: Number(license.id), mid: OTHER_MID, moves_left: 2 } });
    expect((await licenses()).find((row) => row.id === license.id)).toMatchObject({ status: 'NOT_GENERATED', mid: null, movesLeft: 2 });
    const validated = await call<{ state: string }>('/client/validate', { license_id: Number(license.id), mid: OTHER_MID });
    expect(validated.envelope.data.state).toBe('released');
    const again = await call('/client/deactivate', { license_file: activated.envelope.data.license_file });
    expect(again.envelope.statusCode).toBe(409);
  });

  it("the licence's history calls a release by the desktop client a release", async () => {
    const [, license] = await licenses();
    const { body } = await stack.graph<{ license: { history: { kind: string; mid: string }[] } }>('query($id: ID!) { license(id: $id) { history { kind mid } } }', { id: license.id }, buyer);
    expect(body.data!.license.history.map((event) => event.kind)).toEqual(['GENERATED', 'RELEASED']);
  });

  it('a file not signed by the site is refused as not a licence file', async () => {
    const refused = await call('/client/deactivate', { license_file: 'eyJhbGciOiJFZERTQSJ9.eyJsaWNlbnNlX2lkIjoxfQ.c2lnbmF0dXJl' });
    expect(refused.envelope).toMatchObject({ statusCode: 400, messages: 'This is not a license file signed by this site' });
  });
});

describe('a team seat seen by the desktop client', () => {
  it("validate through the site's address names the seat's team and its holder (issue #34)", async () => {
    const [, license] = await licenses();
    const mid = '0A0B0C0D0E0F00112233445566778899';
    expect((await call('/client/activate', { key: license.key, mid }, '198.51.100.60')).envelope.statusCode).toBe(200);
    const created = await stack.graph<{ createTeam: { id: string } }>('mutation { createTeam(name: "Desk Team") { id } }', {}, buyer);
    const seated = await stack.graph('mutation($team: ID!, $ids: [ID!]!) { addTeamSeats(teamId: $team, licenseIds: $ids) { license { id } } }', { team: created.body.data!.createTeam.id, ids: [license.id] }, buyer);
    expect(seated.body.errors).toBeUndefined();
    const validated = await call<{ valid: boolean; team: { id: number; name: string; seat_holder: string } | null }>('/client/validate', { license_id: Number(license.id), mid }, '198.51.100.60');
    expect(validated.envelope.data).toMatchObject({ valid: true, team: { name: 'Desk Team', seat_holder: 'desktop01' } });
  });
});

describe("the API's description on the site's address", () => {
  it("openapi.json names the site's public origin of the request's language as its server", async () => {
    const zh = (await (await fetch(`${site}/api/openapi.json`)).json()) as { servers: { url: string }[]; paths: Record<string, unknown> };
    expect(zh.servers).toEqual([{ url: `${site}/api` }]);
    expect(Object.keys(zh.paths)).toEqual(expect.arrayContaining(['/client/activate', '/client/validate', '/client/deactivate', '/license/revocations']));
    const en = (await (await fetch(`${site}/api/openapi.json`, { headers: { 'x-locale': 'en' } })).json()) as { servers: { url: string }[] };
    expect(en.servers).toEqual([{ url: `http://en.localhost:${new URL(site).port}/api` }]);
  });

  it("the developer page names the site's address and never the upstream's", async () => {
    const response = await fetch(`${site}/api/desktop-client`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(`API=${site}/api`);
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('POST /api/client/deactivate');
    expect(html).not.toContain(stack.upstream.origin.replace('localhost', '127.0.0.1'));
    expect(html).not.toContain('4010');
  });

  it("an unknown /api path answers a JSON 404, never the site's page", async () => {
    const response = await fetch(`${site}/api/client/nothing-here`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
  });
});

describe("the upstream's limits through the gateway", () => {
  // guesses (a licence id and MID never bound together) are what is counted per address (issue #34)
  it('count each client address on its own: one address over its allowance is refused, another is not', async () => {
    const guess = { license_id: 2_000_000_000, mid: 'G'.repeat(32) };
    for (let i = 0; i < 60; i++) expect((await call('/client/validate', guess, '203.0.113.1')).envelope.statusCode).toBe(404);
    const refused = await call('/client/validate', guess, '203.0.113.1');
    expect(refused.envelope.statusCode).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('/client/validate', guess, '203.0.113.2')).envelope.statusCode).toBe(404);
  });
});
