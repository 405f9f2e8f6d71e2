import { checkPage } from './a11y.ts';
import { expect, originOf, signedInStaff, test, upstreamOf, workerSlot, type Language } from './fixtures.ts';

// Issue #33: page views in the back office, as charts and the top paths, counted from the views this test records.
const words = {
  zh: { byLanguage: '按语言统计的每日浏览量', byPath: '热门路径的每日浏览量', top: '热门路径' },
  en: { byLanguage: 'Views per day by language', byPath: 'Views per day of the busiest paths', top: 'Top paths' },
} as const;

/**
 * How many views make `path` the busiest of the range: one more than the busiest path has now, and at least 40. The
 * whole e2e run shares one database, whose other tests view '/' and the rest many times; a fixed count made this test's
 * path one of the busiest only when it ran alone (the chart draws the five busiest).
 */
const viewsToLead = async (baseURL: string, staffToken: string) => {
  const response = await fetch(`${upstreamOf(baseURL)}/api/staff/page-views`, { headers: { authorization: `Bearer ${staffToken}` } });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { top_paths: { views: number }[] } };
  return Math.max(40, (data.top_paths[0]?.views ?? 0) + 1);
};

/** `count` views of `path` as the site's pages report them, in batches of twenty. */
const recordViews = async (baseURL: string, path: string, locale: Language, count: number) => {
  for (let left = count; left > 0; left -= 20) {
    const response = await fetch(`${upstreamOf(baseURL)}/api/page-views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ views: Array.from({ length: Math.min(20, left) }, () => ({ path, referrer_host: '', locale, width: 1024 })) }),
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
      const member = await signedInStaff(page, baseURL!, 'sales');
      const count = await viewsToLead(baseURL!, member.token);
      await recordViews(baseURL!, path, language, count);
      await page.goto(`${originOf(baseURL!, language)}/admin/page-views`);

      const chart = page.getByRole('figure', { name: w.byLanguage });
      await expect(chart.getByRole('img', { name: w.byLanguage })).toBeVisible();
      await expect(page.getByRole('figure', { name: w.byPath }).getByRole('img')).toBeVisible();
      const top = page.getByRole('region', { name: w.top });
      await expect(top.getByRole('row', { name: `${path} ${count}` })).toBeVisible();
      // the chart's own table says the same: this path is one of the busiest, counted for today
      await page.getByRole('figure', { name: w.byPath }).getByText(language === 'zh' ? '以表格查看数据' : 'The numbers as a table').click();
      await expect(page.getByRole('figure', { name: w.byPath }).getByRole('columnheader', { name: path })).toBeVisible();
      await checkPage(page, `page views at ${width} px`);
    });
  }
}
