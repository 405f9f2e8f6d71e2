import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './testing/stack.ts';

/** What the market's detail view asks for. */
const detail = /* GraphQL */ `
  query Detail($extensionId: ID!) {
    plugin(extensionId: $extensionId) {
      extensionId icon name publisher category downloadCount version engines enginesMin views description readme changelog downloadUrl
      versions { version engines date versionHash downloadUrl }
    }
  }
`;

interface Detail {
  extensionId: string;
  icon: string | null;
  version: string;
  engines: string;
  enginesMin: string;
  views: string[];
  description: string;
  readme: string;
  changelog: string;
  downloadUrl: string;
  versions: { version: string; engines: string; date: string; versionHash: string; downloadUrl: string }[];
}

describe('the extension detail view, the categories and the product versions through the real gateway', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  const ask = async <T>(query: string, variables: Record<string, unknown> = {}, locale = 'en') => {
    const { body } = await stack.graph<T>(query, variables, { 'x-locale': locale });
    expect(body.errors).toBeUndefined();
    return body.data!;
  };

  it('answers the detail of an extension with its markdown, versions and download links', async () => {
    const { plugin } = await ask<{ plugin: Detail }>(detail, { extensionId: 'harborlabs.csv-asset-export' });
    expect(plugin).toMatchObject({ extensionId: 'harborlabs.csv-asset-export', engines: '1.8.230', enginesMin: '1.8.230', views: ['scanRes'] });
    expect(plugin.readme).toMatch(/^# /);
    const [latest] = plugin.versions;
    expect(latest).toMatchObject({ version: plugin.version, engines: plugin.engines });
    expect(plugin.downloadUrl).toBe(`/api/plugin-download/version_hash/${latest.versionHash}`);
    expect(latest.downloadUrl).toBe(plugin.downloadUrl);
    expect(plugin.icon).toBe(`/api/plugin-icon/version_hash/${latest.versionHash}`);
    expect(new Date(latest.date).getTime()).not.toBeNaN();
  });

  it('answers the Chinese texts on the Chinese site', async () => {
    const { plugin } = await ask<{ plugin: Detail }>(detail, { extensionId: 'harborlabs.csv-asset-export' }, 'zh');
    expect(plugin.description).toMatch(/[\u4e00-\u9fff]/);
    expect(plugin.readme).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers null, not an error, for an extension that is not in the market', async () => {
    expect(await ask<{ plugin: Detail | null }>(detail, { extensionId: 'nobody.nothing' })).toEqual({ plugin: null });
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
