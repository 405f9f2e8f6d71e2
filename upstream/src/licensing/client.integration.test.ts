import { createHash } from 'node:crypto';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License } from '../../../contract/index.ts';
import { entitlementsOf } from '../../../contract/license-rules.ts';
import { DAY } from '../domain/clock.ts';
import { freshIp } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, paidOrder, type Buyer } from '../testing/orders.ts';

let t: TestUpstream;
let alice: Buyer;
beforeAll(async () => {
  t = await startTestUpstream();
  alice = await buyer(t);
  await paidOrder(t, alice, { quantity: 3 });
});
afterAll(() => t.close());

const OLD_MID = 'OLDMACHN12345678OLDMACHN12345678';
const NEW_MID = 'NEWMACHN87654321NEWMACHN87654321';

/** A call as the desktop product makes it: plain HTTP from its own address, no session, in its user's language. */
const desktop = async <T = unknown>(method: 'GET' | 'POST', path: string, json?: unknown, { ip = '203.0.113.7', lang = 'en' } = {}) => {
  const response = await fetch(`${t.upstream.apiUrl}${path}`, {
    method,
    headers: { 'x-forwarded-for': ip, 'accept-language': lang, ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(json ? { body: JSON.stringify(json) } : {}),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { statusCode: number; messages: string; data: T } };
};

const publicKey = async () => importSPKI(await (await fetch(`${t.upstream.apiUrl}/license/public-key`)).text(), 'EdDSA');
const licenses = async (b: Buyer) => (await b.get<{ lists: License[] }>('/license/list?size=100')).body.data.lists;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Activation {
  license_id: number;
  license_file: string;
  expires_at: string;
}
interface Validation {
  valid: boolean;
  state: string;
  released: boolean;
  entitlements: string[];
  expires_at: string;
  signed: string;
}
interface Revocations {
  revoked: { license_id: number; mid_sha256: string; revoked_at: string }[];
  signed: string;
}

describe('the desktop client, with the code shown in license management', () => {
  it('activates, validates, and after a move is told the license was released and its file revoked', async () => {
    const [license] = await licenses(alice);
    const code = license.key!;

    // activate: the file, bound to this machine, with the edition's entitlements
    const activated = await desktop<Activation>('POST', '/client/activate', { key: code.toLowerCase(), mid: OLD_MID });
    expect(activated.body).toMatchObject({ statusCode: 200, data: { license_id: license.id } });
    const { payload: file } = await jwtVerify(activated.body.data.license_file, await publicKey(), { issuer: 'tidewatch' });
    expect(file).toMatchObject({ license_id: license.id, mid: OLD_MID, edition: 'Red Team', entitlements: [...entitlementsOf(13)] });
    expect(file.entitlements).toContain('red-team-tools');
    // the same code and MID again: the same file
    expect((await desktop<Activation>('POST', '/client/activate', { key: code, mid: OLD_MID })).body.data.license_file).toBe(activated.body.data.license_file);
    // the web page sees it generated for that machine
    expect((await licenses(alice)).find((l) => l.id === license.id)).toMatchObject({ status: 1, mid: OLD_MID, moves_left: 3 });

    // validate: valid, signed, trusted offline with the public key alone
    const checked = await desktop<Validation>('POST', '/client/validate', { license_id: license.id, mid: OLD_MID });
    expect(checked.body.data).toMatchObject({ valid: true, state: 'active', released: false, expires_at: activated.body.data.expires_at });
    const { payload: signed } = await jwtVerify(checked.body.data.signed, await publicKey(), { issuer: 'tidewatch', typ: 'tidewatch-validation+jwt' });
    expect(signed).toMatchObject({ license_id: license.id, mid: OLD_MID, valid: true, entitlements: file.entitlements });

    // the owner moves it in license management
    t.clock.advance(1000);
    const moved = await alice.post<License>('/license/move', { license_id: license.id });
    expect(moved.body.data).toMatchObject({ status: 0, mid: null, expired_at: activated.body.data.expires_at, moves_left: 2 });

    // the old machine is told it was released, and finds its file in the signed revocation list
    const after = await desktop<Validation>('POST', '/client/validate', { license_id: license.id, mid: OLD_MID });
    expect(after.body.data).toMatchObject({ valid: false, state: 'released', released: true });
    const list = await desktop<Revocations>('GET', '/license/revocations');
    const { payload: revocations } = await jwtVerify(list.body.data.signed, await publicKey(), { issuer: 'tidewatch', typ: 'tidewatch-revocations+jwt' });
    const entry = (revocations.revoked as Revocations['revoked']).find((r) => r.license_id === license.id && r.mid_sha256 === sha256(OLD_MID));
    expect(entry).toBeDefined();
    expect(file.iat! * 1000).toBeLessThan(Date.parse(entry!.revoked_at));

    // the same code activates the new machine; the end does not move
    t.clock.advance(1000);
    const again = await desktop<Activation>('POST', '/client/activate', { key: code, mid: NEW_MID });
    expect(again.body.data.expires_at).toBe(activated.body.data.expires_at);
    expect((await desktop<Validation>('POST', '/client/validate', { license_id: license.id, mid: NEW_MID })).body.data).toMatchObject({ valid: true });
  });

  it('a signed answer is not a license file: its typ differs', async () => {
    const [, license] = await licenses(alice);
    const activated = await desktop<Activation>('POST', '/client/activate', { key: license.key, mid: OLD_MID });
    const checked = await desktop<Validation>('POST', '/client/validate', { license_id: license.id, mid: OLD_MID });
    expect(decodeProtectedHeader(activated.body.data.license_file).typ).toBe('JWT');
    await expect(jwtVerify(checked.body.data.signed, await publicKey(), { issuer: 'tidewatch', typ: 'JWT' })).rejects.toThrow();
  });
});

describe('refusals the desktop client gets, in its language', () => {
  it('an unknown code', async () => {
    const en = await desktop('POST', '/client/activate', { key: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', mid: OLD_MID });
    expect(en).toMatchObject({ status: 404, body: { statusCode: 404, messages: 'The activation code does not exist; copy it again from license management' } });
    const zh = await desktop('POST', '/client/activate', { key: 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', mid: OLD_MID }, { lang: 'zh-CN' });
    expect(zh.body.messages).toBe('激活码不存在，请从授权管理中重新复制');
  });

  it('a code already used on another machine', async () => {
    const license = (await licenses(alice)).find((l) => l.status === 0)!;
    await desktop('POST', '/client/activate', { key: license.key, mid: OLD_MID });
    const other = await desktop('POST', '/client/activate', { key: license.key, mid: NEW_MID });
    expect(other).toMatchObject({ status: 409, body: { messages: 'This activation code is already used on another machine; move the license to this machine in license management first' } });
  });

  it('a bad MID, before anything is looked up', async () => {
    const bad = await desktop('POST', '/client/activate', { key: 'ABCDE', mid: 'short' });
    expect(bad.body).toMatchObject({ statusCode: 400, messages: 'Please enter the correct MID' });
  });

  it('a licence id and MID never bound together: 404, whether the licence exists or not', async () => {
    const [license] = await licenses(alice);
    const stranger = await desktop('POST', '/client/validate', { license_id: license.id, mid: 'S'.repeat(32) });
    const nobody = await desktop('POST', '/client/validate', { license_id: 2_000_000_000, mid: 'S'.repeat(32) });
    expect(stranger.body).toEqual(nobody.body);
    expect(stranger).toMatchObject({ status: 404, body: { messages: 'This license has never been generated for this machine' } });
  });
});

describe('limits of the desktop calls, under parallel requests', () => {
  it('one address gets at most 60 calls in 10 minutes; the rest are refused with when to try again', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) => desktop('POST', '/client/activate', { key: `NOPE${i}`, mid: OLD_MID }, { ip })),
    );
    expect(answers.filter((a) => a.status === 404)).toHaveLength(60);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(20);
    expect(refused[0].body.messages).toMatch(/^Too many license requests from your network; please try again in \d+ seconds$/);
    expect(Number(refused[0].retryAfter)).toBeGreaterThan(0);
  });

  it('one code gets at most 10 tries in 10 minutes from any number of addresses, and other codes are untouched', async () => {
    const carol = await buyer(t);
    await paidOrder(t, carol, { quantity: 2 });
    const [first, second] = await licenses(carol);
    const answers = await Promise.all(Array.from({ length: 25 }, () => desktop('POST', '/client/activate', { key: first.key, mid: OLD_MID }, { ip: freshIp() })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.messages.startsWith('Too many attempts with this activation code'))).toBe(true);
    expect((await desktop('POST', '/client/activate', { key: second.key, mid: NEW_MID }, { ip: freshIp() })).status).toBe(200);
  });

  it("a stranger's checks with made-up machine ids never use up a real machine's", async () => {
    const dave = await buyer(t);
    await paidOrder(t, dave);
    const [license] = await licenses(dave);
    await desktop('POST', '/client/activate', { key: license.key, mid: OLD_MID }, { ip: freshIp() });
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => desktop('POST', '/client/validate', { license_id: license.id, mid: `X${String(i).padStart(31, '0')}` }, { ip: freshIp() })),
    );
    expect((await desktop<Validation>('POST', '/client/validate', { license_id: license.id, mid: OLD_MID }, { ip: freshIp() })).body.data.valid).toBe(true);
  });
});

// Last: the clock moves a year on, past every session of the tests above.
describe('an activation code past its year', () => {
  it('is refused with the date it expired', async () => {
    const bob = await buyer(t);
    await paidOrder(t, bob);
    const [license] = await licenses(bob);
    t.clock.advance(366 * DAY);
    const expired = await desktop('POST', '/client/activate', { key: license.key, mid: OLD_MID }, { lang: 'zh-CN' });
    expect(expired.body).toMatchObject({ statusCode: 400, messages: `该授权的激活码已于 ${license.key_expired_at!.slice(0, 10)} 过期` });
  });
});
