import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { PackageFacts } from './package-facts.ts';
import type { PackageIssue } from './package-issue.ts';

/**
 * The plugin row, written once: which tables an extension version is read from and which columns make the
 * contract's `Plugin` (services/plugin.ts `pluginOf`), for the market, an extension's detail and one's own
 * uploads alike; and the columns a package gives its version row, for uploads and the demo data alike. Each
 * reader adds its own filters and columns to `pluginRows`.
 */
export const pluginRows = (db: Database) =>
  db
    .selectFrom('plugin_version as v')
    .innerJoin('plugin as p', 'p.id', 'v.plugin_id')
    .innerJoin('plugin_publisher as pub', 'pub.id', 'p.publisher_id')
    .select([
      'p.id',
      'p.name',
      'pub.name as publisher',
      'p.category',
      'p.download_count',
      'v.version',
      'v.engines',
      'v.views',
      'v.version_hash',
      'v.description',
      'v.translations',
      sql<string | null>`nullif(btrim(v.manifest ->> 'displayName'), '')`.as('display_name'),
      sql<boolean>`v.icon is not null`.as('has_icon'),
    ]);

/** One row of `pluginRows`, as a `with` query or a select hands it back. */
export type PluginRow = Awaited<ReturnType<ReturnType<typeof pluginRows>['executeTakeFirstOrThrow']>>;

/** What a package gives its plugin_version row (the caller adds the extension, the review and the times). */
export const versionValues = (facts: PackageFacts, warnings: PackageIssue[] = []) => ({
  version: facts.version,
  engines: facts.engines,
  description: facts.description,
  translations: JSON.stringify(facts.translations),
  readme: facts.readme,
  changelog: facts.changelog,
  manifest: JSON.stringify(facts.manifest),
  views: JSON.stringify(facts.views),
  warnings: JSON.stringify(warnings.map((warning) => warning.text)),
  icon: facts.icon?.bytes ?? null,
  icon_type: facts.icon?.type ?? null,
  size: facts.size,
  version_hash: facts.hash,
});
