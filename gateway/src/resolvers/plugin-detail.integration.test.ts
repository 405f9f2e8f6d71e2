import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFragmentData } from '../../../client/src/gql/fragment-masking.ts';
import { PluginDetailDocument as detail, PluginVersions_VersionFragmentDoc } from '../../../client/src/gql/graphql.ts';
import { startTestStack, type TestStack } from '../testing/stack.ts';

describe('the extension detail view, the categories and the product versions through the real gateway', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  /** The detail view's own query. */
  const askDetail = async (extensionId: string, locale = 'en') => {
    const { body } = await stack.graph(detail, { extensionId }, { 'x-locale': locale });
    expect(body.errors).toBeUndefined();
    return body.data!;
  };
  const ask = async <T>(query: string, variables: Record<string, unknown> = {}, locale = 'en') => {
    const { body } = await stack.graph<T>(query, variables, { 'x-locale': locale });
    expect(body.errors).toBeUndefined();
    return body.data!;
  };

  it('answers the detail of an extension with its markdown, versions and download links', async () => {
    const plugin = (await askDetail('harborlabs.csv-asset-export')).plugin!;
    expect(plugin).toMatchObject({ extensionId: 'harborlabs.csv-asset-export', engines: '1.8.230', enginesMin: '1.8.230', views: ['scanRes'] });
    expect(plugin.readme).toMatch(/^# /);
    const [latest] = getFragmentData(PluginVersions_VersionFragmentDoc, plugin.versions);
    expect(latest).toMatchObject({ version: plugin.version, engines: plugin.engines });
    // the package and its icon are both named by the latest version's hash
    const versionHash = /^\/api\/plugin-download\/version_hash\/([0-9a-f]{64})$/.exec(plugin.downloadUrl)?.[1];
    expect(versionHash).toBeDefined();
    expect(latest.downloadUrl).toBe(plugin.downloadUrl);
    expect(plugin.icon).toBe(`/api/plugin-icon/version_hash/${versionHash}`);
    expect(new Date(latest.date).getTime()).not.toBeNaN();
  });

  it('answers the Chinese texts on the Chinese site', async () => {
    const plugin = (await askDetail('harborlabs.csv-asset-export', 'zh')).plugin!;
    expect(plugin.description).toMatch(/[\u4e00-\u9fff]/);
    expect(plugin.readme).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers null, not an error, for an extension that is not in the market', async () => {
    expect(await askDetail('nobody.nothing')).toEqual({ plugin: null });
  });

  it('answers the categories for the filter and every product version for the engines select', async () => {
    const data = await ask<{ pluginCategories: { category: string; count: number }[]; enginesVersions: string[]; enginesVersion: string; plugins: { total: number } }>(
      '{ pluginCategories { category count } enginesVersions enginesVersion plugins { total } }',
    );
    expect(data.pluginCategories.reduce((sum, row) => sum + row.count, 0)).toBe(data.plugins.total);
    expect(data.enginesVersions[0]).toBe(data.enginesVersion);
    expect(data.enginesVersions.length).toBeGreaterThan(1);
  });
});
