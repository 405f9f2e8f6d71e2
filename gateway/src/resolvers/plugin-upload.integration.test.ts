import { randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print } from 'graphql';
import { DeletePluginDocument, MyPluginsDocument, UploadPluginDocument, type UploadPluginMutation as Uploaded } from '../../../client/src/gql/graphql.ts';
import { signedInUser, startTestStack, type GraphAnswer, type TestStack } from '../testing/stack.ts';

const uploadMutation = print(UploadPluginDocument);

const packageOf = (manifest: Record<string, unknown>, padding = 0) =>
  zipSync(
    {
      'package.json': strToU8(
        JSON.stringify({
          name: 'gateway-probe',
          publisher: 'gwtest',
          version: '1.0.0',
          engines: '1.8.230',
          main: './main.js',
          description: 'Uploaded through the gateway.',
          icon: './icon.svg',
          contributes: {},
          ...manifest,
        }),
      ),
      'main.js': strToU8("tidewatch.registerCommand('probe', () => {});\n"),
      'icon.svg': strToU8('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"></svg>'),
      'README.md': strToU8('# Probe\n'),
      // incompressible bytes, so the package's size is what the test asks for
      ...(padding ? { 'data.bin': [new Uint8Array(randomBytes(padding)), { level: 0 }] } : {}),
    },
    { level: 6 },
  );

/** A GraphQL multipart request (operations, map, file) as apollo-upload-client sends it. */
const multipart = (stack: TestStack, zip: Uint8Array, headers: Record<string, string>) => {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: uploadMutation, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'extension.zip');
  return fetch(`${stack.gateway.url}/graphql`, { method: 'POST', body: form, headers });
};

describe('uploadPlugin through the gateway: the GraphQL multipart request spec', () => {
  let stack: TestStack;
  let auth: Record<string, string>;
  beforeAll(async () => {
    stack = await startTestStack();
    auth = (await signedInUser(stack, `gwpub${Date.now().toString(36)}`)).auth;
  });
  afterAll(() => stack.close());

  it('streams an upload to the upstream; it is pending, listed in myPlugins, deletable', async () => {
    const response = await multipart(stack, packageOf({ contributes: { views: { leftNav: [{ command: 'probe' }] } } }), { ...auth, 'apollo-require-preflight': 'true', 'x-locale': 'en' });
    expect(response.status).toBe(200);
    const { data, errors } = (await response.json()) as GraphAnswer<Uploaded>;
    expect(errors).toBeUndefined();
    expect(data!.uploadPlugin).toMatchObject({ extensionId: 'gwtest.gateway-probe', version: '1.0.0', reviewStatus: 'PENDING' });
    expect(data!.uploadPlugin.warnings?.[0]).toMatch(/deprecated since 1\.8\.237/);
    expect(data!.uploadPlugin.queuePosition).toBeGreaterThanOrEqual(1);

    const mine = await stack.graph(MyPluginsDocument, {}, auth);
    expect(mine.body.data!.myPlugins.items).toEqual([expect.objectContaining({ extensionId: 'gwtest.gateway-probe', reviewStatus: 'PENDING' })]);
    const deleted = await stack.graph(DeletePluginDocument, { id: data!.uploadPlugin.id }, auth);
    expect(deleted.body.data!.deletePlugin).toBe(true);
    expect((await stack.graph(MyPluginsDocument, {}, auth)).body.data!.myPlugins.total).toBe(0);
  });

  it('passes the validator\'s reasons on, one a line, in the page\'s language', async () => {
    const response = await multipart(stack, packageOf({ name: 'bad-one', version: 'x' }), { ...auth, 'apollo-require-preflight': 'true', 'x-locale': 'zh' });
    const { errors } = (await response.json()) as GraphAnswer<Uploaded>;
    expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(errors![0].message).toBe('version“x”不是语义化版本号，例如 1.0.2。');
  });

  it('accepts a package of 8 MB', async () => {
    const response = await multipart(stack, packageOf({ name: 'big-one' }, 8 * 1024 * 1024), { ...auth, 'apollo-require-preflight': 'true', 'x-locale': 'en' });
    const { data, errors } = (await response.json()) as GraphAnswer<Uploaded>;
    expect(errors).toBeUndefined();
    expect(data!.uploadPlugin.reviewStatus).toBe('PENDING');
  });

  it('refuses a package over 20 MB with a clear message', async () => {
    const response = await multipart(stack, packageOf({ name: 'huge-one' }, 21 * 1024 * 1024), { ...auth, 'apollo-require-preflight': 'true', 'x-locale': 'en' });
    const { data, errors } = (await response.json()) as GraphAnswer<Uploaded>;
    expect(data?.uploadPlugin ?? null).toBeNull();
    expect(errors![0].message).toBe('The package is larger than 20 MB; an extension package may be at most 20 MB');
    expect((await stack.graph(MyPluginsDocument, {}, auth)).body.data!.myPlugins.total).toBe(1);
  });

  it('keeps CSRF prevention: a multipart request without a preflight header is refused', async () => {
    const response = await multipart(stack, packageOf({ name: 'csrf-one' }), { ...auth, 'x-locale': 'en' });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/i);
  });

  it('refuses a visitor', async () => {
    const response = await multipart(stack, packageOf({ name: 'visitor-one' }), { 'apollo-require-preflight': 'true', 'x-locale': 'en' });
    const { errors } = (await response.json()) as GraphAnswer<Uploaded>;
    expect(errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(errors![0].message).toBe('Please sign in to publish extensions');
  });
});
