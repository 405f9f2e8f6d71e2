import type { Locator } from '@playwright/test';
import { expectNoSidewaysScroll, PHONE, signIn } from './a11y.ts';
import { expect, originOf, test, type Language } from './fixtures.ts';

/**
 * What must fit, beyond not scrolling sideways: the user-centre tabs, one-line links, tabs and numbers, and the
 * wide tables that become labelled cards on a 390 px phone; the license table whole at 1366 px.
 */

const text = {
  zh: { details: '查看详情', detailDialog: '订单详情', centre: '个人中心', forgot: '忘记密码？', allOrders: '全部订单' },
  en: { details: 'View details', detailDialog: 'Order details', centre: 'User centre', forgot: 'Forgot password?', allOrders: 'All orders' },
} as const;

for (const language of ['zh', 'en'] as const satisfies Language[]) {
  const t = text[language];

  test.describe(`on a 390 px phone in ${language === 'zh' ? 'Chinese' : 'English'}`, () => {
    test.use({ viewport: PHONE });

    test('signed in, the user-centre tabs fill every row they take, edge to edge', async ({ page, baseURL }) => {
      const { origin } = await signIn(page, baseURL!, language);
      await page.goto(`${origin}/center/profile`);
      const tabs = page.getByRole('navigation', { name: t.centre, exact: true });
      await expect(tabs.getByRole('link')).toHaveCount(5);
      const strip = (await tabs.boundingBox())!;
      const rows = new Map<number, { left: number; right: number }>();
      for (const box of await tabs.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect))) {
        const row = rows.get(Math.round(box.top)) ?? { left: Infinity, right: -Infinity };
        rows.set(Math.round(box.top), { left: Math.min(row.left, box.left), right: Math.max(row.right, box.right) });
      }
      for (const row of rows.values()) {
        expect(row.left, 'a row of tabs starts at the strip’s left edge').toBeCloseTo(strip.x, 0);
        expect(row.right, 'a row of tabs ends at the strip’s right edge').toBeCloseTo(strip.x + strip.width, 0);
      }
    });

    test('the sign-in page’s links, the order filters, the payment tabs and the order details’ number each keep one line', async ({ page, baseURL }) => {
      const oneLine = async (element: Locator, what: string) => {
        // the text's own height, without the element's padding
        const { height, line } = await element.evaluate((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return { height: range.getBoundingClientRect().height, line: parseFloat(getComputedStyle(node).lineHeight) || 24 };
        });
        expect(height, `${what} keeps one line`).toBeLessThan(line * 1.5);
      };
      const origin = originOf(baseURL!, language);
      await page.goto(`${origin}/signIn`);
      await oneLine(page.getByRole('link', { name: t.forgot }), 'the forgot-password link');
      const { buyer } = await signIn(page, baseURL!, language);
      await page.goto(`${origin}/center/orderManagement`);
      await oneLine(page.getByRole('tab', { name: t.allOrders }), 'the All orders tab');
      await page.goto(`${origin}/buy/checkStand/${buyer.unpaid}/0`);
      const payTabs = page.getByRole('tablist');
      await expect(payTabs.getByRole('tab')).toHaveCount(3);
      expect(await payTabs.evaluate((strip) => strip.scrollWidth - strip.clientWidth), 'the three payment tabs show whole').toBeLessThanOrEqual(0);
      await page.goto(`${origin}/center/orderManagement`);
      await page.getByRole('button', { name: t.details }).first().click();
      const dialog = page.getByRole('dialog', { name: t.detailDialog });
      await oneLine(dialog.getByText(/^TW\d+$/), 'the order number');
    });

    test('the license and order tables become labelled cards inside their own named regions, nothing scrolling sideways', async ({ page, baseURL }) => {
      const { origin } = await signIn(page, baseURL!, language);
      for (const [path, name] of [['/center/licenseManagement', language === 'zh' ? '许可证' : 'Licenses'], ['/center/orderManagement', language === 'zh' ? '订单' : 'Orders']] as const) {
        await page.goto(`${origin}${path}`);
        const region = page.getByRole('region', { name, exact: true });
        await expect(region.getByRole('table')).toBeVisible();
        // issue #20: below the width its columns need, each row is a card whose cells say their column's name
        await expect(region.locator('tbody td[data-label]').first()).toBeVisible();
        const { scrollWidth, clientWidth } = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
        expect(scrollWidth, `${path}: the cards fit the phone; the region does not scroll sideways`).toBeLessThanOrEqual(clientWidth);
        await expectNoSidewaysScroll(page, path);
      }
    });
  });
}

test.describe('the license table at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  for (const language of ['zh', 'en'] as const) {
    test(`in ${language === 'zh' ? 'Chinese' : 'English'}: one-line headers, a MID on one line, every column in view`, async ({ page, baseURL }) => {
      const { origin } = await signIn(page, baseURL!, language);
      await page.goto(`${origin}/center/licenseManagement`);
      const table = page.getByRole('table', { name: language === 'zh' ? '许可证' : 'Licenses' });
      const mid = table.getByText('A1B2C3D4E5F60718293A4B5C6D7E8F90', { exact: true });
      await expect(mid).toBeVisible();
      const lineHeight = await mid.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
      expect((await mid.boundingBox())!.height, 'the MID is not wrapped').toBeLessThan(lineHeight * 1.5);
      const headers = await table.getByRole('columnheader').evaluateAll((cells) =>
        cells.filter((cell) => cell.textContent).map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return { text: cell.textContent, height: range.getBoundingClientRect().height };
        }),
      );
      for (const header of headers) expect(header.height, `"${header.text}" fits one line`).toBeLessThan(24);
      // every column, Operation's "Download license" included, is in view: the table does not scroll
      const region = page.getByRole('region', { name: language === 'zh' ? '许可证' : 'Licenses', exact: true });
      expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth), 'the license table scrolls sideways').toBeLessThanOrEqual(0);
    });
  }
});
