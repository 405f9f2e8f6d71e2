import { sql, type Transaction } from 'kysely';
import type { Tables } from '../db/tables.ts';
import type { OwnPlugin, PageQuery } from '../../../contract/index.ts';
import { siteOriginOf } from '../domain/config.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../domain/api-error.ts';
import type { Locale } from '../domain/locale.ts';
import { fail } from './messages.ts';
import { pluginReviewMail } from './plugin-mails.ts';
import { validatePackage } from './validate-package.ts';
import { packageFacts, sha256 } from './package-facts.ts';
import { pluginRows, versionValues } from './plugin-row.ts';
import { pluginOf } from './plugin.ts';
import { signatureOf } from './plugin-signature.ts';
import type { PluginsRuntime } from './package-signing.ts';

/** `1.2.3-beta.1` → compared the semver way: numbers part by part, a pre-release below its release. */
export const compareVersions = (a: string, b: string) => {
  const split = (version: string) => {
    const [core, pre] = version.split('+')[0].split(/-(.*)/s);
    return { parts: core.split('.').map(Number), pre: pre ? pre.split('.') : [] };
  };
  const [x, y] = [split(a), split(b)];
  for (let i = 0; i < Math.max(x.parts.length, y.parts.length); i++) {
    const diff = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (diff) return Math.sign(diff);
  }
  if (!x.pre.length || !y.pre.length) return x.pre.length === y.pre.length ? 0 : x.pre.length ? -1 : 1;
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i++) {
    const [p, q] = [x.pre[i], y.pre[i]];
    if (p === undefined) return -1;
    if (q === undefined) return 1;
    const [pn, qn] = [/^\d+$/.test(p), /^\d+$/.test(q)];
    if (pn && qn && Number(p) !== Number(q)) return Math.sign(Number(p) - Number(q));
    if (pn !== qn) return pn ? -1 : 1;
    if (p !== q) return p < q ? -1 : 1;
  }
  return 0;
};

/** A review decision as the audit log records it. */
export interface ReviewChange {
  extension: string;
  version: string;
  before: { state: string };
  after: { state: string; reason?: string };
}

const uniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** The signed-in user's uploads, one row per version, newest first; or one upload by its id. */
const ownUploads = (db: Database, userId: number) =>
  pluginRows(db)
    .where('p.owner_id', '=', userId)
    .where('p.deleted_at', 'is', null)
    .select([
      'v.id as upload_id',
      'v.warnings',
      'v.review_state',
      'v.review_reason',
      'v.queued_at',
      // 1 = next in line: pending uploads queued before it (ties by id), itself included.
      sql<number | null>`case when v.review_state = 'pending' then (select count(*) from plugin_version q where q.review_state = 'pending' and (q.queued_at, q.id) <= (v.queued_at, v.id)) end`.as(
        'queue_position',
      ),
    ]);

type UploadRow = Awaited<ReturnType<ReturnType<typeof ownUploads>['executeTakeFirstOrThrow']>>;

const ownPluginOf = (row: UploadRow, locale: Locale): OwnPlugin => ({
  ...pluginOf(row, locale),
  upload_id: row.upload_id,
  review_status: row.review_state,
  review_note: row.review_reason,
  uploaded_at: row.queued_at.toISOString(),
  warnings: row.warnings.map((warning) => warning[locale]),
  queue_position: row.queue_position === null ? null : Number(row.queue_position),
});

