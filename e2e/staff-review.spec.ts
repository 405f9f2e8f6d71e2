import { strToU8, zipSync } from 'fflate';
import { expectNoAxeViolations } from './axe.ts';
import { expect, graph, mailsWhere, signedInBuyer, signedInStaff, test, upstreamOf, type Language } from './fixtures.ts';
import type { Page } from '@playwright/test';

// Issue #33, the review queue: a reviewer reads an upload and rejects it with a reason the publisher then reads in the
// user centre and the mail, or approves it into the market; at 1440 and 390 px, in both languages.
const words = {
  zh: { reason: '驳回理由（发布者会看到）', reject: '驳回', approve: '通过', rejected: '未通过', approved: '已通过', state: '状态：', waiting: '已等待', readme: 'README（与扩展市场显示一致）', changes: '自上一版本以来的变更', reasonPrefix: '原因：', underReview: '审核中，自' },
  en: { reason: 'Reason for a rejection (the publisher reads it)', reject: 'Reject', approve: 'Approve', rejected: 'Rejected', approved: 'Approved', state: 'State: ', waiting: 'Waiting', readme: 'README as the market shows it', changes: 'Changes since the previous version', reasonPrefix: 'Reason: ', underReview: 'Under review since' },
} as const;

const README = '# Queue lens\n\n## Usage\n\nPress **the button**.\n';

const packageOf = (publisher: string, version: string, { name = 'queue-lens', readme = README } = {}) =>
  zipSync({
    'package.json': strToU8(
      JSON.stringify({ name, publisher, version, engines: '1.8.230', main: './main.js', description: 'Counts the queue.', icon: './icon.svg', category: 'Tools', contributes: { views: { toolbar: [{ command: 'queueLens.show', title: 'Queue lens' }] } } }),
    ),
    'main.js': strToU8("tidewatch.registerCommand('queueLens.show', () => {});\n"),
    'icon.svg': strToU8('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#1664ff"/></svg>'),
    'README.md': strToU8(readme),
  });

/** The publisher uploads through the upstream, as the user centre's upload box does. */
const upload = async (baseURL: string, token: string, zip: Uint8Array) => {
  const form = new FormData();
  form.append('package', new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'queue-lens.zip');
  const response = await fetch(`${upstreamOf(baseURL)}/api/plugin/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { statusCode: number; messages: string; data: { upload_id: number } };
  expect(body.statusCode, body.messages).toBe(200);
  return body.data.upload_id;
};

/** Nothing on the page reaches past the 390 px viewport. */
const widerThanPhone = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > 391)
      .map((el) => `${el.tagName}.${el.className}`)
      .slice(0, 5),
  );

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`the review queue (${language})`, () => {
    const w = words[language];

    test('a reviewer rejects an upload with a reason that the publisher reads in the user centre and the mail', async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const { token, origin, account } = await signedInBuyer(page, baseURL!, language);
      const publisher = `rq${language}${Date.now().toString(36)}`;
      const id = await upload(baseURL!, token, packageOf(publisher, '1.0.0'));
      // while it waits, the publisher sees that it is under review and since when
      await page.goto(`${origin}/center/extensions`);
      await expect(page.getByTestId('upload-row').filter({ hasText: `${publisher}.queue-lens 1.0.0` })).toContainText(w.underReview);
      await signedInStaff(page, baseURL!, 'reviewer');

      await page.goto(`${origin}/admin/review`);
      const item = page.getByTestId('review-queue-item').filter({ hasText: `${publisher}.queue-lens 1.0.0` });
      await expect(item).toContainText(w.waiting);
      await item.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/admin/review/${id}$`));
      await expect(page.getByRole('heading', { name: w.readme })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Usage' })).toBeVisible();
      await expectNoAxeViolations(page);

      const reason = language === 'zh' ? '图标在深色主题下看不见。' : 'The icon cannot be seen on the dark theme.';
      // without a reason the rejection is refused before it is sent
      await page.getByRole('button', { name: w.reject, exact: true }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await page.getByLabel(w.reason).fill(reason);
      await page.getByRole('button', { name: w.reject, exact: true }).click();
      await expect(page.getByTestId('review-state')).toHaveText(`${w.state}${w.rejected}`);

      const [mail] = await mailsWhere(baseURL!, `the rejection mail to ${account.email}`, (m) => m.to === account.email && m.text.includes(reason));
      expect(mail.text).toContain(`${publisher}.queue-lens 1.0.0`);

      await page.goto(`${origin}/center/extensions`);
      const row = page.getByTestId('upload-row').filter({ hasText: `${publisher}.queue-lens 1.0.0` });
      await expect(row).toContainText(w.rejected);
      await expect(row).toContainText(`${w.reasonPrefix}${reason}`);
    });

    test('a reviewer approves an upload at 390 px and it appears in the market', async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const { token, origin } = await signedInBuyer(page, baseURL!, language);
      const publisher = `ra${language}${Date.now().toString(36)}`;
      const id = await upload(baseURL!, token, packageOf(publisher, '1.0.0'));
      await signedInStaff(page, baseURL!, 'reviewer');
      await page.setViewportSize({ width: 390, height: 844 });

      await page.goto(`${origin}/admin/review`);
      await expect(page.getByTestId('review-queue-item').filter({ hasText: `${publisher}.queue-lens 1.0.0` })).toBeVisible();
      expect(await widerThanPhone(page)).toEqual([]);
      await page.goto(`${origin}/admin/review/${id}`);
      await expect(page.getByRole('heading', { name: w.changes })).toBeVisible();
      expect(await widerThanPhone(page)).toEqual([]);
      await page.getByRole('button', { name: w.approve, exact: true }).click();
      await expect(page.getByTestId('review-state')).toHaveText(`${w.state}${w.approved}`);

      const market = async () => (await graph<{ plugins: { items: { extensionId: string }[] } }>(page, baseURL!, `{ plugins(keyword: "${publisher}") { items { extensionId } } }`)).plugins.items;
      expect(await market()).toEqual([{ extensionId: `${publisher}.queue-lens` }]);
    });

    test("an upload with a long name and a code block in its README fits a 390 px phone and passes axe", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const { token, origin } = await signedInBuyer(page, baseURL!, language);
      const publisher = `rl${language}${Date.now().toString(36)}`;
      const readme = `${README}\n\`\`\`js\nconst aVeryLongVariableName = someFunctionCall(withArguments, andMoreArguments, andEvenMoreArguments);\n\`\`\`\n`;
      const id = await upload(baseURL!, token, packageOf(publisher, '1.0.0', { name: 'queue-lens-with-a-rather-long-name', readme }));
      await signedInStaff(page, baseURL!, 'reviewer');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${origin}/admin/review/${id}`);
      await expect(page.getByRole('heading', { name: `${publisher}.queue-lens-with-a-rather-long-name 1.0.0` })).toBeVisible();
      await expect(page.locator('pre code')).toContainText('aVeryLongVariableName');
      // the title breaks inside the long name (its text stays inside its box, not cut off at the edge) and the code
      // scrolls in its own box: the page itself never scrolls sideways
      expect(await page.getByRole('heading', { level: 1 }).evaluate((title) => title.scrollWidth - title.clientWidth)).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    });
  });
}
