import { expect, test, type Language } from './fixtures.ts';
import { onRedTeamOrderForm } from './purchase.ts';

// Issue #32: reloading the review went back to the first step and reset the payment method (Alipay became PayPal).
// The form is kept in the tab per edition and mode until the order is placed.
const companyOptional = { zh: '公司（选填）', en: 'Company (optional)' } as const;

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`the order form's review after a reload (${language})`, () => {
    test('a reload of the review keeps the step and every choice, the payment method included', async ({ page, baseURL }) => {
      const { t, origin, form } = await onRedTeamOrderForm(page, baseURL!, language);
      await form.getByLabel(t.quantity, { exact: true }).fill('2');
      await form.getByLabel(t.period, { exact: true }).fill('12');
      await form.getByLabel(companyOptional[language], { exact: true }).fill('Reload Research Ltd');
      await form.getByRole('radio', { name: t.alipay }).click();
      await form.getByRole('button', { name: t.next }).click();
      await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0?step=review`);
      const total = page.getByTestId('order-total');
      await expect(total).toHaveText(/\d/);
      const before = await total.textContent();

      await page.reload();
      await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0?step=review`);
      await expect(form.getByRole('button', { name: t.pay, exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: t.method })).toContainText(t.alipay);
      await expect(page.getByRole('region', { name: t.details })).toContainText('Reload Research Ltd');
      await expect(total).toHaveText(before!);
    });

    test('once the order is placed, the form starts afresh', async ({ page, baseURL }) => {
      const { t, origin, form } = await onRedTeamOrderForm(page, baseURL!, language);
      await form.getByLabel(t.quantity, { exact: true }).fill('3');
      await form.getByRole('radio', { name: t.alipay }).click();
      await form.getByRole('button', { name: t.next }).click();
      await form.getByRole('button', { name: t.pay, exact: true }).click();
      await expect(page).toHaveURL(/\/buy\/checkStand\//);
      await page.goto(`${origin}/buy/orderForm/13/0`);
      await expect(form.getByLabel(t.quantity, { exact: true })).toHaveValue('1');
    });
  });
}
