import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnPlugin, Plugin } from '../../../contract/index.ts';
import { runAdmin } from '../staff/admin.ts';
import { activeUser, freshAccount, from, freshIp, lastMailTo, tokenFor } from '../testing/accounts.ts';
import { startTestUpstream, TEST_ADMIN_TOKEN, type TestUpstream } from '../testing/api.ts';
import { filesOf, manifestOf, zip } from '../testing/packages.ts';

interface Page<T> {
  lists: T[];
  total: number;
}

let serial = 0;
/** A real extension package (testing/packages.ts); `manifest` overrides fields; a serial makes its bytes unique. */
const packageOf = (manifest: Record<string, unknown> = {}, extra: Record<string, string> = {}) =>
  zip(filesOf(manifestOf({ name: 'probe', version: '1.0.0', ...manifest }), { 'src/main.js': `tidewatch.registerCommand('hello.summary', () => {}); // ${serial++}\n`, ...extra }));

describe('publishing extensions: upload, ownership, versions, review, delete', () => {
  let t: TestUpstream;
  let alice: { token: string; email: string };
  let bob: { token: string; email: string };
  beforeAll(async () => {
    t = await startTestUpstream();
    const a = await activeUser(t, freshAccount('alice'), 'en-US');
    const b = await activeUser(t, freshAccount('bob'));
    alice = { token: (await tokenFor(t, a.username, a.password)).token, email: a.email };
    bob = { token: (await tokenFor(t, b.username, b.password)).token, email: b.email };
  });
  afterAll(() => t.close());

  const upload = async (token: string | null, zip: Uint8Array, lang = 'en') => {
    const form = new FormData();
    form.append('package', new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'extension.zip');
    return t.api<OwnPlugin>('/plugin/upload', { method: 'POST', body: form, headers: { ...from(freshIp(), lang, token ?? undefined) } });
  };
  const mine = async (token: string, lang = 'en') => (await t.api<Page<OwnPlugin>>('/plugin/mine?size=100', { headers: from(freshIp(), lang, token) })).body.data;
  const market = async (keyword: string) => (await t.api<Page<Plugin>>(`/plugins?keyword=${encodeURIComponent(keyword)}`, { headers: { 'accept-language': 'en' } })).body.data.lists;
  const admin = (...args: string[]) => runAdmin(args, { UPSTREAM_ORIGIN: t.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
  /** Every row the publishing tables hold, to prove a refusal wrote nothing. */
  const snapshot = async () => {
    const db = t.upstream.db;
    const count = async (table: 'plugin_publisher' | 'plugin' | 'plugin_version' | 'plugin_package') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    return { publishers: await count('plugin_publisher'), plugins: await count('plugin'), versions: await count('plugin_version'), packages: await count('plugin_package') };
  };

  it('accepts a good package as pending, visible only to its owner with warnings and a queue position', async () => {
    const { status, body } = await upload(alice.token, packageOf({ name: 'first-probe', contributes: { views: { leftNav: [{ command: 'probe.run' }] } } }));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ extension_id: 'acme.first-probe', version: '1.0.0', review_status: 'pending', review_note: null });
    expect(body.data.queue_position).toBeGreaterThanOrEqual(1);
    expect(body.data.warnings).toEqual(['The entry point "leftNav" is deprecated since 1.8.237; use "toolbar".']);
    expect((await mine(alice.token)).lists.map((p) => p.extension_id)).toContain('acme.first-probe');
    expect((await mine(alice.token, 'zh-CN')).lists.find((p) => p.extension_id === 'acme.first-probe')!.warnings[0]).toMatch(/已弃用/);
    expect((await mine(bob.token)).lists.map((p) => p.extension_id)).not.toContain('acme.first-probe');
    expect(await market('first-probe')).toEqual([]);
  });

  it('refuses a visitor', async () => {
    const { status } = await upload(null, packageOf({ name: 'anonymous' }));
    expect(status).toBe(401);
  });

  it('refuses an invalid package with every reason in the uploader\'s language, and writes nothing', async () => {
    const before = await snapshot();
    const en = await upload(alice.token, packageOf({ name: 'broken', version: 'one', engines: 'any' }));
    expect(en.status).toBe(400);
    expect(en.body.messages.split('\n')).toEqual(['version "one" is not a semantic version such as 1.0.2.', 'engines "any" is not a product version such as 1.8.237.']);
    const zh = await upload(alice.token, strToU8('not a zip at all'), 'zh-CN');
    expect(zh.body.messages).toBe('该文件不是 zip 压缩包。请将扩展文件夹打包为 .zip 文件。');
    const secret = await upload(alice.token, packageOf({ name: 'leaky' }, { 'config.js': 'x\nconst key = "AKIAIOSFODNN7EXAMPLQ";\n' }));
    expect(secret.body.messages).toContain('config.js line 2 looks like an AWS access key');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a request without the package, and a package over 20 MB while it streams', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const missing = await t.api('/plugin/upload', { method: 'POST', body: form, headers: from(freshIp(), 'en', alice.token) });
    expect(missing.status).toBe(400);
    expect(missing.body.messages).toBe('Choose a .zip package to upload');
    const big = await upload(alice.token, new Uint8Array(21 * 1024 * 1024));
    expect(big.status).toBe(413);
    expect(big.body.messages).toMatch(/larger than 20 MB/);
  });

  it('gives a publisher name to the first account that publishes under it; another account is refused', async () => {
    expect((await upload(bob.token, packageOf({ publisher: 'bobcorp', name: 'one' }))).status).toBe(200);
    const before = await snapshot();
    const taken = await upload(alice.token, packageOf({ publisher: 'BobCorp', name: 'two' }));
    expect(taken.status).toBe(403);
    expect(taken.body.messages).toBe('The publisher name bobcorp belongs to another account; choose your own publisher name');
    expect(await snapshot()).toEqual(before);
  });

  it('keeps reserved names (our brand) for staff', async () => {
    const { status, body } = await upload(alice.token, packageOf({ publisher: 'tidewatch', name: 'fake-official' }));
    expect(status).toBe(403);
    expect(body.messages).toBe('The publisher name tidewatch is reserved for Tidewatch staff');
  });

  it('takes only versions higher than every earlier one of that extension, compared as semver', async () => {
    expect((await upload(alice.token, packageOf({ name: 'versioned', version: '1.9.0' }))).status).toBe(200);
    expect((await upload(alice.token, packageOf({ name: 'versioned', version: '1.10.0' }))).status).toBe(200);
    const before = await snapshot();
    for (const version of ['1.10.0', '1.9.5', '1.10.0-beta.1']) {
      const { status, body } = await upload(alice.token, packageOf({ name: 'versioned', version }));
      expect(status).toBe(400);
      expect(body.messages).toBe(`Version ${version} must be higher than 1.10.0, the highest version of acme.versioned uploaded so far`);
    }
    expect(await snapshot()).toEqual(before);
    expect((await upload(alice.token, packageOf({ name: 'Versioned', version: '2.0.0-rc.1' }))).status).toBe(200);
  });

  it('recognises the same bytes uploaded twice: the owner gets the earlier upload, another account a refusal', async () => {
    const zip = packageOf({ name: 'twice' });
    const first = await upload(alice.token, zip);
    const before = await snapshot();
    const again = await upload(alice.token, zip);
    expect(again.status).toBe(200);
    expect(again.body.data.upload_id).toBe(first.body.data.upload_id);
    const other = await upload(bob.token, zip);
    expect(other.status).toBe(400);
    expect(other.body.messages).toBe('This exact package was already uploaded as acme.twice 1.0.0');
    expect(await snapshot()).toEqual(before);
  });

  it('review: staff approve (market, latest, mail) or reject with a reason (shown to the owner, mailed)', async () => {
    const v1 = (await upload(alice.token, packageOf({ name: 'reviewed', version: '1.0.0' }))).body.data;
    const v2 = (await upload(alice.token, packageOf({ name: 'reviewed', version: '1.1.0' }))).body.data;
    expect(v2.queue_position).toBe(v1.queue_position! + 1);
    expect(await admin('plugins', '--state', 'pending')).toMatch(new RegExp(`${v1.upload_id}\\s+acme\\.reviewed\\s+1\\.0\\.0`));

    expect(await admin('approve-plugin', String(v1.upload_id))).toMatch(/approved/);
    expect((await market('acme.reviewed'))[0]).toMatchObject({ version: '1.0.0' });
    expect((await lastMailTo(t, alice.email)).subject).toBe('acme.reviewed 1.0.0 is in the Tidewatch extension market');
    expect((await mine(alice.token)).lists.find((p) => p.upload_id === v2.upload_id)!.queue_position).toBe(v1.queue_position);

    expect(await admin('approve-plugin', String(v2.upload_id))).toMatch(/approved/);
    expect((await market('acme.reviewed'))[0]).toMatchObject({ version: '1.1.0' });

    const v3 = (await upload(alice.token, packageOf({ name: 'reviewed', version: '1.2.0' }))).body.data;
    await expect(admin('reject-plugin', String(v3.upload_id))).rejects.toThrow(/reason/);
    expect(await admin('reject-plugin', String(v3.upload_id), '--reason', 'The toolbar button does nothing.')).toMatch(/rejected/);
    const rejected = (await mine(alice.token)).lists.find((p) => p.upload_id === v3.upload_id)!;
    expect(rejected).toMatchObject({ review_status: 'rejected', review_note: 'The toolbar button does nothing.', queue_position: null });
    const mail = await lastMailTo(t, alice.email);
    expect(mail.subject).toBe('acme.reviewed 1.2.0 was not approved');
    expect(mail.text).toContain('The toolbar button does nothing.');
    expect((await market('acme.reviewed'))[0]).toMatchObject({ version: '1.1.0' });
    await expect(admin('approve-plugin', String(v3.upload_id))).rejects.toThrow(/already rejected/);
  });

  it('mails the publisher in their language', async () => {
    const upload1 = (await upload(bob.token, packageOf({ publisher: 'bobcorp', name: 'zh-mail' }))).body.data;
    await admin('reject-plugin', String(upload1.upload_id), '--reason', '图标无法显示');
    const mail = await lastMailTo(t, bob.email);
    expect(mail.subject).toBe('bobcorp.zh-mail 1.0.0 未通过审核');
    expect(mail.text).toContain('图标无法显示');
  });

  it('delete: owner only; every version leaves the market at once and downloads answer 404', async () => {
    const v1 = (await upload(alice.token, packageOf({ name: 'doomed', version: '1.0.0' }))).body.data;
    const v2 = (await upload(alice.token, packageOf({ name: 'doomed', version: '1.0.1' }))).body.data;
    await admin('approve-plugin', String(v1.upload_id));
    await admin('approve-plugin', String(v2.upload_id));
    expect(await market('acme.doomed')).toHaveLength(1);
    const download = () => fetch(`${t.upstream.apiUrl}/plugin-download/version_hash/${v1.version_hash}`);
    expect((await download()).status).toBe(200);

    const byOther = await t.api(`/plugin/${v1.id}`, { method: 'DELETE', headers: from(freshIp(), 'en', bob.token) });
    expect(byOther.status).toBe(403);
    expect(await market('acme.doomed')).toHaveLength(1);

    const deleted = await t.api(`/plugin/${v1.id}`, { method: 'DELETE', headers: from(freshIp(), 'en', alice.token) });
    expect(deleted.status).toBe(200);
    expect(await market('acme.doomed')).toEqual([]);
    expect((await download()).status).toBe(404);
    expect((await fetch(`${t.upstream.apiUrl}/plugin-download/version_hash/${v2.version_hash}`)).status).toBe(404);
    expect((await mine(alice.token)).lists.map((p) => p.extension_id)).not.toContain('acme.doomed');
    expect((await t.api(`/plugin/${v1.id}`, { method: 'DELETE', headers: from(freshIp(), 'en', alice.token) })).status).toBe(404);
    const reuse = await upload(alice.token, packageOf({ name: 'doomed', version: '2.0.0' }));
    expect(reuse.body.messages).toBe('You deleted acme.doomed; its id cannot be used again. Choose another name');
  });

  it('50 concurrent uploads of one new extension name by two accounts give it one owner', async () => {
    const name = 'contested';
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => upload(i % 2 ? bob.token : alice.token, packageOf({ publisher: 'race', name, version: `1.0.${i}` }))),
    );
    const publisher = await t.upstream.db.selectFrom('plugin_publisher').select(['id', 'owner_id']).where('name', '=', 'race').execute();
    expect(publisher).toHaveLength(1);
    const plugins = await t.upstream.db.selectFrom('plugin').select(['owner_id']).where('publisher_id', '=', publisher[0].id).execute();
    expect(plugins).toHaveLength(1);
    expect(plugins[0].owner_id).toBe(publisher[0].owner_id);
    const winner = attempts.filter((a) => a.status === 200);
    const losers = attempts.filter((a) => a.status !== 200);
    expect(winner.length).toBeGreaterThanOrEqual(1);
    expect(winner.length + losers.length).toBe(50);
    for (const loser of losers) expect(loser.body.messages).toMatch(/belongs to another account|must be higher than/);
    expect(attempts.every((a) => a.status < 500)).toBe(true);
  });
});
