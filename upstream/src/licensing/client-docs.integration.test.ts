import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License } from '../../../contract/index.ts';
import { entitled, loadPublicKey, verifyLicense, verifyValidation } from './docs/verify-license.mjs';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, paidOrder, type Buyer } from '../testing/orders.ts';

let t: TestUpstream;
let owner: Buyer;
beforeAll(async () => {
  t = await startTestUpstream();
  owner = await buyer(t);
  await paidOrder(t, owner, { license_type_id: 14 });
});
afterAll(() => t.close());

const MID = '4C4C4544004A3510805ACAC04F4B3332';
const post = async <T>(path: string, json: unknown) => (await t.api<T>(path, { method: 'POST', json, headers: { 'x-forwarded-for': '198.51.100.4' } })).body.data;

describe('the developer page of the desktop client’s calls', () => {
  it('lives beside the OpenAPI document, with the calls, the entitlements, a session and the verifier', async () => {
    const response = await fetch(`${t.upstream.apiUrl}/desktop-client`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    for (const text of ['POST /api/client/activate', 'POST /api/client/validate', 'GET /api/license/revocations', '<a href="openapi.json">', 'red-team-tools', 'curl -s', 'export async function verifyLicense']) {
      expect(html).toContain(text);
    }
    expect(await (await fetch(`${t.upstream.apiUrl}/desktop-client/verify-license.mjs`)).text()).toContain('tidewatch-revocations+jwt');
    const openapi = (await (await fetch(`${t.upstream.apiUrl}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/client/activate', '/client/validate', '/license/revocations', '/license/move', '/order/receipt']));
  });
});

describe('the verifier example', () => {
  it('checks a licence file’s signature and an entitlement, a cached validation, and a revocation after a move', async () => {
    const [license] = (await owner.get<{ lists: License[] }>('/license/list')).body.data.lists;
    const key = await loadPublicKey(await (await fetch(`${t.upstream.apiUrl}/license/public-key`)).text());
    const { license_file } = await post<{ license_file: string }>('/client/activate', { key: license.key, mid: MID });

    const claims = await verifyLicense(license_file, key, { mid: MID });
    expect(claims).toMatchObject({ license_id: license.id, edition: 'Vul Scan' });
    expect(entitled(claims, 'report-export')).toBe(true);
    expect(entitled(claims, 'red-team-tools')).toBe(false);
    await expect(verifyLicense(license_file, key, { mid: 'X'.repeat(32) })).rejects.toThrow('licensed to another machine');
    const [head, body, signature] = license_file.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), entitlements: ['red-team-tools'] })).toString('base64url');
    await expect(verifyLicense(`${head}.${forged}.${signature}`, key, { mid: MID })).rejects.toThrow();

    const { signed } = await post<{ signed: string }>('/client/validate', { license_id: license.id, mid: MID });
    expect(await verifyValidation(signed, key, { mid: MID })).toMatchObject({ valid: true, state: 'active' });

    t.clock.advance(1000);
    await owner.post('/license/move', { license_id: license.id });
    const revocations = (await t.api<{ signed: string }>('/license/revocations')).body.data;
    await expect(verifyLicense(license_file, key, { mid: MID, revocations })).rejects.toThrow('this license was moved to another machine');
  });
});
