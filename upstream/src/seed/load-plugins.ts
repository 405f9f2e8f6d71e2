import { buildDemoPackage, demoPlugins, demoPublishers } from './plugins/index.ts';
import { readPackage } from '../plugins/index.ts';
import { versionValues } from '../plugins/index.ts';
import type { Database } from '../db/database.ts';

/**
 * Publishes the demo extensions once, on a database without any publisher, in one transaction: real zips
 * built from the folders in seed/plugins, stored by hash, every version approved.
 */
export const loadDemoPlugins = async (db: Database) => {
  if (await db.selectFrom('plugin_publisher').select('id').limit(1).executeTakeFirst()) return false;
  await db.transaction().execute(async (trx) => {
    const publishers = await trx.insertInto('plugin_publisher').values(demoPublishers).returning(['id', 'name']).execute();
    const publisherId = new Map(publishers.map((row) => [row.name, row.id]));
    for (const demo of demoPlugins) {
      const zips = [...(demo.earlier ?? []).map((fields) => buildDemoPackage(demo.folder, fields)), buildDemoPackage(demo.folder)];
      const latest = readPackage(zips.at(-1)!);
      const plugin = await trx
        .insertInto('plugin')
        .values({ publisher_id: publisherId.get(latest.publisher)!, name: latest.name, category: latest.category, download_count: demo.downloads })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [index, zip] of zips.entries()) {
        const facts = readPackage(zip);
        await trx.insertInto('plugin_package').values({ hash: facts.hash, content: zip, size: facts.size }).execute();
        const reviewedAt = new Date(Date.UTC(2026, 9, 1 + index * 10));
        await trx
          .insertInto('plugin_version')
          .values({ plugin_id: plugin.id, ...versionValues(facts), review_state: 'approved', queued_at: reviewedAt, reviewed_at: reviewedAt })
          .execute();
      }
    }
  });
  return true;
};
