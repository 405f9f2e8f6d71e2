import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import {
  apiSignIn,
  confirmTransfer,
  createAccount,
  expect,
  graph,
  graphWith,
  originOf,
  placeOrder,
  settleAnimations,
  storeSession,
  test,
  type Language,
} from './fixtures.ts';

/**
 * Accessibility and small screens. Every page on a 390 px phone, in both languages, signed out and signed in: the page never scrolls sideways
 * (wide tables scroll inside their own region) and axe finds no WCAG 2.1 A/AA violation of any impact.
 */

const PHONE = { width: 390, height: 844 };

const text = {
  zh: { next: '下一步：确认订单', generate: '生成', generateDialog: '生成许可证', details: '查看详情', detailDialog: '订单详情', menu: '菜单', watch: /^观看视频/, centre: '个人中心', forgot: '忘记密码？', allOrders: '全部订单' },
  en: { next: 'Next: review your order', generate: 'Generate', generateDialog: 'Generate license', details: 'View details', detailDialog: 'Order details', menu: 'Menu', watch: /^Watch the video/, centre: 'User centre', forgot: 'Forgot password?', allOrders: 'All orders' },
} as const;

/** Pages a visitor sees. */
const publicPages = [
  '/',
  '/sale',
  '/updates',
  '/features',
  '/faq',
  '/friendLink',
  '/doc',
  '/exp',
  '/goExp',
  '/extensions',
  '/trial/13',
  '/trialSuccess/13',
  '/chat/15',
  '/chatSuccess/15',
  '/signIn',
  '/signUp',
  '/agreement',
  '/activate/mail',
  '/activate/result?token=not-a-token',
  '/password/send',
  '/password/reset?token=not-a-token',
];

/** The page is drawn: its data arrived (no Loading… left) and nothing is still fading in. */
const settled = async (page: Page) => {
  await page.waitForLoadState('load');
  await expect(page.getByRole('status').filter({ hasText: /^(Loading…|加载中…)$/ })).toHaveCount(0);
  await expect(page.locator('h1, [role="dialog"] h2').first()).toBeVisible();
  await settleAnimations(page);
};

/** The document is no wider than the window; on failure, names the elements that stick out. */
const expectNoSidewaysScroll = async (page: Page, what: string) => {
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(-3)
      .map((element) => element.outerHTML.slice(0, 100));
  });
  expect.soft(overflow, `${what}: the page scrolls sideways at ${PHONE.width} px`).toEqual([]);
};

const checkPage = async (page: Page, what: string) => {
  await settled(page);
  await expectNoSidewaysScroll(page, what);
  expect.soft(await axeViolations(page), `axe on ${what}`).toEqual([]);
};

/** A buyer with licenses (one generated), a paid order, a bank transfer awaiting staff and an unpaid WeChat order. */
const makeBuyer = async (baseURL: string) => {
  const account = await createAccount(baseURL, 'en');
  const token = await apiSignIn(baseURL, account);
  const paid = await placeOrder(baseURL, token, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 3, period: 12 });
  await confirmTransfer(baseURL, paid);
  const transfer = await placeOrder(baseURL, token, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 2, period: 12 });
  const unpaid = await placeOrder(baseURL, token, { licenseTypeId: '13', paymentType: 'WECHAT_PAY', quantity: 1, period: 3 });
  const { licenses } = await graphWith<{ licenses: { items: { id: string }[] } }>(baseURL, token, '{ licenses { items { id } } }');
  await graphWith(baseURL, token, 'mutation ($input: GenerateLicenseInput!) { generateLicense(input: $input) { licenseId } }', {
    input: { licenseId: licenses.items[0]!.id, mid: 'A1B2C3D4E5F60718293A4B5C6D7E8F90' },
  });
  return { token, username: account.username, transfer, unpaid };
};
type Buyer = Awaited<ReturnType<typeof makeBuyer>>;

/** The buyer of the signed-in tests, made once for the worker by the first test that needs it. */
let buyerMade: ReturnType<typeof makeBuyer> | undefined;
const signIn = async (page: Page, baseURL: string, language: Language) => {
  buyerMade ??= makeBuyer(baseURL);
  const buyer = await buyerMade;
  const origin = originOf(baseURL, language);
  await storeSession(page, origin, buyer.token);
  return { buyer, origin };
};

test.use({ viewport: PHONE });

