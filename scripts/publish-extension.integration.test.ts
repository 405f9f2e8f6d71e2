import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateAccessTokenDocument, RevokeAccessTokenDocument } from '../client/src/gql/graphql.ts';
import { signedInUser, startTestStack, type TestStack } from '../gateway/src/testing/stack.ts';
import { runAdmin } from '../upstream/src/staff/admin.ts';
import { DAY } from '../upstream/src/domain/clock.ts';
import { TEST_ADMIN_TOKEN } from '../upstream/src/testing/api.ts';
import { filesOf, manifestOf, publishedFiles, zip } from '../upstream/src/testing/packages.ts';

/**
 * The terminal's tools, run as a publisher runs them (`npm run publish-extension -- FILE.zip`,
 * `npm run verify-extension -- FILE.zip`): spawned against a real gateway and upstream, their output and exit
 * codes are what the issue names.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(root, 'node_modules', '.bin', 'tsx');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const run = (script: string, args: string[], env: Record<string, string | undefined>) =>
  new Promise<Run>((resolve) => {
    const childEnv: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LANG: 'en_US.UTF-8', ...env };
    for (const key of Object.keys(childEnv)) if (childEnv[key] === undefined) delete childEnv[key];
    execFile(tsx, [join(root, 'scripts', script), '--', ...args], { env: childEnv, cwd: root, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });

describe('npm run publish-extension and npm run verify-extension against a running site', () => {
  let stack: TestStack;
  let auth: Record<string, string>;
  let site: string;
  const dir = mkdtempSync(join(tmpdir(), 'tidewatch-cli-'));
  const file = (name: string, bytes: Uint8Array) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };
  const newToken = async (name: string, expiresInDays = 30) => {
    const { body } = await stack.graph(CreateAccessTokenDocument, { input: { name, expiresInDays } }, auth);
    return body.data!.createAccessToken;
  };
  const publish = (path: string, env: Record<string, string | undefined>) => run('publish-extension.ts', [path], { TIDEWATCH_SITE: site, ...env });
  const verifyFile = (path: string, env: Record<string, string | undefined> = {}) => run('verify-extension.ts', [path], { TIDEWATCH_SITE: site, ...env });

  beforeAll(async () => {
    stack = await startTestStack();
    site = stack.gateway.url;
    auth = (await signedInUser(stack, `cli${Date.now().toString(36)}`)).auth;
  });
  afterAll(() => stack.close());

  it('publishes an accepted package: exit 0, pending with its warnings and queue position', async () => {
    const { token } = await newToken('cli');
    const path = file('exportcsv.zip', zip(publishedFiles('gobysec-exportcsv')));
    const result = await publish(path, { TIDEWATCH_TOKEN: token });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^GobySec\.ExportCsv 0\.1\.0 is uploaded and waits for review\.\nPlace in the review queue: \d+\. You will get a mail when staff have reviewed it\.\nAdvice from the check \(not a reason to refuse\):\n/);
    expect(result.stdout).toContain('  - The entry point "scanRes.moreOptions" is deprecated since 1.8.237; use "toolbar".');
  });

  it('prints every refusal reason and exits 1', async () => {
    const { token } = await newToken('cli refused');
    const path = file('broken.zip', zip(filesOf(manifestOf({ name: 'cli-broken', version: 'one', engines: 'any' }))));
    const result = await publish(path, { TIDEWATCH_TOKEN: token });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'broken.zip was not accepted:\n  - version "one" is not a semantic version such as 1.0.2.\n  - engines "any" is not a product version such as 1.8.237.\n',
    );
  });

  it('speaks Chinese when the terminal does', async () => {
    const { token } = await newToken('cli zh');
    const result = await publish(file('broken-zh.zip', zip(filesOf(manifestOf({ name: 'cli-broken-zh', version: 'one' })))), { TIDEWATCH_TOKEN: token, LANG: 'zh_CN.UTF-8' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('broken-zh.zip 未被接受：\n  - version“one”不是语义化版本号，例如 1.0.2。\n');
  });

  it('exits 2 when the token is missing, revoked or expired, saying which', async () => {
    const path = file('token.zip', zip(filesOf(manifestOf({ name: 'cli-token' }))));
    const missing = await publish(path, { TIDEWATCH_TOKEN: undefined });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^TIDEWATCH_TOKEN is not set/);

    const revoked = await newToken('cli revoked');
    await stack.graph(RevokeAccessTokenDocument, { id: revoked.accessToken.id }, auth);
    const afterRevoke = await publish(path, { TIDEWATCH_TOKEN: revoked.token });
    expect(afterRevoke.code).toBe(2);
    expect(afterRevoke.stderr).toMatch(/^The token was refused: This publishing token was revoked on \d{4}-\d\d-\d\d; make a new one in the user centre\n$/);

    const expired = await newToken('cli expired');
    // the stack's clock is the real one: the token is moved into the past rather than the clock forward
    await sql`update access_token set expires_at = ${new Date(Date.now() - DAY)} where id = ${Number(expired.accessToken.id)}`.execute(stack.upstream.db);
    const afterExpiry = await publish(path, { TIDEWATCH_TOKEN: expired.token });
    expect(afterExpiry.code).toBe(2);
    expect(afterExpiry.stderr).toMatch(/^The token was refused: This publishing token expired on \d{4}-\d\d-\d\d; make a new one in the user centre\n$/);

    const unknown = await publish(path, { TIDEWATCH_TOKEN: 'twp_not-a-token-the-site-made' });
    expect([unknown.code, unknown.stderr]).toEqual([2, 'The token was refused: This publishing token is not known: check that it was copied whole, or make a new one in the user centre\n']);
  });

  it('exits 3 when the site cannot be reached', async () => {
    const result = await publish(file('offline.zip', zip(filesOf())), { TIDEWATCH_TOKEN: 'twp_x', TIDEWATCH_SITE: 'http://127.0.0.1:9' });
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/^Cannot reach http:\/\/127\.0\.0\.1:9: /);
  });

  it('verifies an approved package as downloaded (exit 0) and refuses it with one byte changed or never signed (exit 1)', async () => {
    const { token } = await newToken('cli verify');
    const published = await publish(file('masscan.zip', zip(publishedFiles('qingyun00-masscan'))), { TIDEWATCH_TOKEN: token });
    expect(published.code).toBe(0);
    const pending = await stack.upstream.db
      .selectFrom('plugin_version as v')
      .innerJoin('plugin as p', 'p.id', 'v.plugin_id')
      .select(['v.id', 'v.version_hash'])
      .where('p.name', '=', 'masscan')
      .executeTakeFirstOrThrow();
    await runAdmin(['approve-plugin', String(pending.id)], { UPSTREAM_ORIGIN: stack.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });

    const downloaded = new Uint8Array(await (await fetch(`${site}/api/plugin-download/version_hash/${pending.version_hash}`)).arrayBuffer());
    const good = file('qingyun.masscan-0.1.0.zip', downloaded);
    const valid = await verifyFile(good);
    expect(valid.code).toBe(0);
    expect(valid.stdout).toBe(`signature valid: ${good} (SHA-256 ${pending.version_hash}) is the package ${site} signed.\n`);

    const tampered = readFileSync(good);
    tampered[Math.floor(tampered.length / 2)] ^= 0x20;
    const changed = await verifyFile(file('tampered.zip', tampered));
    expect(changed.code).toBe(1);
    expect(changed.stderr).toMatch(/^not signed: .* signed no package with this SHA-256 \([0-9a-f]{64}\)\. .*tampered\.zip was changed after download, or was never approved\.\n$/);

    const never = await verifyFile(file('never.zip', zip(filesOf(manifestOf({ name: 'never-uploaded' })))));
    expect(never.code).toBe(1);

    const zh = await verifyFile(good, { LANG: 'zh_CN.UTF-8' });
    expect(zh.stdout).toMatch(/^签名有效：/);
  });
});
