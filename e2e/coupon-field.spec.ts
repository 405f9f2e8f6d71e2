import { expect, signedInBuyer, test, type Language } from './fixtures.ts';
import { text } from './purchase.ts';

// Issue #32: a coupon typed on the order form (before, one came only from the address), checked live by the price
// preview, refused in the upstream's words, applied to the summary, removable.
const words = {
  zh: {
    field: '优惠码',
    applied: '已使用优惠码 WELCOME10',
    remove: '移除优惠码 WELCOME10',
    expired: '优惠码 EXPIRED5 已过期',
    unknown: '优惠码 NOPE2099 不存在',
    summary: '订单摘要',
    discounts: '优惠',
  },
  en: {
    field: 'Coupon code',
    applied: 'Coupon WELCOME10 applied',
    remove: 'Remove coupon WELCOME10',
    expired: 'The coupon code EXPIRED5 has expired',
    unknown: 'The coupon code NOPE2099 does not exist',
    summary: 'Order summary',
    discounts: 'Discounts',
  },
} as const;

/** The amount an element shows, as a number (¥2,900 → 2900). */
const amountIn = async (locator: import('@playwright/test').Locator) => Number((await locator.textContent())!.replace(/[^\d]/g, ''));

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`the order form's coupon field (${language})`, () => {
    const w = words[language];
    const t = text[language];

    test('a typed coupon is checked live, applied to the price preview, and can be removed', async ({ page, baseURL }) => {
      const { origin } = await signedInBuyer(page, baseURL!, language);
      await page.goto(`${origin}/buy/orderForm/13/0`);
      const total = page.getByTestId('order-total');
      await expect(total).not.toHaveText('—');
      const before = await amountIn(total);
      const form = page.getByRole('form', { name: t.form });
      await form.getByLabel(w.field, { exact: true }).fill('welcome10');
      await expect(form.getByRole('status').filter({ hasText: w.applied })).toBeVisible();
      await expect.poll(() => amountIn(total)).toBe(Math.round(before * 0.9));
      await expect(page.getByRole('region', { name: w.summary }).getByRole('list', { name: w.discounts })).toContainText('WELCOME10');

      await form.getByRole('button', { name: w.remove }).click();
      await expect(form.getByLabel(w.field, { exact: true })).toHaveValue('');
      await expect.poll(() => amountIn(total)).toBe(before);
    });

    test('an expired or unknown code is refused under the field in the upstream’s words, and the review waits', async ({ page, baseURL }) => {
      const { origin } = await signedInBuyer(page, baseURL!, language);
      await page.goto(`${origin}/buy/orderForm/13/0`);
      const form = page.getByRole('form', { name: t.form });
      const field = form.getByLabel(w.field, { exact: true });
      const cart = page.getByRole('region', { name: t.cart });
      await field.fill('EXPIRED5');
      await expect(cart.getByRole('alert')).toHaveText(w.expired);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await form.getByRole('button', { name: t.next }).click();
      await expect(form.getByRole('button', { name: t.pay, exact: true })).toHaveCount(0);
      await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0`);

      await field.fill('NOPE2099');
      await expect(cart.getByRole('alert')).toHaveText(w.unknown);
      await field.fill('');
      await expect(cart.getByRole('alert')).toHaveCount(0);
    });
  });
}
