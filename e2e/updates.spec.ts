import { expect, graph, originOf, test, type Language } from './fixtures.ts';

interface Feed {
  pocPushGroups: { createdAtWeek: string; pushData: { cveId: string; fofaQuery: string; demoGifUrl: string; descriptionEn: string; name: string; nameEn: string }[] }[];
  downloads: { version: string }[];
}
const feedQuery = '{ pocPushGroups { createdAtWeek pushData { cveId fofaQuery demoGifUrl descriptionEn name nameEn } } downloads { version } }';

const weekTab = (week: string, language: Language) => {
  const [year, number] = week.split('-');
  return language === 'zh' ? `${year} 年第 ${Number(number)} 周` : `Week ${Number(number)}, ${year}`;
};

const labels = {
  zh: { title: '每周漏洞更新', product: '产品', assets: '暴露资产数', query: '搜索语句', released: '发布版本', history: '历史版本' },
  en: { title: 'Weekly vulnerability updates', product: 'Product', assets: 'Assets exposed', query: 'Search query', released: 'Released in', history: 'Historical versions' },
} as const;

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`updates page (${language})`, () => {
    test('shows the newest week first with every field of each PoC', async ({ page, baseURL }) => {
      const feed = await graph<Feed>(page, baseURL!, feedQuery);
      await page.goto(originOf(baseURL!, language) + '/updates');
      const newest = feed.pocPushGroups[0];
      await expect(page.getByRole('tab', { name: new RegExp(weekTab(newest.createdAtWeek, language)) })).toHaveAttribute('aria-selected', 'true');
      const first = newest.pushData[0];
      const card = page.getByRole('article', { name: language === 'zh' ? first.name : first.nameEn });
      await expect(card.getByText(first.cveId, { exact: true })).toBeVisible();
      await expect(card.getByText(/^CVSS/)).toBeVisible();
      for (const label of [labels[language].product, labels[language].assets, labels[language].query, labels[language].released]) {
        await expect(card.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(card.getByRole('list', { name: language === 'zh' ? '标签' : 'Tags' }).getByRole('listitem').first()).toBeVisible();
    });

    test('links the search query as base64, then URL-encoded', async ({ page, baseURL }) => {
      const feed = await graph<Feed>(page, baseURL!, feedQuery);
      const first = feed.pocPushGroups[0].pushData[0];
      await page.goto(originOf(baseURL!, language) + '/updates');
      const link = page.getByRole('link', { name: new RegExp(first.fofaQuery.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
      const expected = encodeURIComponent(Buffer.from(first.fofaQuery, 'utf8').toString('base64'));
      await expect(link).toHaveAttribute('href', `https://fofa.info/result?qbase64=${expected}`);
    });

    test('shows markup in descriptions as text and never shows unsafe demo media', async ({ page, baseURL }) => {
      const feed = await graph<Feed>(page, baseURL!, feedQuery);
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await page.goto(originOf(baseURL!, language) + '/updates');
      for (const [week, group] of feed.pocPushGroups.entries()) {
        await page.getByRole('tab', { name: new RegExp(weekTab(group.createdAtWeek, language)) }).click();
        const panel = page.getByRole('tabpanel');
        await expect(panel.getByRole('article')).toHaveCount(group.pushData.length);
        const images = await panel.locator('article').evaluateAll((cards) =>
          cards.flatMap((card, index) => [...card.querySelectorAll('img')].map((img) => ({ index, src: img.getAttribute('src'), loading: img.getAttribute('loading'), alt: img.getAttribute('alt') }))),
        );
        for (const src of images) {
          expect(src.src).toMatch(/^https?:\/\//);
          // the first screen's images (the newest week's first three cards) load at once; the rest lazily
          expect(src.loading).toBe(week === 0 && src.index < 3 ? 'eager' : 'lazy');
          expect(src.alt).toBe('');
        }
        const hostile = group.pushData.find((poc) => poc.descriptionEn.includes('<script>'));
        if (hostile && language === 'en') await expect(panel.getByText('<script>', { exact: false }).first()).toBeVisible();
      }
      expect(dialogs).toBe(0);
      await expect(page.locator('img[src^="javascript:"]')).toHaveCount(0);
    });

    test('shows the demo images our own site serves, without console errors', async ({ page, baseURL }) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const origin = originOf(baseURL!, language);
      await page.goto(origin + '/updates');
      const images = page.getByRole('tabpanel').locator('figure img');
      await expect(images.first()).toBeVisible();
      expect(await images.count()).toBeGreaterThanOrEqual(3);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAttribute('src', new RegExp(`^${origin}/media/poc/CVE-[\\d-]+\\.svg$`));
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
      expect(consoleErrors).toEqual([]);
    });

    test('lists the historical versions with per-OS downloads after the weekly updates', async ({ page, baseURL }) => {
      const feed = await graph<Feed>(page, baseURL!, feedQuery);
      await page.goto(originOf(baseURL!, language) + '/updates');
      const table = page.getByRole('table', { name: labels[language].history });
      await expect(table.getByRole('row')).toHaveCount(feed.downloads.length + 1);
      await expect(table.getByRole('link', { name: new RegExp(`Linux.*${feed.downloads[0].version}`) })).toHaveAttribute('href', /linux/);
    });
  });
}