export const listOwnUploads = async (db: Database, userId: number, { page, size }: PageQuery, locale: Locale) => {
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom('plugin_version as v')
      .innerJoin('plugin as p', 'p.id', 'v.plugin_id')
      .where('p.owner_id', '=', userId)
      .where('p.deleted_at', 'is', null)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
    ownUploads(db, userId)
      .orderBy('v.queued_at', 'desc')
      .orderBy('v.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { lists: rows.map((row) => ownPluginOf(row, locale)), page, size, total: Number(total) };
};

/**
 * Publishes an uploaded package: validated before anything is written, then the publisher (claimed by
 * the first account to publish under it), the extension, the package and its pending version are
 * written in one transaction, so a refusal or a failure leaves nothing behind.
 */
export const publishUpload = async (db: Database, userId: number, zip: Uint8Array, locale: Locale): Promise<OwnPlugin> => {
  const hash = sha256(zip);
  const earlier = await db
    .selectFrom('plugin_version as v')
    .innerJoin('plugin as p', 'p.id', 'v.plugin_id')
    .innerJoin('plugin_publisher as pub', 'pub.id', 'p.publisher_id')
    .select(['v.id', 'v.version', 'p.name', 'pub.name as publisher', 'p.owner_id', 'p.deleted_at'])
    .where('v.version_hash', '=', hash)
    .executeTakeFirst();
  if (earlier) {
    // The same bytes again: a retry by their owner answers the upload it already made.
    if (earlier.owner_id === userId && !earlier.deleted_at) return ownPluginOf(await ownUploads(db, userId).where('v.id', '=', earlier.id).executeTakeFirstOrThrow(), locale);
    throw fail(400, 'pluginDuplicate', { extension: `${earlier.publisher}.${earlier.name}`, version: earlier.version });
  }

  const verdict = validatePackage(zip, locale);
  if (!verdict.ok) throw new ApiError(400, { en: verdict.reasons.map((r) => r.text.en).join('\n'), zh: verdict.reasons.map((r) => r.text.zh).join('\n') });
  const facts = packageFacts(zip, verdict.files, verdict.root);
  const extension = `${facts.publisher}.${facts.name}`;

  let uploadId: number;
  try {
    uploadId = await db.transaction().execute(async (trx) => {
      await trx.insertInto('plugin_publisher').values({ name: facts.publisher, owner_id: userId }).onConflict((oc) => oc.doNothing()).execute();
      const publisher = await trx
        .selectFrom('plugin_publisher')
        .select(['id', 'name', 'owner_id', 'reserved'])
        .where(sql<boolean>`lower(name) = lower(${facts.publisher})`)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (publisher.reserved) throw fail(403, 'pluginPublisherReserved', { publisher: publisher.name });
      if (publisher.owner_id !== userId) throw fail(403, 'pluginPublisherTaken', { publisher: publisher.name });

      await trx
        .insertInto('plugin')
        .values({ publisher_id: publisher.id, name: facts.name, owner_id: userId, category: facts.category })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const plugin = await trx
        .selectFrom('plugin')
        .select(['id', 'deleted_at'])
        .where('publisher_id', '=', publisher.id)
        .where(sql<boolean>`lower(name) = lower(${facts.name})`)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (plugin.deleted_at) throw fail(400, 'pluginDeletedName', { extension });
      const versions = await trx.selectFrom('plugin_version').select('version').where('plugin_id', '=', plugin.id).execute();
      const latest = versions.map((row) => row.version).sort(compareVersions).at(-1);
      if (latest && compareVersions(facts.version, latest) <= 0) throw fail(400, 'pluginVersionNotHigher', { version: facts.version, latest, extension });

      await trx.insertInto('plugin_package').values({ hash, content: zip, size: zip.byteLength }).execute();
      const { id } = await trx
        .insertInto('plugin_version')
        .values({ plugin_id: plugin.id, ...versionValues(facts, verdict.warnings) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  } catch (error) {
    // A parallel upload won a race on a unique key (the same version, or the same bytes): nothing was written.
    if (uniqueViolation(error)) throw fail(400, 'pluginVersionNotHigher', { version: facts.version, latest: facts.version, extension });
    throw error;
  }
  return ownPluginOf(await ownUploads(db, userId).where('v.id', '=', uploadId).executeTakeFirstOrThrow(), locale);
};

/** The owner deletes an extension: every version leaves the market at once; the rows stay for history. */
export const deleteOwnPlugin = async (db: Database, userId: number, pluginId: number) => {
  const plugin = await db.selectFrom('plugin').select(['owner_id', 'deleted_at']).where('id', '=', pluginId).executeTakeFirst();
  if (!plugin || plugin.deleted_at) throw fail(404, 'pluginNotFound');
  if (plugin.owner_id !== userId) throw fail(403, 'pluginNotYours');
  await db.updateTable('plugin').set({ deleted_at: sql`now()` }).where('id', '=', pluginId).where('deleted_at', 'is', null).execute();
  return null;
};

/**
 * Staff decide on a pending upload. Approving puts it in the market (the market shows each extension's
 * highest approved version, and uploads only ever rise, so it becomes the latest) signed with the package key;
 * the publisher gets a mail either way, in their language, committed with the decision.
 */
export const reviewUpload = async (
  rt: Pick<PluginsRuntime, 'db' | 'mailer' | 'config' | 'packageSigner'>,
  uploadId: number,
  decision: { approve: true } | { approve: false; reason: string },
  /** runs in the decision's transaction after it is written (staff append the audit row there): a throw undoes both */
  recorded: (trx: Transaction<Tables>, change: ReviewChange) => Promise<unknown> = async () => undefined,
) => {
  const mail = await rt.db.transaction().execute(async (trx) => {
    const upload = await trx
      .selectFrom('plugin_version as v')
      .innerJoin('plugin as p', 'p.id', 'v.plugin_id')
      .innerJoin('plugin_publisher as pub', 'pub.id', 'p.publisher_id')
      .leftJoin('user as u', 'u.id', 'p.owner_id')
      .select(['v.review_state', 'v.version', 'v.version_hash', 'p.name', 'pub.name as publisher', 'u.email', 'u.username', 'u.locale'])
      .where('v.id', '=', uploadId)
      .forUpdate('v')
      .executeTakeFirst();
    if (!upload) throw fail(404, 'pluginUploadNotFound', { id: uploadId });
    if (upload.review_state !== 'pending') throw fail(409, 'pluginUploadDecided', { id: uploadId, state: upload.review_state });
    // An approved package is signed at once: it reaches the market with its signature beside it.
    const signed = decision.approve
      ? await signatureOf(rt.packageSigner, (await trx.selectFrom('plugin_package').select('content').where('hash', '=', upload.version_hash).executeTakeFirstOrThrow()).content)
      : {};
    await trx
      .updateTable('plugin_version')
      .set({ review_state: decision.approve ? 'approved' : 'rejected', review_reason: decision.approve ? null : decision.reason, reviewed_at: sql`now()`, ...signed })
      .where('id', '=', uploadId)
      .execute();
    await recorded(trx, {
      extension: `${upload.publisher}.${upload.name}`,
      version: upload.version,
      before: { state: upload.review_state },
      after: { state: decision.approve ? 'approved' : 'rejected', ...(decision.approve ? {} : { reason: decision.reason }) },
    });
    if (!upload.email) return null;
    const locale = upload.locale ?? 'zh';
    const origin = siteOriginOf(rt.config, locale);
    const letter = pluginReviewMail({
      to: upload.email,
      username: upload.username ?? '',
      locale,
      extension: `${upload.publisher}.${upload.name}`,
      version: upload.version,
      reason: decision.approve ? null : decision.reason,
      link: `${origin}/center/extensions`,
    });
    await rt.mailer.store(trx, letter);
    return letter;
  });
  if (mail) await rt.mailer.deliver(mail);
  return { id: uploadId, state: decision.approve ? ('approved' as const) : ('rejected' as const) };
};
