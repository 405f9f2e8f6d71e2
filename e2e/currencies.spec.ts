import { apiSignIn, createAccount, expect, graphWith, originOf, storeSession, test, type Language } from './fixtures.ts';
import { text as purchase } from './purchase.ts';

// Issue #32 item 8, in both languages: every place that offers payment methods says which currency each one charges
// before it is chosen (a bank transfer the site's: dollars on the English site, yuan on the Chinese one; at the
// checkstand the order's); a term states the same discount percentage in dollars as in yuan; the English site's support
// line can be dialled from abroad.

const said = {
  zh: {
    footnote: '价格以人民币计，按用户计。以人民币支付：支付宝、微信支付或对公转账。以美元支付：PayPal。',
    checkstand: '以人民币支付：支付宝、微信支付或对公转账。',
    paypalHint: '以美元支付',
    alipayHint: '以人民币支付',
    bankHint: '人民币对公转账',
  },
  en: {
    footnote: 'Prices in US dollars, per user. Paid in US dollars: PayPal or bank transfer. Paid in Chinese yuan: Alipay or WeChat Pay.',
    checkstand: 'Paid in Chinese yuan: Alipay, WeChat Pay, or bank transfer.',
    paypalHint: 'in US dollars',
    alipayHint: 'in yuan',
    // a bank transfer charges the site's currency
    bankHint: 'Bank transfer in US dollars',
  },
} as const;

const buyerOn = async (page: import('@playwright/test').Page, baseURL: string, language: Language) => {
  const account = await createAccount(baseURL, language);
  const token = await apiSignIn(baseURL, account);
  const origin = originOf(baseURL, language);
  await storeSession(page, origin, token);
  return { token, origin };
};

for (const language of ['zh', 'en'] as Language[]) {
  const s = said[language];
  const t = purchase[language];
  test.describe(`currencies (${language})`, () => {
    test('the pricing page says which currency each payment method charges', async ({ page, baseURL }) => {
      await page.goto(`${originOf(baseURL!, language)}/sale`);
      await expect(page.getByTestId('sale-footnote')).toHaveText(s.footnote);
    });

    test('the order form says each method’s currency before one is chosen', async ({ page, baseURL }) => {
      const { origin } = await buyerOn(page, baseURL!, language);
      await page.goto(`${origin}/buy/orderForm/13/0`);
      const form = page.getByRole('form', { name: t.form });
      await expect(form.getByRole('radio', { name: t.paypal })).toHaveAccessibleDescription(new RegExp(s.paypalHint));
      await expect(form.getByRole('radio', { name: t.alipay })).toHaveAccessibleDescription(new RegExp(s.alipayHint));
      await expect(form.getByRole('radio', { name: t.bank })).toHaveAccessibleDescription(new RegExp(s.bankHint));
    });

    test('the checkstand says which currency its methods charge above their tabs', async ({ page, baseURL }) => {
      const { token, origin } = await buyerOn(page, baseURL!, language);
      const { createOrder } = await graphWith<{ createOrder: { orderNo: string } }>(
        baseURL!,
        token,
        'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { orderNo } }',
        { input: { name: 'E2E Buyer', country: 'CN', company: '', licenseTypeId: '13', paymentType: 'ALIPAY', quantity: 1, period: 3 } },
        language,
      );
      await page.goto(`${origin}/buy/checkStand/${encodeURIComponent(createOrder.orderNo)}/0`);
      await expect(page.getByRole('tab', { name: t.alipay })).toBeVisible();
      await expect(page.getByTestId('tab-currencies')).toHaveText(s.checkstand);
    });

    for (const period of [3, 12]) {
      test(`a ${period}-month term is the same percentage off in dollars and in yuan`, async ({ page, baseURL }) => {
        const { origin } = await buyerOn(page, baseURL!, language);
        await page.goto(`${origin}/buy/orderForm/13/0?period=${period}`);
        const form = page.getByRole('form', { name: t.form });
        const discounts = page.getByRole('list', { name: language === 'zh' ? '优惠' : 'Discounts' });
        await form.getByRole('radio', { name: t.paypal }).click();
        await expect(page.getByTestId('order-total')).toHaveText(/^\$/);
        const inDollars = (await discounts.getByRole('listitem').first().locator('strong').textContent())!;
        await form.getByRole('radio', { name: t.alipay }).click();
        await expect(page.getByTestId('order-total')).toHaveText(/^¥/);
        await expect(discounts.getByRole('listitem').first().locator('strong')).toHaveText(inDollars);
        expect(inDollars).toMatch(/\d+%/);
      });
    }
  });
}

test.describe('the English site’s support line', () => {
  test('is an international number in E.164 form, not a 400 number that cannot be dialled from abroad', async ({ page, baseURL }) => {
    await page.goto(`${originOf(baseURL!, 'en')}/sale`);
    const call = page.locator('a[href^="tel:"]').first();
    await expect(call).toHaveAttribute('href', /^tel:\+86(?!400)\d{8,11}$/);
  });

  test('stays the 400 number on the Chinese site, dialled within China', async ({ page, baseURL }) => {
    await page.goto(`${originOf(baseURL!, 'zh')}/sale`);
    await expect(page.locator('a[href^="tel:"]').first()).toHaveAttribute('href', 'tel:4008202026');
  });
});
