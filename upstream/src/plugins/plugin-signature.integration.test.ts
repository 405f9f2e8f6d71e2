import { createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnPlugin, PluginDetail } from '../../../contract/index.ts';
import { runAdmin } from '../staff/admin.ts';
import { createPackageSigner } from './package-signing.ts';
import { signApprovedPackages } from './plugin-signature.ts';
import { activeUser, freshAccount, freshIp, from, tokenFor } from '../testing/accounts.ts';
import { startTestUpstream, TEST_ADMIN_TOKEN, type TestUpstream } from '../testing/api.ts';
import { filesOf, manifestOf, publishedFiles, zip } from '../testing/packages.ts';

/**
 * Signed packages (issue #19): every approved package is signed with the site's own Ed25519 key over the zip's
 * exact bytes; the signature downloads beside the zip (`….sig`) and the public key at /plugin-signing-key.
 */
describe('package signatures', () => {
  let t: TestUpstream;
  let session: string;
  beforeAll(async () => {
    t = await startTestUpstream();
    const account = await activeUser(t, freshAccount('signer'), 'en-US');
    session = (await tokenFor(t, account.username, account.password)).token;
  });
  afterAll(() => t.close());

  const get = (path: string) => fetch(`${t.upstream.apiUrl}${path}`, { headers: from(freshIp(), 'en') });
  const publicKey = async () => createPublicKey(await (await get('/plugin-signing-key')).text());
  const detail = async (extensionId: string) => (await t.api<PluginDetail>(`/plugin/detail/${encodeURIComponent(extensionId)}`, { headers: { 'accept-language': 'en' } })).body.data;
  const upload = async (bytes: Uint8Array) => {
    const form = new FormData();
    form.append('package', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'extension.zip');
    return (await t.api<OwnPlugin>('/plugin/upload', { method: 'POST', body: form, headers: from(freshIp(), 'en', session) })).body.data;
  };
  const approve = (id: number) => runAdmin(['approve-plugin', String(id)], { UPSTREAM_ORIGIN: t.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });

  it('publishes its public key as SPKI PEM (Ed25519)', async () => {
    const response = await get('/plugin-signing-key');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-pem-file/);
    const pem = await response.text();
    expect(createPublicKey(pem).asymmetricKeyType).toBe('ed25519');
    // its own key, not the licence key
    expect(pem).not.toBe(await (await get('/license/public-key')).text());
  });

  it('signs the demo packages: each download verifies against the .sig beside it', async () => {
    const { versions } = await detail('tidewatch.search-engine-lookup');
    expect(versions.length).toBeGreaterThan(1);
    const key = await publicKey();
    for (const version of versions) {
      const zipBytes = new Uint8Array(await (await get(`/plugin-download/version_hash/${version.version_hash}`)).arrayBuffer());
      expect(createHash('sha256').update(zipBytes).digest('hex')).toBe(version.version_hash);
      const sig = await get(`/plugin-download/version_hash/${version.version_hash}.sig`);
      expect(sig.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      const signature = (await sig.text()).trim();
      expect(signature).toBe(version.signature);
      expect(verify(null, zipBytes, key, Buffer.from(signature, 'base64'))).toBe(true);
      const tampered = zipBytes.slice();
      tampered[Math.floor(tampered.length / 2)] ^= 0x01;
      expect(verify(null, tampered, key, Buffer.from(signature, 'base64'))).toBe(false);
    }
  });

  it('a .sig fetch does not count as a download', async () => {
    const before = (await detail('tidewatch.port-presets')).download_count;
    await get(`/plugin-download/version_hash/${(await detail('tidewatch.port-presets')).version_hash}.sig`);
    expect((await detail('tidewatch.port-presets')).download_count).toBe(before);
  });

  it('signs an upload when staff approve it, not before', async () => {
    const bytes = zip(filesOf(manifestOf({ name: 'signed-on-approval', version: '1.0.0' })));
    const pending = await upload(bytes);
    expect((await get(`/plugin-download/version_hash/${pending.version_hash}.sig`)).status).toBe(404);
    const row = () => t.upstream.db.selectFrom('plugin_version').select(['signature', 'signature_key']).where('id', '=', pending.upload_id).executeTakeFirstOrThrow();
    expect(await row()).toEqual({ signature: null, signature_key: null });
    await approve(pending.upload_id);
    const signature = (await (await get(`/plugin-download/version_hash/${pending.version_hash}.sig`)).text()).trim();
    expect(verify(null, bytes, await publicKey(), Buffer.from(signature, 'base64'))).toBe(true);
    expect((await row()).signature).toBe(signature);
  });

  it('answers 404 for a package the site never signed or does not hold', async () => {
    const never = createHash('sha256').update('not a package of the market').digest('hex');
    const answer = await get(`/plugin-download/version_hash/${never}.sig`);
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { messages: string }).messages).toBe('The extension package does not exist');
  });

  it('signs every approved package again when the key changes (PLUGIN_SIGNING_KEY set later)', async () => {
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const signer = createPackageSigner(t.upstream.db, pem);
    const approved = await t.upstream.db.selectFrom('plugin_version').select('id').where('review_state', '=', 'approved').execute();
    expect(await signApprovedPackages(t.upstream.db, signer)).toBe(approved.length);
    expect(await signApprovedPackages(t.upstream.db, signer)).toBe(0);
    const rows = await t.upstream.db
      .selectFrom('plugin_version as v')
      .innerJoin('plugin_package as pkg', 'pkg.hash', 'v.version_hash')
      .select(['v.signature', 'v.signature_key', 'pkg.content'])
      .where('v.review_state', '=', 'approved')
      .execute();
    const key = createPublicKey(await signer.publicKeyPem());
    expect(new Set(rows.map((row) => row.signature_key))).toEqual(new Set([await signer.keyId()]));
    expect(rows.every((row) => verify(null, row.content, key, Buffer.from(row.signature!, 'base64')))).toBe(true);
  });

  it('refuses a signing key that is not Ed25519, naming the variable', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await expect(createPackageSigner(t.upstream.db, rsa).ready()).rejects.toThrow('PLUGIN_SIGNING_KEY must be an Ed25519 private key (PKCS#8 PEM)');
  });
});

