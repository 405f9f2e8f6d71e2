import { checkPage } from './a11y.ts';
import { expect, originOf, signedInStaff, test, upstreamOf, workerSlot, type Language } from './fixtures.ts';

// Issue #33: page views in the back office, as charts and the top paths, counted from the views this test records.
const words = {
  zh: { byLanguage: '按语言统计的每日浏览量', byPath: '热门路径的每日浏览量', top: '热门路径' },
  en: { byLanguage: 'Views per day by language', byPath: 'Views per day of the busiest paths', top: 'Top paths' },
} as const;

/** Views of `path` as the site's pages report them (two full batches, so the path is among the busiest of the range). */
const recordViews = async (baseURL: string, path: string, locale: Language) => {
  for (let batch = 0; batch < 2; batch++) {
    const response = await fetch(`${upstreamOf(baseURL)}/api/page-views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ views: Array.from({ length: 20 }, () => ({ path, referrer_host: '', locale, width: 1024 })) }),
    });
    expect(response.status).toBe(200);
  }
};

for (const language of ['zh', 'en'] as Language[]) {
  for (const width of [1440, 390]) {
    test(`the page-views screen charts the views and lists the top paths this test made (${language}, ${width} px)`, async ({ page, baseURL }) => {
      const w = words[language];
      await page.setViewportSize({ width, height: 900 });
      const path = `/e2e-views-${language}-${width}-${Date.now().toString(36)}${workerSlot}`;
      await recordViews(baseURL!, path, language);
      await signedInStaff(page, baseURL!, 'sales');
      await page.goto(`${originOf(baseURL!, language)}/admin/page-views`);

      const chart = page.getByRole('figure', { name: w.byLanguage });
      await expect(chart.getByRole('img', { name: w.byLanguage })).toBeVisible();
      await expect(page.getByRole('figure', { name: w.byPath }).getByRole('img')).toBeVisible();
      const top = page.getByRole('region', { name: w.top });
      await expect(top.getByRole('row', { name: `${path} 40` })).toBeVisible();
      // the chart's own table says the same: this path is one of the busiest, counted for today
      await page.getByRole('figure', { name: w.byPath }).getByText(language === 'zh' ? '以表格查看数据' : 'The numbers as a table').click();
      await expect(page.getByRole('figure', { name: w.byPath }).getByRole('columnheader', { name: path })).toBeVisible();
      await checkPage(page, `page views at ${width} px`);
    });
  }
}
