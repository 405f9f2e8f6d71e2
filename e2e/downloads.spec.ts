import { expect, originOf, test, type Language } from './fixtures.ts';

const text = {
  zh: { download: '下载', latest: '最新版本', updates: '每周更新与全部版本 →', updatesTitle: '每周漏洞更新' },
  en: { download: 'Download', latest: 'Latest version', updates: 'Weekly updates and all versions →', updatesTitle: 'Weekly vulnerability updates' },
} as const;

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`home download block (${language})`, () => {
    test('shows the latest version and the 3 most recent, each with a date and per-OS links', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/');
      const block = page.locator('#dl');
      await expect(block.getByRole('heading', { name: text[language].download, exact: true })).toBeVisible();
      await expect(block.getByText(text[language].latest)).toBeVisible();
      const latest = block.getByRole('article');
      await expect(latest.getByRole('heading')).toHaveText(/^Tidewatch \d+\.\d+\.\d+$/);
      const rows = block.getByTestId('recent-version');
      await expect(rows).toHaveCount(3);
      for (const row of await rows.all()) {
        await expect(row.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
        for (const os of ['Windows', 'macOS', 'Linux']) {
          await expect(row.getByRole('link', { name: new RegExp(os) })).toHaveAttribute('href', /^https:\/\//);
        }
      }
      const newest = await rows.first().locator('strong').textContent();
      await expect(latest.getByRole('heading')).toContainText(newest!);
    });

    test('links to /updates?v=15, which shows the weekly updates', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/');
      await page.getByRole('link', { name: text[language].updates }).click();
      await expect(page).toHaveURL(/\/updates\?v=15$/);
      await expect(page.getByRole('heading', { level: 1, name: text[language].updatesTitle })).toBeVisible();
    });

    test('the header Download button jumps to the #dl block', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/updates');
      await page.getByRole('banner').getByRole('link', { name: text[language].download, exact: true }).click();
      await expect(page).toHaveURL(/\/#dl$/);
      await expect(page.locator('#dl')).toBeInViewport();
    });
  });
}
