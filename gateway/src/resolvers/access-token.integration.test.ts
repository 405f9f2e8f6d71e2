import { createHash, createPublicKey, verify } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokensDocument, CreateAccessTokenDocument, PluginDetailDocument, PluginVersions_VersionFragmentDoc, RevokeAccessTokenDocument } from '../../../client/src/gql/graphql.ts';
import { getFragmentData } from '../../../client/src/gql/fragment-masking.ts';
import { filesOf, manifestOf, zip } from '../../../upstream/src/testing/packages.ts';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

/**
 * Publishing through the site (issue #19): the Extensions tab's tokens over GraphQL, and the terminal's REST calls
 * the gateway passes on — publish with a token, the signing key, each package's signature beside its download.
 */
describe('publishing tokens and signed packages through the gateway', () => {
  let stack: TestStack;
  let auth: Record<string, string>;
  const sdk = mkdtempSync(join(tmpdir(), 'tidewatch-client-'));
  beforeAll(async () => {
    mkdirSync(join(sdk, 'sdk'));
    writeFileSync(join(sdk, 'sdk', 'tidewatch-extension.d.ts'), 'declare const tidewatch: unknown;\n');
    stack = await startTestStack({ CLIENT_DIST: sdk });
    auth = (await signedInUser(stack, `gwtok${Date.now().toString(36)}`)).auth;
  });
  afterAll(() => stack.close());

  const create = (name: string, expiresInDays = 30) => stack.graph(CreateAccessTokenDocument, { input: { name, expiresInDays } }, { ...auth, 'x-locale': 'en' });
  const site = (path: string, init: RequestInit = {}) => fetch(`${stack.gateway.url}${path}`, init);
  const publish = (token: string, bytes: Uint8Array, locale = 'en') => {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'extension.zip');
    return site('/api/plugin/publish', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'x-locale': locale } });
  };

  it('makes a token shown once, lists it without the token, revokes it', async () => {
    const { body } = await create('gateway CI', 90);
    expect(body.errors).toBeUndefined();
    const { token, accessToken } = body.data!.createAccessToken;
    expect(token).toMatch(/^twp_/);
    const listed = await stack.graph(AccessTokensDocument, {}, auth);
    expect(listed.body.data!.accessTokens).toEqual([expect.objectContaining({ id: accessToken.id, name: 'gateway CI', lastUsedAt: null, expired: false })]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect((await stack.graph(RevokeAccessTokenDocument, { id: accessToken.id }, auth)).body.data).toEqual({ revokeAccessToken: true });
    expect((await stack.graph(AccessTokensDocument, {}, auth)).body.data!.accessTokens).toEqual([]);
  });

  it('refuses a bad expiry with the upstream\'s message', async () => {
    const { body } = await create('x', 7);
    expect(body.errors?.[0]).toMatchObject({ message: 'expires_in_days must be 30, 90 or 365', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a token is no session: the profile, orders and licences refuse it', async () => {
    const { token } = (await create('not a session')).body.data!.createAccessToken;
    const headers = { authorization: `Bearer ${token}` };
    expect((await stack.graph('{ me { username } }', {}, headers)).body.data).toEqual({ me: null });
    for (const query of ['{ orders { total } }', '{ licenses { total } }', '{ myPlugins { total } }', '{ accessTokens { id } }']) {
      const { body } = await stack.graph(query, {}, headers);
      expect([query, body.errors?.[0]?.extensions?.code]).toEqual([query, 'UNAUTHENTICATED']);
    }
  });

  it('publishes from a terminal through the site, with the verdict the upload page shows', async () => {
    const { token } = (await create('terminal')).body.data!.createAccessToken;
    const refused = await publish(token, zip(filesOf(manifestOf({ name: 'gw-terminal', version: 'one' }))));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: 400, messages: 'version "one" is not a semantic version such as 1.0.2.' });
    const accepted = await publish(token, zip(filesOf(manifestOf({ name: 'gw-terminal', version: '1.0.0' }))));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ statusCode: 200, data: { extension_id: 'acme.gw-terminal', review_status: 'pending', warnings: [] } });
    const revokedToken = (await create('gone')).body.data!.createAccessToken;
    await stack.graph(RevokeAccessTokenDocument, { id: revokedToken.accessToken.id }, auth);
    const revoked = await publish(revokedToken.token, zip(filesOf(manifestOf({ name: 'gw-terminal', version: '1.0.1' }))), 'zh');
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as { messages: string }).messages).toMatch(/^该发布令牌已于 \d{4}-\d\d-\d\d 吊销/);
  });

  it('serves the signing key and each version\'s signature beside its download; GraphQL carries both', async () => {
    const { body } = await stack.graph(PluginDetailDocument, { extensionId: 'tidewatch.search-engine-lookup' });
    const versions = getFragmentData(PluginVersions_VersionFragmentDoc, body.data!.plugin!.versions);
    const key = createPublicKey(await (await site('/api/plugin-signing-key')).text());
    for (const version of versions) {
      const bytes = new Uint8Array(await (await site(version.downloadUrl)).arrayBuffer());
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(version.sha256);
      expect(version.signatureUrl).toBe(`${version.downloadUrl}.sig`);
      const sig = await site(version.signatureUrl);
      expect([sig.status, sig.headers.get('content-type')]).toEqual([200, 'text/plain; charset=utf-8']);
      const signature = (await sig.text()).trim();
      expect(signature).toBe(version.signature);
      expect(verify(null, bytes, key, Buffer.from(signature, 'base64'))).toBe(true);
    }
  });

  it('serves the extension API typings as UTF-8 text', async () => {
    const answer = await site('/sdk/tidewatch-extension.d.ts');
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'text/plain; charset=utf-8']);
  });
});
