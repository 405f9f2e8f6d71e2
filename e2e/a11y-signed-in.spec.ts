import { checkPage, PHONE, signIn, type Buyer } from './a11y.ts';
import { expect, test, type Language } from './fixtures.ts';

/** Every page and dialog of a signed-in buyer (licenses, orders, the purchase steps) on a 390 px phone in both languages (a11y.ts). */

const text = {
  zh: { next: '下一步：确认订单', generate: '生成', generateDialog: '生成许可证', details: '查看详情', detailDialog: '订单详情' },
  en: { next: 'Next: review your order', generate: 'Generate', generateDialog: 'Generate license', details: 'View details', detailDialog: 'Order details' },
} as const;

test.use({ viewport: PHONE });

for (const language of ['zh', 'en'] as const satisfies Language[]) {
  const t = text[language];

  test.describe(`on a 390 px phone in ${language === 'zh' ? 'Chinese' : 'English'}`, () => {
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

  });
}