describe('what the market shows of published packages', () => {
  let t: TestUpstream;
  let session: string;
  beforeAll(async () => {
    t = await startTestUpstream();
    const account = await activeUser(t, freshAccount('gobyfan'), 'en-US');
    session = (await tokenFor(t, account.username, account.password)).token;
  });
  afterAll(() => t.close());

  const upload = async (bytes: Uint8Array) => {
    const form = new FormData();
    form.append('package', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'extension.zip');
    return t.api<OwnPlugin>('/plugin/upload', { method: 'POST', body: form, headers: from(freshIp(), 'en', session) });
  };

  it('shows its owner the icon of a pending upload; its package stays unavailable until approval', async () => {
    const { body } = await upload(zip(publishedFiles('gobysec-awvs')));
    expect(body.data.review_status).toBe('pending');
    expect(body.data.icon).toBe(`/api/plugin-icon/version_hash/${body.data.version_hash}`);
    const icon = await fetch(`${t.upstream.origin}${body.data.icon}`);
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await fetch(`${t.upstream.apiUrl}/plugin-download/version_hash/${body.data.version_hash}`)).status).toBe(404);
  });

  it('keeps a dotted name, a space in the publisher and Chinese letters in the id, the download name and its URL', async () => {
    const { body } = await upload(zip(publishedFiles('kenuoseclab-elasticsearch', { publisher: 'Faz Team', name: 'Elasticsearch未授权漏洞利用.v2' })));
    expect(body.data.extension_id).toBe('Faz Team.Elasticsearch未授权漏洞利用.v2');
    await runAdmin(['approve-plugin', String(body.data.upload_id)], { UPSTREAM_ORIGIN: t.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
    const detail = await t.api<PluginDetail>(`/plugin/detail/${encodeURIComponent(body.data.extension_id)}`, { headers: { 'accept-language': 'en' } });
    expect(detail.body.data.extension_id).toBe('Faz Team.Elasticsearch未授权漏洞利用.v2');
    const download = await fetch(`${t.upstream.apiUrl}/plugin-download/version_hash/${body.data.version_hash}`);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Faz Team.Elasticsearch_______.v2-0.1.0.zip"; filename*=UTF-8''${encodeURIComponent('Faz Team.Elasticsearch未授权漏洞利用.v2-0.1.0.zip')}`,
    );
  });

  it('lists the view locations of nested views and reads the translation beside its file', async () => {
    const { body } = await upload(zip(publishedFiles('gobysec-awvs', { version: '0.1.3' })));
    await runAdmin(['approve-plugin', String(body.data.upload_id)], { UPSTREAM_ORIGIN: t.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
    const zh = await t.api<PluginDetail>('/plugin/detail/GobySec.AWVS', { headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.data.views).toEqual(['ipDetail.bannerTop', 'webfinder', 'toolbar']);
    expect(zh.body.data.readme).toMatch(/^## 快速开始/);
  });

  it('names the display name the manifest gives, and nothing when it gives none', async () => {
    const { body } = await upload(zip(publishedFiles('qingyun00-masscan', { displayName: 'Masscan full range' })));
    expect(body.data.display_name).toBe('Masscan full range');
    const plain = await upload(zip(publishedFiles('becivells-shodan')));
    expect(plain.body.data.display_name).toBeNull();
  });
});
