import { sql } from 'kysely';
import type { PluginDetail } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import { fail } from './messages.ts';
import type { Locale } from '../domain/locale.ts';
import { pluginRows } from './plugin-row.ts';
import { pluginOf, versionNumbers } from './plugin.ts';

/** The translation file a language reads: Chinese pages read the package's CN file; English is the manifest. */
const translationCode = (locale: Locale) => (locale === 'zh' ? 'CN' : null);

/**
 * One extension of the market by its extension id (publisher.name, whatever the letter case): the latest
 * approved version with its README and changelog, and every approved version newest first. Unknown,
 * unapproved-only and deleted extensions are 404, as the market does not show them.
 */
export const pluginDetail = async (db: Database, extensionId: string, locale: Locale): Promise<PluginDetail> => {
  const versions = await pluginRows(db)
    .where('v.review_state', '=', 'approved')
    .where('p.deleted_at', 'is', null)
    .where(sql<boolean>`lower(pub.name || '.' || p.name) = lower(${extensionId})`)
    .select(['v.engines_parts', 'v.readme', 'v.changelog', 'v.signature', sql<Date>`coalesce(v.reviewed_at, v.queued_at)`.as('date')])
    .orderBy('v.version_parts', 'desc')
    .orderBy('v.id', 'desc')
    .execute();
  const latest = versions[0];
  if (!latest) throw fail(404, 'pluginMissing');
  const translated = translationCode(locale) ? latest.translations[translationCode(locale)!] : undefined;
  const lowest = versions.reduce((min, row) => (compareParts(row.engines_parts, min.engines_parts) < 0 ? row : min), latest);
  return {
    ...pluginOf(latest, locale),
    description: translated?.description || latest.description,
    readme: translated?.readme || latest.readme,
    changelog: translated?.changelog || latest.changelog,
    engines_min: versionNumbers(lowest.engines),
    versions: versions.map((row) => ({
      version: row.version,
      engines: row.engines,
      date: new Date(row.date).toISOString(),
      version_hash: row.version_hash,
      signature: row.signature,
    })),
  };
};

/** Part-by-part comparison of two dotted versions already split into numbers (1.10 > 1.9). */
const compareParts = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff) return diff;
  }
  return 0;
};

/** The market's categories with how many approved, undeleted extensions each holds, largest first. */
export const pluginCategories = async (db: Database) => {
  const rows = await db
    .selectFrom('plugin as p')
    .where('p.deleted_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('plugin_version as v').select('v.id').whereRef('v.plugin_id', '=', 'p.id').where('v.review_state', '=', 'approved')),
    )
    .select(['p.category', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('p.category')
    .orderBy('count', 'desc')
    .orderBy('p.category')
    .execute();
  return rows.map((row) => ({ category: row.category, count: Number(row.count) }));
};
