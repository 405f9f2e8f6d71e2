import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPlugins } from './plugins/index.ts';
import { freshDatabaseUrl } from '../testing/database-url.ts';
import { migrate, openDatabase, type Database } from '../db/database.ts';
import { loadDemoData } from './load.ts';
import { loadDemoPlugins } from './load-plugins.ts';

describe('the demo extensions at start-up', () => {
  let db: Database;
  beforeAll(async () => {
    db = openDatabase(await freshDatabaseUrl(), '.data');
    await migrate(db);
    await loadDemoData(db);
  });
  afterAll(() => db?.destroy());

  it('publishes every demo extension once, each version stored by the SHA-256 of its zip', async () => {
    expect(await loadDemoPlugins(db)).toBe(false);
    const plugins = await db.selectFrom('plugin').select(['name', 'download_count']).execute();
    expect(plugins).toHaveLength(demoPlugins.length);
    const versions = await db
      .selectFrom('plugin_version')
      .innerJoin('plugin_package', 'plugin_package.hash', 'plugin_version.version_hash')
      .select(['review_state', 'version_hash', 'plugin_package.size', 'plugin_package.content', 'icon_type'])
      .execute();
    expect(versions).toHaveLength(demoPlugins.reduce((sum, demo) => sum + 1 + (demo.earlier?.length ?? 0), 0));
    const { createHash } = await import('node:crypto');
    for (const version of versions) {
      expect(version.review_state).toBe('approved');
      expect(createHash('sha256').update(version.content).digest('hex')).toBe(version.version_hash);
      expect(version.content.byteLength).toBe(version.size);
      expect(version.icon_type).toBe('image/svg+xml');
    }
  });

  it('adds them to a database that has the catalogue but no extensions yet', async () => {
    await db.deleteFrom('plugin_download').execute();
    await db.deleteFrom('plugin_version').execute();
    await db.deleteFrom('plugin_package').execute();
    await db.deleteFrom('plugin').execute();
    await db.deleteFrom('plugin_publisher').execute();
    expect(await loadDemoData(db)).toBe(false);
    expect((await db.selectFrom('plugin').select('id').execute()).length).toBe(demoPlugins.length);
  });
});
