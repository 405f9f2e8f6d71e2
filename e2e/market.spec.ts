import { expectNoAxeViolations } from './axe.ts';
import { expect, graph, originOf, test, type Language } from './fixtures.ts';
import type { Page } from '@playwright/test';

interface MarketAnswer {
  enginesVersions: string[];
  plugins: { total: number; items: { extensionId: string; name: string; displayName: string | null; version: string; category: string }[] };
}
const marketQuery = (args: string) => `{ enginesVersions plugins(${args || 'size: 10000'}) { total items { extensionId name displayName version category } } }`;

const labels = {
  zh: {
    title: '扩展市场',
    keyword: '关键词',
    category: '分类',
    engines: '产品版本',
    themes: '主题',
    count: (n: number) => `共 ${n} 个扩展`,
    none: '没有符合搜索条件的扩展。',
    clear: '清除筛选条件',
    download: (name: string, version: string) => `下载 ${name} ${version}`,
    details: (name: string) => `详情 ${name}`,
    changelog: '更新日志',
    versions: '版本历史',
    scanDialog: '扫描弹窗',
    points: '界面入口',
    runsOn: '适用于潮望',
    missing: '扩展市场中没有该扩展',
    readme: '端口预设',
  },
  en: {
    title: 'Extension market',
    keyword: 'Keyword',
    category: 'Category',
    engines: 'Product version',
    themes: 'Themes',
    // a Lingui plural: 1 extension, 0 extensions
    count: (n: number) => `${n} ${n === 1 ? 'extension' : 'extensions'}`,
    none: 'No extension matches your search.',
    clear: 'Clear the filters',
    download: (name: string, version: string) => `Download ${name} ${version}`,
    details: (name: string) => `Details ${name}`,
    changelog: 'Changelog',
    versions: 'Versions',
    scanDialog: 'Scan dialog',
    points: 'Where it appears',
    runsOn: 'Runs on Tidewatch',
    missing: 'This extension is not in the market',
    readme: 'Port presets',
  },
} as const;

/** Each language downloads its own extension: a download counts once per address, version and day. */
const downloaded = { zh: 'harborlabs.csv-asset-export', en: 'nightjar.webhook-alerts' } as const;
/** Cards show the manifest's display name. */
const displayNames: Record<string, string> = { 'harborlabs.csv-asset-export': 'CSV Asset Export', 'nightjar.webhook-alerts': 'Webhook Alerts' };

const cards = (page: Page) => page.getByRole('article');
/** A download count as shown (2,981 or 2981): the number. */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
/**
 * The site's header and footer are the shell's, checked by the shell's own spec (at 390 px the header's
 * navigation is the shell's to collapse); these checks cover what the market puts in <main>.
 */
const axeOnMarket = (page: Page) => expectNoAxeViolations(page);
/** Nothing in <main> reaches past the right edge of the window. */
const noSidewaysScroll = async (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => {
        const edge = document.documentElement.clientWidth;
        return [...document.querySelectorAll('main *')].filter((element) => element.getBoundingClientRect().right > edge + 0.5).map((element) => element.outerHTML.slice(0, 80));
      }),
    )
    .toEqual([]);

