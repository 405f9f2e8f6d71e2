import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PluginDetail } from '../../../contract/index.ts';
import { buildDemoPackage } from '../seed/plugins/index.ts';
import { readPackage } from './package-facts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';

describe('the extension detail view and the market categories: GET /plugin/detail/{extensionId}, /plugin-categories', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  const detail = (extensionId: string, lang = 'en') => t.api<PluginDetail>(`/plugin/detail/${encodeURIComponent(extensionId)}`, { headers: { 'accept-language': lang } });

  /** Adds a version of a demo extension in some review state, as an upload and a review would (a real zip, stored by hash). */
  const addVersion = async (folder: string, version: string, review_state: 'pending' | 'rejected' | 'approved', engines?: string) => {
    const zip = buildDemoPackage(folder, { version, ...(engines ? { engines } : {}) });
    const facts = readPackage(zip);
    const { id } = await t.upstream.db.selectFrom('plugin').select('id').where('name', '=', facts.name).executeTakeFirstOrThrow();
    await t.upstream.db.insertInto('plugin_package').values({ hash: facts.hash, content: zip, size: facts.size }).execute();
    await t.upstream.db
      .insertInto('plugin_version')
      .values({
        plugin_id: id,
        version,
        engines: facts.engines,
        description: facts.description,
        readme: facts.readme,
        changelog: facts.changelog,
        translations: JSON.stringify(facts.translations),
        manifest: JSON.stringify(facts.manifest),
        views: JSON.stringify(facts.views),
        size: facts.size,
        review_state,
        reviewed_at: review_state === 'pending' ? null : new Date(),
        version_hash: facts.hash,
      })
      .execute();
    return facts.hash;
  };

  describe('GET /plugin/detail/{extensionId}', () => {
    it('answers the latest approved version with the README, changelog, entry points, icon and its one version', async () => {
      const { status, body } = await detail('tidewatch.port-presets');
      expect(status).toBe(200);
      const plugin = body.data;
      expect(plugin).toMatchObject({ extension_id: 'tidewatch.port-presets', publisher: 'tidewatch', name: 'port-presets', views: ['scanDia'] });
      expect(plugin.readme).toMatch(/^# Port Presets/);
      expect(plugin.readme).toContain('**Port presets**');
      expect(plugin.changelog).toContain(plugin.version);
      expect(plugin.icon).toBe(`/api/plugin-icon/version_hash/${plugin.version_hash}`);
      expect(plugin.engines_min).toBe(plugin.engines);
      expect(plugin.versions).toEqual([{ version: plugin.version, engines: plugin.engines, date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), version_hash: plugin.version_hash, signature: expect.stringMatching(/^[A-Za-z0-9+/]{86}==$/) }]);
    });

    it('answers the package translation on the Chinese site, and the extension id whatever its letter case', async () => {
      const { body } = await detail('TideWatch.Port-Presets', 'zh');
      expect(body.data.extension_id).toBe('tidewatch.port-presets');
      expect(body.data.description).toBe('在扫描弹窗中添加自定义的命名端口列表，一键填入扫描端口。');
      expect(body.data.readme).toContain('端口预设');
      expect(body.data.changelog).not.toBe('');
    });

    it('lists approved versions newest first compared as versions; pending and rejected stay out; the engines range spans them', async () => {
      const before = (await detail('nightjar.scope-guard')).body.data;
      await addVersion('nightjar.scope-guard', '1.9.0', 'approved', '1.9.315');
      await addVersion('nightjar.scope-guard', '1.10.0', 'approved', '1.9.400');
      await addVersion('nightjar.scope-guard', '1.11.0', 'pending', '1.9.500');
      await addVersion('nightjar.scope-guard', '1.12.0', 'rejected', '1.9.500');
      const { body } = await detail('nightjar.scope-guard');
      expect(body.data.versions.map((row) => row.version)).toEqual(['1.10.0', '1.9.0', before.version]);
      expect(body.data.version).toBe('1.10.0');
      expect(body.data.engines).toBe('1.9.400');
      expect(body.data.engines_min).toBe(before.engines);
      expect(body.data.download_count).toBe(before.download_count);
    });

    it('answers 404 in the caller language for an unknown id, an extension with no approved version and a deleted one', async () => {
      for (const id of ['nobody.nothing', 'tidewatch', 'tidewatch.port-presets.extra']) {
        const { status, body } = await detail(id);
        expect([status, body.statusCode, body.messages]).toEqual([404, 404, 'This extension is not in the market']);
      }
      await t.upstream.db.updateTable('plugin').set({ deleted_at: new Date() }).where('name', '=', 'markdown-report').execute();
      const deleted = await detail('harborlabs.markdown-report', 'zh');
      expect([deleted.status, deleted.body.messages]).toEqual([404, '扩展市场中没有该扩展']);
      const { id } = await t.upstream.db.selectFrom('plugin').select('id').where('name', '=', 'whois-lens').executeTakeFirstOrThrow();
      await t.upstream.db.updateTable('plugin_version').set({ review_state: 'pending' }).where('plugin_id', '=', id).execute();
      expect((await detail('bluecanary.whois-lens')).status).toBe(404);
    });
  });

  describe('GET /plugin-categories', () => {
    it('counts the market extensions of each category, largest first, as the market lists them', async () => {
      const categories = (await t.api<{ category: string; count: number }[]>('/plugin-categories')).body.data;
      const market = (await t.api<{ total: number; lists: { category: string }[] }>('/plugins?size=10000')).body.data;
      expect(categories.reduce((sum, row) => sum + row.count, 0)).toBe(market.total);
      for (const { category, count } of categories) expect(market.lists.filter((plugin) => plugin.category === category)).toHaveLength(count);
      const counts = categories.map((row) => row.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(categories.map((row) => row.category)).toEqual(expect.arrayContaining(['Tools', 'Themes']));
    });
  });
});
