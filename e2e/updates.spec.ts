import { expect, graph, originOf, test, type Language } from './fixtures.ts';

interface Feed {
  pocPushGroups: { createdAtWeek: string; pushData: { cveId: string; fofaQuery: string; demoGifUrl: string; descriptionEn: string; name: string; nameEn: string; releasedAt: string[] }[] }[];
  downloads: { version: string; content: string | null }[];
}
const feedQuery = '{ pocPushGroups { createdAtWeek pushData { cveId fofaQuery demoGifUrl descriptionEn name nameEn releasedAt } } downloads { version content } }';

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
      // each version's row, and under it a row of its release notes when it has any
      await expect(table.getByRole('row')).toHaveCount(1 + feed.downloads.length + feed.downloads.filter((v) => v.content).length);
      await expect(table.getByRole('link', { name: new RegExp(`Linux.*${feed.downloads[0].version}`) })).toHaveAttribute('href', /linux/);
    });

    test('each version shows its release notes, first lines only until expanded; PoCs name editions in the page language', async ({ page, baseURL }) => {
      const feed = await graph<Feed>(page, baseURL!, feedQuery);
      await page.goto(originOf(baseURL!, language) + '/updates');
      const older = feed.downloads[1];
      const firstLine = older.content!.split('\n')[0];
      const lastLine = older.content!.trim().split('\n').at(-1)!;
      const notes = page.getByTestId('release-notes').nth(1);
      await expect(notes).toContainText(firstLine);
      await expect(notes.getByText(lastLine.slice(2, 20))).not.toBeInViewport();
      const more = page.getByRole('button', { name: language === 'zh' ? `展开 ${older.version} 的全部更新说明` : `Show all release notes of ${older.version}` });
      await more.click();
      await expect(page.getByRole('button', { name: language === 'zh' ? `收起 ${older.version} 的更新说明` : `Show fewer release notes of ${older.version}` })).toHaveAttribute('aria-expanded', 'true');
      await notes.scrollIntoViewIfNeeded();
      const box = (await notes.boundingBox())!;
      expect(box.height).toBeGreaterThan(4 * 16);

      const first = feed.pocPushGroups[0].pushData[0];
      const card = page.getByRole('article', { name: language === 'zh' ? first.name : first.nameEn });
      const released = card.locator('dt', { hasText: labels[language].released }).locator('xpath=following-sibling::dd[1]');
      if (language === 'zh') {
        await expect(released).toContainText('红队版 ');
        await expect(released).not.toContainText('Red Team');
      } else {
        await expect(released).toHaveText(first.releasedAt.join(', '));
      }
    });

    test('on a phone the week picker is one compact row and each version’s downloads one line', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const feed = await graph<Feed>(page, baseURL!, feedQuery);
      await page.goto(originOf(baseURL!, language) + '/updates');
      const weeks = page.getByRole('tablist');
      await expect(weeks.getByRole('tab')).toHaveCount(feed.pocPushGroups.length);
      expect((await weeks.boundingBox())!.height).toBeLessThan(60);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const table = page.getByRole('table', { name: labels[language].history });
      for (const version of feed.downloads) {
        const links = table.getByRole('link', { name: new RegExp(` ${version.version.replaceAll('.', '\\.')}$`) });
        await expect(links).toHaveCount(3);
        const tops = await Promise.all((await links.all()).map(async (link) => (await link.boundingBox())!.y));
        expect(new Set(tops).size, `the downloads of ${version.version} on one line`).toBe(1);
        const right = await Promise.all((await links.all()).map(async (link) => { const b = (await link.boundingBox())!; return b.x + b.width; }));
        // inside the table's card, not only the screen
        const card = (await table.locator('xpath=..').boundingBox())!;
        expect(Math.max(...right)).toBeLessThanOrEqual(card.x + card.width);
      }
    });
  });
}
