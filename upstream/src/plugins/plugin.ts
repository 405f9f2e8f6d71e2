import { sql } from 'kysely';
import type { listPlugins, Plugin, QueryOf } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { fail } from './messages.ts';
import type { Locale } from '../domain/locale.ts';
import type { Clock } from '../domain/clock.ts';
import { pluginRows, type PluginRow } from './plugin-row.ts';

type PluginQuery = QueryOf<typeof listPlugins>;

/** `^1.8.237`, `>=1.8`, `v2.9.3` → `1.8.237`, `1.8`, `2.9.3`: the dotted numbers SQL compares part by part. */
export const versionNumbers = (version: string) => version.replace(/^[^0-9]+/, '');

/** Where the site loads a version's icon from (the gateway serves /api/… to browsers). */
export const pluginIconUrl = (hash: string) => `/api/plugin-icon/version_hash/${hash}`;

/** A row → the contract's `Plugin`, its description in the reader's language when the package translates it. */
export const pluginOf = (row: PluginRow, locale: Locale): Plugin => ({
  id: row.id,
  icon: row.has_icon ? pluginIconUrl(row.version_hash) : null,
  name: row.name,
  display_name: row.display_name,
  publisher: row.publisher,
  extension_id: `${row.publisher}.${row.name}`,
  category: row.category,
  download_count: row.download_count,
  version: row.version,
  engines: row.engines,
  views: row.views,
  version_hash: row.version_hash,
  description: (locale === 'zh' && row.translations.CN?.description) || row.description,
});

/**
 * Approved versions of undeleted extensions that the given product version runs: with `engines`, an
 * extension whose newest version needs a newer product still shows its newest version that fits.
 */
const runnableVersions = (db: Database, engines: string | undefined) =>
  pluginRows(db)
    .where('v.review_state', '=', 'approved')
    .where('p.deleted_at', 'is', null)
    .$if(engines !== undefined, (qb) => qb.where(sql<boolean>`v.engines_parts <= string_to_array(${versionNumbers(engines ?? '')}, '.')::integer[]`))
    .distinctOn('v.plugin_id')
    .orderBy('v.plugin_id')
    .orderBy('v.version_parts', 'desc')
    .orderBy('v.id', 'desc');

/**
 * The market: the latest approved version of each undeleted extension, most downloaded first. keyword
 * matches the name, publisher, extension id and description (English or Chinese) whatever the letter case.
 */
export const marketPlugins = async (db: Database, query: PluginQuery, locale: Locale) => {
  const { page, size, keyword, category, engines } = query;
  const filtered = db
    .with('latest', () => runnableVersions(db, engines))
    .selectFrom('latest')
    .$if(Boolean(keyword), (qb) =>
      qb.where(({ or }) =>
        or(
          [sql`latest.name`, sql`latest.display_name`, sql`latest.publisher`, sql`latest.publisher || '.' || latest.name`, sql`latest.description`, sql`latest.translations -> 'CN' ->> 'description'`].map(
            (field) => sql<boolean>`strpos(lower(coalesce(${field}, '')), lower(${keyword})) > 0`,
          ),
        ),
      ),
    )
    .$if(Boolean(category), (qb) => qb.where(sql<boolean>`lower(latest.category) = lower(${category})`));
  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy('download_count', 'desc')
      .orderBy('id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { lists: rows.map((row) => pluginOf(row, locale)), page, size, total: Number(total) };
};

/**
 * The product versions the market's filter offers, newest first: every version the approved extensions of the
 * market target (their `engines`) and every released version of the product, so choosing one of them changes
 * what the list shows. The first is the filter's default.
 */
export const engineVersions = async (db: Database) => {
  const { rows } = await sql<{ version: string }>`
    select version from (
      select distinct regexp_replace(v.engines, '^[^0-9]+', '') as version
        from plugin_version v join plugin p on p.id = v.plugin_id
       where v.review_state = 'approved' and p.deleted_at is null
      union
      select version from version where version ~ '^[0-9]+(\\.[0-9]+)*$'
    ) targeted
    order by string_to_array(version, '.')::integer[] desc`.execute(db);
  return rows.map(({ version }) => ({ version }));
};

/** An approved version of an undeleted extension, by its package hash. */
const marketVersion = (db: Database, hash: string) =>
  db
    .selectFrom('plugin_version as v')
    .innerJoin('plugin as p', 'p.id', 'v.plugin_id')
    .innerJoin('plugin_publisher as pub', 'pub.id', 'p.publisher_id')
    .where('v.version_hash', '=', hash.toLowerCase())
    .where('v.review_state', '=', 'approved')
    .where('p.deleted_at', 'is', null);

/**
 * The file name of a download: publisher.name-1.2.3.zip as written (spaces, dots and Chinese letters stay; the
 * route encodes it for the header), with nothing a file system or a header could trip on.
 */
// eslint-disable-next-line no-control-regex
export const packageFileName = (publisher: string, name: string, version: string) => `${publisher}.${name}-${version}.zip`.replace(/[\u0000-\u001f\u007f"/\\:*?<>|]/g, '_');

/**
 * One package to download. The download counts at most once per address, version and UTC day: the day's row
 * is added with ON CONFLICT DO NOTHING and the count rises only when it was new, in one transaction, so
 * parallel requests from one address count once.
 */
export const downloadPackage = async (db: Database, clock: Clock, hash: string, address: string, { count }: { count: boolean }) => {
  const found = await marketVersion(db, hash)
    .innerJoin('plugin_package as pkg', 'pkg.hash', 'v.version_hash')
    .select(['v.id as version_id', 'v.plugin_id', 'v.version', 'p.name', 'pub.name as publisher', 'pkg.content'])
    .executeTakeFirst();
  if (!found) throw fail(404, 'pluginPackageMissing');
  if (count) {
    const day = clock.now().toISOString().slice(0, 10);
    await db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto('plugin_download')
        .values({ plugin_version_id: found.version_id, address, day })
        .onConflict((oc) => oc.doNothing())
        .returning('plugin_version_id')
        .executeTakeFirst();
      if (added) await trx.updateTable('plugin').set((eb) => ({ download_count: eb('download_count', '+', 1) })).where('id', '=', found.plugin_id).execute();
    });
  }
  return { content: found.content, fileName: packageFileName(found.publisher, found.name, found.version) };
};

/** The signature (base64 Ed25519 over the zip's bytes) of an approved version of an undeleted extension. */
export const packageSignature = async (db: Database, hash: string) => {
  const found = await marketVersion(db, hash).select('v.signature').executeTakeFirst();
  if (!found) throw fail(404, 'pluginPackageMissing');
  if (!found.signature) throw fail(404, 'pluginSignatureMissing');
  return found.signature;
};

/**
 * The icon of any version of an undeleted extension, pending ones included, so their owner sees the icon in the
 * user centre before review. Its key is the SHA-256 of the package, which only the uploader is shown until the
 * version is approved; the package itself stays unavailable until then.
 */
export const packageIcon = async (db: Database, hash: string) => {
  const found = await db
    .selectFrom('plugin_version as v')
    .innerJoin('plugin as p', 'p.id', 'v.plugin_id')
    .where('v.version_hash', '=', hash.toLowerCase())
    .where('p.deleted_at', 'is', null)
    .select(['v.icon', 'v.icon_type'])
    .executeTakeFirst();
  if (!found) throw fail(404, 'pluginPackageMissing');
  if (!found.icon || !found.icon_type) throw fail(404, 'pluginIconMissing');
  return { bytes: found.icon, type: found.icon_type };
};
