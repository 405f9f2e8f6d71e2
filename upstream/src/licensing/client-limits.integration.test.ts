import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License } from '../../../contract/index.ts';
import { freshIp } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, paidOrder, type Buyer } from '../testing/orders.ts';

/**
 * Issue #34: a hundred machines behind one company address start and validate together. A known licence's checks
 * count against that licence; only guesses (unknown codes, ids and MIDs never bound together) against the address.
 */
let t: TestUpstream;
let company: Buyer;
let fleet: License[];
const OFFICE = freshIp();
const mid = (n: number) => `F${String(n).padStart(31, '0')}`;

const desktop = async (path: string, json: unknown, ip: string) => {
  const response = await fetch(`${t.upstream.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, 'accept-language': 'en', 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { messages: string; data: { valid?: boolean } } };
};

beforeAll(async () => {
  t = await startTestUpstream();
  company = await buyer(t);
  await paidOrder(t, company, { quantity: 100 });
  fleet = (await company.get<{ lists: License[] }>('/license/list?size=100')).body.data.lists;
});
afterAll(() => t.close());

describe('a hundred machines behind one address', () => {
  it('all activate at once from the one address', async () => {
    const answers = await Promise.all(fleet.map((l, i) => desktop('/client/activate', { key: l.key, mid: mid(i) }, OFFICE)));
    expect(answers.map((a) => a.status)).toEqual(fleet.map(() => 200));
  });

  it('all validate at once from the one address, twice over, and every check is answered', async () => {
    for (let round = 0; round < 2; round++) {
      const answers = await Promise.all(fleet.map((l, i) => desktop('/client/validate', { license_id: l.id, mid: mid(i) }, OFFICE)));
      expect(answers.map((a) => [a.status, a.body.data.valid])).toEqual(fleet.map(() => [200, true]));
    }
  });

  it('a hundred guesses from one address are limited to 60, with Retry-After and a message', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => desktop('/client/validate', { license_id: fleet[0]!.id, mid: `G${String(i).padStart(31, '0')}` }, ip)));
    expect(answers.filter((a) => a.status === 404)).toHaveLength(60);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(40);
    expect(refused[0]!.body.messages).toMatch(/^Too many license requests from your network; please try again in \d+ seconds$/);
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThan(0);
  });

  it("guesses from the office's own address do not stop its machines' checks", async () => {
    const ip = freshIp();
    await Promise.all(Array.from({ length: 70 }, (_, i) => desktop('/client/activate', { key: `NOPE${i}`, mid: mid(0) }, ip)));
    expect((await desktop('/client/activate', { key: 'NOPE-MORE', mid: mid(0) }, ip)).status).toBe(429);
    expect((await desktop('/client/validate', { license_id: fleet[1]!.id, mid: mid(1) }, ip)).body.data.valid).toBe(true);
  });

  it('one licence hammered is limited per licence, the others untouched', async () => {
    const ip = freshIp();
    // fleet[2] has used 2 of its 30 checks above
    const answers = await Promise.all(Array.from({ length: 40 }, () => desktop('/client/validate', { license_id: fleet[2]!.id, mid: mid(2) }, ip)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(28);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(12);
    expect(refused[0]!.body.messages).toMatch(/^Too many checks of this license; please try again in \d+ seconds$/);
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThan(0);
    const others = await Promise.all(fleet.slice(3, 13).map((l, i) => desktop('/client/validate', { license_id: l.id, mid: mid(i + 3) }, ip)));
    expect(others.map((a) => a.status)).toEqual(others.map(() => 200));
  });
});
