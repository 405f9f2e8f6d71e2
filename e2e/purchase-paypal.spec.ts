import { expect, signedInBuyer, test } from './fixtures.ts';
import { money, orderState, redTeamPrices, text } from './purchase.ts';

// PayPal: paying on the provider's page and coming back to the site, paid or declined.
test.describe('purchase', () => {
  test('buys with PayPal in English: dollars, the provider page, back to the site, success', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const t = text.en;
    const prices = await redTeamPrices(page, baseURL!);
    const { token, origin } = await signedInBuyer(page, baseURL!, 'en');
    await page.goto(`${origin}/buy/orderForm/13/0?period=12`);
    const form = page.getByRole('form', { name: t.form });
    await expect(form.getByRole('combobox', { name: t.country })).toContainText(t.countryDefault);
    await expect(form.getByRole('radio', { name: t.paypal })).toHaveAttribute('aria-checked', 'true');
    await expect(form.getByLabel(t.period, { exact: true })).toHaveValue('12');
    await expect(page.getByTestId('order-total')).toHaveText(money(prices.dollarYearAmount, 'USD'));

    await form.getByRole('button', { name: t.next }).click();
    await form.getByRole('button', { name: t.pay, exact: true }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    const orderNo = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect(page.getByRole('note')).toContainText('Sandbox');
    await page.getByRole('button', { name: 'Approve payment', exact: true }).click();

    await expect(page).toHaveURL(`${origin}/buy/payResultSuccess/0?orderNo=${encodeURIComponent(orderNo)}`);
    await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('license management');
    await expect(page.getByRole('region', { name: 'What you paid for' }).getByTestId('order-amount')).toHaveText(money(prices.dollarYearAmount, 'USD'));
    expect((await orderState(baseURL!, token, orderNo)).order).toMatchObject({ payStatus: 'PAID' });
  });

  test('a declined PayPal payment fails; Pay Now goes back to the provider and pays', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const t = text.en;
    const { token, origin } = await signedInBuyer(page, baseURL!, 'en');
    await page.goto(`${origin}/buy/orderForm/14/0`);
    const form = page.getByRole('form', { name: t.form });
    await expect(page.getByTestId('order-total')).toHaveText(/^\$/);
    await form.getByRole('button', { name: t.next }).click();
    await form.getByRole('button', { name: t.pay, exact: true }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    const orderNo = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByRole('button', { name: 'Decline payment', exact: true }).click();

    await expect(page).toHaveURL(`${origin}/buy/payResultError/${orderNo}`);
    await expect(page.getByRole('heading', { name: t.failed })).toBeVisible();
    await expect(page.getByText(t.payInTime)).toBeVisible();
    expect((await orderState(baseURL!, token, orderNo)).order.payStatus).toBe('UNPAID');

    await page.getByRole('button', { name: t.payNow }).click();
    await expect(page).toHaveURL(new RegExp(`/sandbox/checkout/${orderNo}\\?`));
    await page.getByRole('button', { name: 'Approve payment', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/buy/payResultSuccess/0?orderNo=${encodeURIComponent(orderNo)}`);
    expect((await orderState(baseURL!, token, orderNo)).order.payStatus).toBe('PAID');
  });
});