for (const language of ['zh', 'en'] as Language[]) {
  const l = labels[language];
  test.describe(`extension market (${language})`, () => {
    test('lists the demo extensions for the newest product version, a page at a time', async ({ page, baseURL }) => {
      const all = await graph<MarketAnswer>(page, baseURL!, marketQuery(''));
      const newest = await graph<MarketAnswer>(page, baseURL!, marketQuery(`engines: "${all.enginesVersions[0]}", size: 10000`));
      expect(newest.plugins.total).toBeGreaterThanOrEqual(12);
      await page.goto(`${originOf(baseURL!, language)}/extensions`);
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      await expect(page.getByLabel(l.engines)).toHaveValue(all.enginesVersions[0]);
      await expect(page.getByText(l.count(newest.plugins.total), { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(Math.min(12, newest.plugins.total));
      const first = cards(page).first();
      await expect(first.locator('img')).toHaveAttribute('width', '32');
      await expect(first.getByRole('link', { name: /^(下载|Download) / })).toHaveAttribute('href', /^\/api\/plugin-download\/version_hash\/[0-9a-f]{64}$/);
      await expect(first.getByRole('link', { name: /^(下载|Download) / })).toHaveAttribute('download', '');
      if (newest.plugins.total > 12) {
        await page.getByRole('navigation').getByRole('button', { name: /^(第 2 页|Page 2)$/ }).click();
        await expect(page).toHaveURL(/[?&]page=2/);
        await expect(cards(page)).toHaveCount(newest.plugins.total - 12);
      }
      await axeOnMarket(page);
    });

    test('finds an extension by keyword, in a linkable address', async ({ page, baseURL }) => {
      await page.goto(`${originOf(baseURL!, language)}/extensions`);
      await page.getByLabel(l.keyword).fill('WHOIS');
      await expect(page).toHaveURL(/[?&]q=WHOIS/);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first().getByRole('heading', { name: 'Whois Lens' })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(l.keyword)).toHaveValue('WHOIS');
      await expect(cards(page)).toHaveCount(1);
      await page.getByLabel(l.keyword).fill('no-such-extension-anywhere');
      await expect(page.getByText(l.none)).toBeVisible();
      await page.getByRole('button', { name: l.clear }).click();
      await expect(page.getByLabel(l.keyword)).toHaveValue('');
      await expect(cards(page).first()).toBeVisible();
      await axeOnMarket(page);
    });

    test('filters by category and by product version through the address', async ({ page, baseURL }) => {
      const origin = originOf(baseURL!, language);
      const all = await graph<MarketAnswer>(page, baseURL!, marketQuery(''));
      const [newest, oldest] = [all.enginesVersions[0], all.enginesVersions.at(-1)!];
      const count = async (args: string) => (await graph<MarketAnswer>(page, baseURL!, marketQuery(args))).plugins;
      const themes = await count(`category: "Themes", engines: "${newest}"`);
      await page.goto(`${origin}/extensions`);
      await page.getByLabel(l.category).selectOption('Themes');
      await expect(page).toHaveURL(/[?&]category=Themes/);
      await expect(page.getByText(l.count(themes.total), { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(themes.total);
      for (const card of await cards(page).all()) await expect(card.getByText(l.themes, { exact: true })).toBeVisible();

      await page.getByLabel(l.category).selectOption('');
      await expect(page).not.toHaveURL(/category=/);
      await page.getByLabel(l.engines).fill(oldest);
      await expect(page).toHaveURL(new RegExp(`[?&]engines=${oldest.replace(/\./g, '\\.')}`));
      await expect(page.getByText(l.count((await count(`engines: "${oldest}"`)).total), { exact: true })).toBeVisible();

      // An older product version, on offer because an extension targets it or linked by address, runs fewer.
      const older = '1.8.230';
      const runnable = await count(`engines: "${older}", size: 10000`);
      expect(runnable.total).toBeLessThan(all.plugins.total);
      const hidden = all.plugins.items.find((plugin) => !runnable.items.some((kept) => kept.extensionId === plugin.extensionId))!;
      await page.goto(`${origin}/extensions?engines=${older}&q=${hidden.extensionId}`);
      await expect(page.getByLabel(l.engines)).toHaveValue(older);
      await expect(page.getByText(l.none)).toBeVisible();
      await page.getByLabel(l.engines).fill(newest);
      await expect(cards(page).getByRole('heading', { name: hidden.displayName ?? hidden.name, exact: true })).toBeVisible();
      await page.goto(`${origin}/extensions?engines=${older}`);
      await expect(page.getByText(l.count(runnable.total), { exact: true })).toBeVisible();
    });

    test('downloads a package named publisher.name-version.zip, and the count rises', async ({ page, baseURL }) => {
      const origin = originOf(baseURL!, language);
      const extensionId = downloaded[language];
      const name = displayNames[extensionId]!;
      await page.goto(`${origin}/extensions?engines=any&q=${extensionId.split('.')[1]}`);
      const card = cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
      const before = digits(await card.getByTestId('download-count').textContent());
      const link = card.getByRole('link', { name: new RegExp(`^${l.download(name, '')}`) });
      const version = (await link.textContent())!.trim().split(/\s+/).at(-1)!;
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(`${extensionId}-${version}.zip`);
      expect(await download.failure()).toBeNull();
      // The public cache keeps a search for a while; the detail view and a search by extension id are other
      // entries, read fresh now, so they show the count the download left.
      await page.goto(`${origin}/extensions/${extensionId}`);
      await expect.poll(async () => digits(await page.getByTestId('download-count').textContent())).toBe(before + 1);
      await page.goto(`${origin}/extensions?engines=any&q=${extensionId}`);
      await expect.poll(async () => digits(await cards(page).getByTestId('download-count').textContent())).toBe(before + 1);
    });

    test('shows the detail view with the README, changelog, versions, compatibility and entry points', async ({ page, baseURL }) => {
      await page.goto(`${originOf(baseURL!, language)}/extensions?engines=any&q=port-presets`);
      await page.getByRole('link', { name: l.details('Port Presets') }).click();
      await expect(page).toHaveURL(/\/extensions\/tidewatch\.port-presets$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Port Presets' })).toBeVisible();
      const readme = page.getByRole('region', { name: 'README' });
      await expect(readme.getByText(l.readme).first()).toBeVisible();
      await expect(page.getByRole('region', { name: l.changelog }).getByRole('heading').first()).toBeVisible();
      const versions = page.getByRole('region', { name: l.versions }).getByRole('listitem');
      await expect(versions.first()).toContainText(/\d+\.\d+\.\d+/);
      await expect(page.getByText(l.runsOn)).toBeVisible();
      await expect(page.getByRole('region', { name: l.points }).getByText(l.scanDialog)).toBeVisible();
      await expect(page.getByRole('link', { name: /^(下载|Download) \d+\.\d+\.\d+$/ })).toHaveAttribute('download', '');
      await expect(page.getByRole('region', { name: l.versions }).getByRole('link', { name: /^(下载|Download) Port Presets \d/ }).first()).toHaveAttribute('download', '');
      await axeOnMarket(page);
      await page.goto(`${originOf(baseURL!, language)}/extensions/nobody.nothing`);
      await expect(page.getByRole('heading', { level: 1, name: l.missing })).toBeVisible();
    });

    test('fits a 390 px phone without sideways scrolling', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${originOf(baseURL!, language)}/extensions`);
      await expect(cards(page).first()).toBeVisible();
      await noSidewaysScroll(page);
      await axeOnMarket(page);
      await page.goto(`${originOf(baseURL!, language)}/extensions/nightjar.paper-light`);
      await expect(page.getByRole('region', { name: 'README' })).toBeVisible();
      await noSidewaysScroll(page);
      await axeOnMarket(page);
    });
  });
}
