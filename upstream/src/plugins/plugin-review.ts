import { unzipSync } from 'fflate';
import type { ReviewUploadDetail } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { fail } from './messages.ts';
import { manifestRoot, sha256 } from './package-facts.ts';
import { compareVersions } from './plugin-publish.ts';
import { findSecrets } from './secrets.ts';

/**
 * What a reviewer reads before deciding on an upload (issue #33): the package itself (manifest, files, README), the
 * validator's warnings, the secret findings, and what changed since the publisher's previous version, read from the
 * stored packages so that a reviewer sees the bytes the market would serve.
 */

type State = 'pending' | 'approved' | 'rejected';
interface PackageFile {
  path: string;
  size: number;
  sha256: string;
}

/** A README longer than this (in lines, either side) is not diffed: the reviewer reads it whole instead. */
const README_DIFF_LINES = 400;

/** Staff: uploads by review state, oldest first (the queue's order). */
export const reviewQueue = async (db: Database, state: State | undefined, uploadId?: number) => {
  const rows = await db
    .selectFrom('plugin_version as v')
    .innerJoin('plugin as p', 'p.id', 'v.plugin_id')
    .innerJoin('plugin_publisher as pub', 'pub.id', 'p.publisher_id')
    .leftJoin('user as u', 'u.id', 'p.owner_id')
    .select(['v.id', 'pub.name as publisher', 'p.name', 'v.version', 'v.engines', 'v.review_state', 'v.review_reason', 'v.queued_at', 'v.reviewed_at', 'v.size', 'v.warnings', 'u.username', 'p.deleted_at'])
    .$if(state !== undefined, (qb) => qb.where('v.review_state', '=', state!))
    .$if(uploadId !== undefined, (qb) => qb.where('v.id', '=', uploadId!))
    .orderBy('v.queued_at')
    .orderBy('v.id')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    publisher: row.publisher,
    name: row.name,
    version: row.version,
    engines: row.engines,
    state: row.review_state,
    reason: row.review_reason,
    queued_at: row.queued_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    size: row.size,
    warnings: row.warnings,
    owner: row.username,
    deleted: row.deleted_at !== null,
  }));
};

/** The package's files by their path from the manifest's folder (so that a version zipped in a top folder compares). */
const unpack = (zip: Uint8Array) => {
  const entries = Object.entries(unzipSync(zip)).filter(([name]) => !name.endsWith('/'));
  const root = manifestRoot(entries.map(([name]) => name)) ?? '';
  const files = new Map(entries);
  const list: PackageFile[] = entries
    .map(([name, bytes]) => ({ path: name.startsWith(root) ? name.slice(root.length) : name, size: bytes.byteLength, sha256: sha256(bytes) }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, list };
};

/** A line diff (longest common subsequence): what a reviewer needs of a README, not a patch tool's. */
export const lineDiff = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  if (a.length > README_DIFF_LINES || b.length > README_DIFF_LINES) return null;
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => Array.from({ length: b.length + 1 }, () => 0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: { op: ' ' | '+' | '-'; line: string }[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push({ op: ' ', line: a[i++] });
      j++;
    } else if (i < a.length && (j >= b.length || lcs[i + 1][j] >= lcs[i][j + 1])) out.push({ op: '-', line: a[i++] });
    else out.push({ op: '+', line: b[j++] });
  }
  return out;
};

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** What changed between two versions: top-level manifest fields, files by path (size or hash), the README. */
export const packageChanges = (
  before: { manifest: Record<string, unknown>; files: PackageFile[]; readme: string },
  after: { manifest: Record<string, unknown>; files: PackageFile[]; readme: string },
) => {
  const fields = [...new Set([...Object.keys(before.manifest), ...Object.keys(after.manifest)])].sort();
  const old = new Map(before.files.map((file) => [file.path, file]));
  const now = new Map(after.files.map((file) => [file.path, file]));
  return {
    manifest: fields
      .map((field) => ({ field, before: json(before.manifest[field]), after: json(after.manifest[field]) }))
      .filter((change) => change.before !== change.after),
    files_added: after.files.filter((file) => !old.has(file.path)),
    files_removed: before.files.filter((file) => !now.has(file.path)),
    files_changed: after.files
      .filter((file) => old.has(file.path) && old.get(file.path)!.sha256 !== file.sha256)
      .map((file) => ({ path: file.path, size_before: old.get(file.path)!.size, size_after: file.size })),
    readme_diff: lineDiff(before.readme, after.readme),
  };
};

const versionWithPackage = (db: Database) =>
  db
    .selectFrom('plugin_version as v')
    .innerJoin('plugin_package as pkg', 'pkg.hash', 'v.version_hash')
    .select(['v.id', 'v.plugin_id', 'v.version', 'v.review_state', 'v.manifest', 'v.readme', 'pkg.content']);

/** The version a reviewer compares with: the highest approved one below this, else the highest of any state below it. */
const previousOf = async (db: Database, pluginId: number, version: string) => {
  const earlier = (await db.selectFrom('plugin_version').select(['id', 'version', 'review_state']).where('plugin_id', '=', pluginId).execute())
    .filter((row) => compareVersions(row.version, version) < 0)
    .sort((x, y) => compareVersions(x.version, y.version));
  const pick = earlier.filter((row) => row.review_state === 'approved').at(-1) ?? earlier.at(-1);
  return pick && versionWithPackage(db).where('v.id', '=', pick.id).executeTakeFirstOrThrow();
};

/** One upload for review, read from its stored package. */
export const reviewDetail = async (db: Database, uploadId: number): Promise<ReviewUploadDetail> => {
  const row = await versionWithPackage(db).where('v.id', '=', uploadId).executeTakeFirst();
  if (!row) throw fail(404, 'pluginUploadNotFound', { id: uploadId });
  const [listed] = await reviewQueue(db, undefined, uploadId);
  const { files, list } = unpack(row.content);
  const previous = await previousOf(db, row.plugin_id, row.version);
  return {
    ...listed,
    manifest: JSON.stringify(row.manifest, null, 2),
    files: list,
    readme: row.readme,
    secrets: findSecrets(files),
    changes: previous
      ? {
          previous: { id: previous.id, version: previous.version, state: previous.review_state },
          ...packageChanges(
            { manifest: previous.manifest, files: unpack(previous.content).list, readme: previous.readme },
            { manifest: row.manifest, files: list, readme: row.readme },
          ),
        }
      : null,
  };
};