for (const language of ['zh', 'en'] as const satisfies Language[]) {
  const t = text[language];

  test.describe(`on a 390 px phone in ${language === 'zh' ? 'Chinese' : 'English'}`, () => {
    for (const path of publicPages) {
      test(`${path} fits the width and passes axe`, async ({ page, baseURL }) => {
        await page.goto(`${originOf(baseURL!, language)}${path}`);
        await checkPage(page, path);
      });
    }

    test('an extension’s page fits the width and passes axe', async ({ page, baseURL }) => {
      const { plugins } = await graph<{ plugins: { items: { extensionId: string }[] } }>(page, baseURL!, '{ plugins(size: 1) { items { extensionId } } }');
      await page.goto(`${originOf(baseURL!, language)}/extensions/${plugins.items[0]!.extensionId}`);
      await checkPage(page, 'an extension');
    });

    test('the video dialog and the phone menu fit the width and pass axe', async ({ page, baseURL }) => {
      const origin = originOf(baseURL!, language);
      await page.goto(`${origin}/`);
      await page.getByRole('button', { name: t.watch }).first().click();
      await checkPage(page, 'the video dialog');
      await page.keyboard.press('Escape');
      await page.locator('header button[aria-haspopup="dialog"]').click();
      await expect(page.getByRole('dialog', { name: t.menu })).toBeVisible();
      await checkPage(page, 'the phone menu');
    });

    const signedInPages: [string, (buyer: Buyer) => string][] = [
      ['/modify', () => '/modify'],
      ['/center/profile', () => '/center/profile'],
      ['/center/licenseManagement', () => '/center/licenseManagement'],
      ['/center/orderManagement', () => '/center/orderManagement'],
      ['/center/extensions', () => '/center/extensions'],
      ['the order form', () => '/buy/orderForm/13/0'],
      ['the checkstand', (buyer) => `/buy/checkStand/${buyer.unpaid}/0`],
      ['the bank-transfer page', (buyer) => `/buy/pay?orderNo=${buyer.transfer}`],
      ['the payment success page', () => '/buy/payResultSuccess/0'],
      ['the payment failure page', (buyer) => `/buy/payResultError/${buyer.unpaid}`],
    ];
    for (const [name, path] of signedInPages) {
      test(`signed in, ${name} fits the width and passes axe`, async ({ page, baseURL }) => {
        test.setTimeout(90_000);
        const { buyer, origin } = await signIn(page, baseURL!, language);
        await page.goto(`${origin}${path(buyer)}`);
        await checkPage(page, name);
      });
    }

    test('signed in, the order review and the dialogs fit the width and pass axe', async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      const { origin } = await signIn(page, baseURL!, language);

      await page.goto(`${origin}/buy/orderForm/13/0`);
      await page.getByRole('button', { name: t.next }).click();
      await expect(page.getByRole('button', { name: t.next })).toHaveCount(0);
      await checkPage(page, 'the order review');

      await page.goto(`${origin}/center/licenseManagement`);
      await page.getByRole('button', { name: t.generate, exact: true }).first().click();
      const generate = page.getByRole('dialog', { name: t.generateDialog });
      await expect(generate).toBeVisible();
      await checkPage(page, 'the generate dialog');
      // the four MID boxes sit side by side inside the dialog
      const boxes = await generate.getByRole('textbox').evaluateAll((inputs) =>
        inputs.slice(0, 4).map((input) => {
          const box = input.getBoundingClientRect();
          return { top: Math.round(box.top), right: box.right };
        }),
      );
      const dialogBox = (await generate.boundingBox())!;
      expect(new Set(boxes.map((box) => box.top)).size, 'the four MID boxes are on one row').toBe(1);
      expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
      await page.keyboard.press('Escape');

      await page.goto(`${origin}/center/orderManagement`);
      await page.getByRole('button', { name: t.details }).first().click();
      await expect(page.getByRole('dialog', { name: t.detailDialog })).toBeVisible();
      await checkPage(page, 'the order details dialog');
    });

    test('signed in, the user-centre tabs fill every row they take, edge to edge', async ({ page, baseURL }) => {
      const { origin } = await signIn(page, baseURL!, language);
      await page.goto(`${origin}/center/profile`);
      const tabs = page.getByRole('navigation', { name: t.centre, exact: true });
      await expect(tabs.getByRole('link')).toHaveCount(4);
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

    test('the license and order tables scroll inside their own named regions, headers in view', async ({ page, baseURL }) => {
      const { origin } = await signIn(page, baseURL!, language);
      for (const [path, name] of [['/center/licenseManagement', language === 'zh' ? '许可证' : 'Licenses'], ['/center/orderManagement', language === 'zh' ? '订单' : 'Orders']] as const) {
        await page.goto(`${origin}${path}`);
        const region = page.getByRole('region', { name, exact: true });
        await expect(region.getByRole('table')).toBeVisible();
        await expect(region.getByRole('columnheader').first()).toBeVisible();
        const { scrollWidth, clientWidth } = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
        expect(scrollWidth, `${path}: the table is wider than the phone and scrolls in its region`).toBeGreaterThan(clientWidth);
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

test.describe('toasts', () => {
  test('an error toast is announced as an alert, at once', async ({ page, baseURL }) => {
    // a browser that refuses the clipboard: copying the API key fails with an error toast
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new Error('denied')) });
    });
    const { origin } = await signIn(page, baseURL!, 'en');
    await page.goto(`${origin}/center/profile`);
    await page.getByRole('button', { name: 'Copy Key' }).click();
    const toast = page.locator('[data-toast="error"]');
    await expect(toast.getByRole('alert')).toHaveText('Could not copy. Select the key and copy it by hand.');
    await expect(page.getByRole('status').filter({ hasText: 'Could not copy' })).toHaveCount(0);
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toHaveCount(0);
  });
});

test.describe('the header’s pop-up menus at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const language of ['zh', 'en'] as const) {
    const docs = language === 'zh' ? '文档' : 'Docs';

    test(`in ${language === 'zh' ? 'Chinese' : 'English'}: the Docs menu, open, passes axe`, async ({ page, baseURL }) => {
      await page.goto(`${originOf(baseURL!, language)}/`);
      await page.getByRole('banner').getByRole('button', { name: docs, exact: true }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await settled(page);
      expect(await axeViolations(page), 'axe on the open Docs menu').toEqual([]);
    });

    test(`in ${language === 'zh' ? 'Chinese' : 'English'}: signed in, the user menu, open, passes axe`, async ({ page, baseURL }) => {
      const { buyer, origin } = await signIn(page, baseURL!, language);
      await page.goto(`${origin}/center/profile`);
      await page.getByRole('banner').getByRole('button', { name: buyer.username }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await settled(page);
      expect(await axeViolations(page), 'axe on the open user menu').toEqual([]);
    });
  }
});
