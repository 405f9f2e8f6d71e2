import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { customerOfFile, licenseTable, openSignedIn, text } from './center.ts';

// At 390 px the order and licence tables do not fit: each row becomes a labelled card whose actions are buttons
// inside the screen, with the same selection, pagination and dialogs.
const customer = customerOfFile();
const PHONE = { width: 390, height: 844 };

/** Fails unless the whole of `control` lies inside the window's width. */
const insideViewport = async (control: Locator) => {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  expect(box.x, `${await control.textContent()} starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${await control.textContent()} ends inside the screen`).toBeLessThanOrEqual(PHONE.width);
};

/** Neither the page nor the table scrolls sideways. */
const noSidewaysScroll = async (page: Page, table: Locator) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const region = table.locator('xpath=..');
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
};

test.describe('the user centre on a phone', () => {
  test.use({ viewport: PHONE });

  test('orders are cards in English: every label beside its value, every row’s actions on screen', async ({ page, baseURL }) => {
    const t = text.en;
    await openSignedIn(page, baseURL!, 'en', '/center/orderManagement', customer().token);
    const table = page.getByRole('table', { name: t.orders });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(6);
    await noSidewaysScroll(page, table);
    const unpaid = rows.filter({ hasText: customer().orders.unpaidWeChat });
    for (const label of ['Order Number', 'Payment method', 'Price', 'Date of Purchase', 'Status', 'Operation']) {
      await expect(unpaid.locator(`td[data-label="${label}"]`)).toBeVisible();
    }
    for (const row of await rows.all()) await insideViewport(row.getByRole('button', { name: t.details }));
    const payNow = unpaid.getByRole('button', { name: t.payNow });
    await insideViewport(payNow);
    await unpaid.getByRole('button', { name: t.details }).click();
    await expect(page.getByRole('dialog', { name: t.detailTitle })).toContainText(customer().orders.unpaidWeChat);
  });

  test('licences are cards in Chinese: Generate and Download on screen, selection and pages as before', async ({ page, baseURL }) => {
    const t = text.zh;
    await openSignedIn(page, baseURL!, 'zh', '/center/licenseManagement', customer().token);
    const table = licenseTable(page, 'zh');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await noSidewaysScroll(page, table);
    for (const row of await rows.all()) await insideViewport(row.getByRole('button', { name: /^(生成|下载许可证)$/ }).first());
    await expect(rows.first().locator('td[data-label="激活码"]')).toBeVisible();

    // the select-all box stays above the cards, and a row's box selects it
    const selectAll = table.getByRole('checkbox', { name: '选择本页全部许可证' });
    await insideViewport(selectAll);
    await rows.first().getByRole('checkbox').check();
    await expect(selectAll).toHaveAttribute('data-state', 'indeterminate');

    await rows.first().getByRole('button', { name: t.generate, exact: true }).click();
    await expect(page.getByRole('dialog', { name: t.dialog })).toBeVisible();
    await page.keyboard.press('Escape');

    const pager = page.getByRole('navigation', { name: '分页' });
    await insideViewport(pager.getByRole('button', { name: '下一页' }));
  });
});
