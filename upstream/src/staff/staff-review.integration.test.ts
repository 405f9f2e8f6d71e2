import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnPlugin, ReviewQueueItem, ReviewUploadDetail } from '../../../contract/index.ts';
import { activeUser, freshAccount, from, freshIp, lastMailTo, tokenFor } from '../testing/accounts.ts';
import { startTestUpstream, TEST_ADMIN_TOKEN, type TestUpstream } from '../testing/api.ts';
import { filesOf, manifestOf, zip } from '../testing/packages.ts';
import { staffSessionFor } from '../testing/staff.ts';
import { runAdmin } from './admin.ts';

// The review queue's staff calls (issue #33): only reviewers (and admins) decide, a rejection needs a reason, each
// decision is audited in its own transaction, and a reviewer sees what changed since the previous version.
let t: TestUpstream;
let publisher: { token: string; email: string };
let reviewer: string;
beforeAll(async () => {
  t = await startTestUpstream();
  const account = await activeUser(t, freshAccount('pub'), 'en-US');
  publisher = { token: (await tokenFor(t, account.username, account.password)).token, email: account.email };
  reviewer = (await staffSessionFor(t.upstream.db, t.clock.now(), 'reviewer')).token;
}, 60_000);
afterAll(() => t.close());

let serial = 0;
const upload = async (name: string, manifest: Record<string, unknown> = {}, extra: Record<string, string | null> = {}) => {
  const files = filesOf(manifestOf({ name, publisher: 'reviewco', version: '1.0.0', ...manifest }), { 'src/main.js': `tidewatch.registerCommand('hello.summary', () => {}); // ${serial++}\n`, ...extra });
  const form = new FormData();
  form.append('package', new Blob([zip(files) as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'extension.zip');
  const { body } = await t.api<OwnPlugin>('/plugin/upload', { method: 'POST', body: form, headers: from(freshIp(), 'en', publisher.token) });
  if (body.statusCode !== 200) throw new Error(`upload refused: ${body.messages}`);
  return body.data.upload_id!;
};
const call = <T>(token: string, path: string, json?: unknown, lang = 'en') =>
  t.api<T>(`/staff/review${path}`, json === undefined ? { headers: from(freshIp(), lang, token) } : { method: 'POST', json, headers: from(freshIp(), lang, token) });
const audits = (uploadId: number) =>
  t.upstream.db.selectFrom('audit_log').select(['action', 'actor_name', 'before', 'after', 'reason']).where('subject_type', '=', 'plugin_version').where('subject_id', '=', String(uploadId)).execute();
const stateOf = async (uploadId: number) =>
  (await t.upstream.db.selectFrom('plugin_version').select('review_state').where('id', '=', uploadId).executeTakeFirstOrThrow()).review_state;

describe('the review queue', () => {
  it('refuses a member of sales every review call', async () => {
    const { token } = await staffSessionFor(t.upstream.db, t.clock.now(), 'sales');
    const id = await upload('refused-sales');
    expect((await call(token, '/uploads')).status).toBe(403);
    expect((await call(token, `/uploads/${id}`)).status).toBe(403);
    expect((await call(token, `/uploads/${id}/approve`, {})).status).toBe(403);
    const rejected = await call(token, `/uploads/${id}/reject`, { reason: 'no' });
    expect(rejected.status).toBe(403);
    expect(await stateOf(id)).toBe('pending');
  });

  it('lists waiting uploads oldest first with the time each was queued', async () => {
    const first = await upload('queue-first');
    const second = await upload('queue-second');
    const { body } = await call<ReviewQueueItem[]>(reviewer, '/uploads?state=pending');
    const ids = body.data.map((item) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(body.data.find((item) => item.id === first)).toMatchObject({ state: 'pending', owner: expect.any(String), queued_at: expect.any(String) });
  });

  it('refuses a rejection without a reason, in the reviewer\'s language', async () => {
    const id = await upload('no-reason');
    const english = await call(reviewer, `/uploads/${id}/reject`, { reason: '  ' });
    expect(english.status).toBe(400);
    expect(english.body.messages).toBe('Give the publisher a reason for the rejection');
    expect((await call(reviewer, `/uploads/${id}/reject`, {}, 'zh-CN')).body.messages).toBe('请填写驳回理由，发布者会看到它');
    expect(await stateOf(id)).toBe('pending');
    expect(await audits(id)).toEqual([]);
  });

  it('writes one plugin.reject audit row with the states and the reason, and mails the publisher the reason', async () => {
    const id = await upload('rejected-one');
    const { status } = await call(reviewer, `/uploads/${id}/reject`, { reason: 'The toolbar button does nothing.' });
    expect(status).toBe(200);
    const rows = await audits(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'plugin.reject', reason: 'The toolbar button does nothing.', before: { state: 'pending' }, after: { state: 'rejected' } });
    expect((await lastMailTo(t, publisher.email)).text).toContain('The toolbar button does nothing.');
  });

  it('writes one plugin.approve audit row and puts the upload in the market', async () => {
    const id = await upload('approved-one');
    expect((await call(reviewer, `/uploads/${id}/approve`, {})).body.data).toEqual({ id, state: 'approved' });
    expect(await audits(id)).toMatchObject([{ action: 'plugin.approve', before: { state: 'pending' }, after: { state: 'approved' }, reason: null }]);
    const market = await t.api<{ lists: { name: string }[] }>('/plugins?keyword=approved-one', { headers: { 'accept-language': 'en' } });
    expect(market.body.data.lists.map((p) => p.name)).toContain('approved-one');
  });

  it('writes no audit row for a decision that fails (already decided)', async () => {
    const id = await upload('decided-twice');
    await call(reviewer, `/uploads/${id}/approve`, {});
    const again = await call(reviewer, `/uploads/${id}/reject`, { reason: 'too late' });
    expect(again.status).toBe(409);
    expect(await audits(id)).toHaveLength(1);
  });

  it('undoes the decision when its audit row cannot be written: one transaction', async () => {
    const id = await upload('audit-fails');
    const db = t.upstream.db;
    await sql`create function refuse_review_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`.execute(db);
    await sql`create trigger refuse_review_audit before insert on audit_log for each row execute function refuse_review_audit()`.execute(db);
    try {
      expect((await call(reviewer, `/uploads/${id}/reject`, { reason: 'will not stick' })).status).toBe(500);
    } finally {
      await sql`drop trigger refuse_review_audit on audit_log`.execute(db);
      await sql`drop function refuse_review_audit()`.execute(db);
    }
    expect(await stateOf(id)).toBe('pending');
    expect(await audits(id)).toEqual([]);
  });

  it('shows an upload with its manifest, files, README, warnings and secret findings', async () => {
    const id = await upload('shown', { contributes: { views: { leftNav: [{ command: 'x.run' }] } } }, { 'node_modules/lib/keys.md': 'sample\n-----BEGIN RSA PRIVATE KEY-----\nabc\n' });
    const { body } = await call<ReviewUploadDetail>(reviewer, `/uploads/${id}`);
    expect(JSON.parse(body.data.manifest)).toMatchObject({ name: 'shown', publisher: 'reviewco' });
    expect(body.data.files.map((file) => file.path)).toEqual(['README.md', 'assets/icon.svg', 'node_modules/lib/keys.md', 'package.json', 'src/main.js']);
    expect(body.data.readme).toBe('# Hello\n');
    expect(body.data.warnings.map((warning) => warning.en)).toContain('The entry point "leftNav" is deprecated since 1.8.237; use "toolbar".');
    expect(body.data.secrets).toEqual([{ file: 'node_modules/lib/keys.md', line: 2, kind: 'privateKey', verdict: 'advise' }]);
    expect(body.data.changes).toBeNull();
  });

  it("shows what changed since the publisher's previous version", async () => {
    const v1 = await upload('diffed', { description: 'First.' }, { 'README.md': '# Diffed\nline one\nline two\n', 'docs/old.md': 'old' });
    await call(reviewer, `/uploads/${v1}/approve`, {});
    const v2 = await upload('diffed', { version: '1.1.0', description: 'Second.' }, { 'README.md': '# Diffed\nline one\nline three\n', 'docs/new.md': 'new' });
    const { changes } = (await call<ReviewUploadDetail>(reviewer, `/uploads/${v2}`)).body.data;
    expect(changes!.previous).toEqual({ id: v1, version: '1.0.0', state: 'approved' });
    expect(changes!.manifest).toEqual([
      { field: 'description', before: '"First."', after: '"Second."' },
      { field: 'version', before: '"1.0.0"', after: '"1.1.0"' },
    ]);
    expect(changes!.files_added.map((file) => file.path)).toEqual(['docs/new.md']);
    expect(changes!.files_removed.map((file) => file.path)).toEqual(['docs/old.md']);
    expect(changes!.files_changed.map((file) => file.path)).toEqual(['README.md', 'package.json', 'src/main.js']);
    expect(changes!.readme_diff!.filter((line) => line.op !== ' ')).toEqual([
      { op: '-', line: 'line two' },
      { op: '+', line: 'line three' },
    ]);
  });

  it('takes the CLI through the same calls, audited as cli', async () => {
    const id = await upload('by-cli');
    const admin = (...args: string[]) => runAdmin(args, { UPSTREAM_ORIGIN: t.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });
    expect(await admin('plugins', '--state', 'pending')).toContain('reviewco.by-cli');
    expect(await admin('reject-plugin', String(id), '--reason', 'Icon missing')).toMatch(/rejected/);
    expect(await audits(id)).toMatchObject([{ action: 'plugin.reject', actor_name: 'cli', reason: 'Icon missing' }]);
  });
});
