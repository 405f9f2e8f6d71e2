import { expect, mailsWhere, signedInBuyer, test } from './fixtures.ts';
import { money, redTeamPrices, text } from './purchase.ts';

// Spec §9: "prices are rounded to whole numbers with thousands separators" — in the summary, on the provider's
// page, after paying and in the mail; the discount is the list price less the rounded total.
test.describe('purchase', () => {
  test('a coupon leaves whole dollars everywhere the buyer sees the order', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const t = text.en;
    const prices = await redTeamPrices(page, baseURL!);
    const { account, origin } = await signedInBuyer(page, baseURL!, 'en');
    // 15 % off $399 is $339.15: the site charges and shows $339, and the discount from its list price ($438) is $99
    const total = Math.round(prices.dollarMonthAmount * 0.85);
    const list = prices.dollarMonthOriginalAmount;
    await page.goto(`${origin}/buy/orderForm/13/0?coupon=REDTEAM2026`);
    await expect(page.getByTestId('order-total')).toHaveText(money(total, 'USD'));
    await expect(page.getByTestId('list-price')).toHaveText(money(list, 'USD'));
    await expect(page.getByTestId('discount-amount')).toHaveText(`−${money(list - total, 'USD')}`);

    const form = page.getByRole('form', { name: t.form });
    await form.getByRole('button', { name: t.next }).click();
    await form.getByRole('button', { name: t.pay, exact: true }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    const orderNo = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect(page.getByRole('definition').filter({ hasText: '$' })).toHaveText(money(total, 'USD'));
    await page.getByRole('button', { name: 'Approve payment', exact: true }).click();
    await expect(page.getByRole('region', { name: 'What you paid for' }).getByTestId('order-amount')).toHaveText(money(total, 'USD'));

    const [mail] = await mailsWhere(baseURL!, `the payment mail of ${orderNo}`, (m) => m.to === account.email && m.subject.includes(orderNo));
    expect(mail!.text).toContain(`We received ${money(total, 'USD')} for order`);
    expect(mail!.text).not.toMatch(/\$\d[\d,]*\.\d\d/);
  });

  test('a term of one month is a whole number of yuan, and the discount adds up', async ({ page, baseURL }) => {
    const prices = await redTeamPrices(page, baseURL!);
    const { origin } = await signedInBuyer(page, baseURL!, 'zh');
    // a third of ¥2,900 is ¥966.67: the site shows ¥967
    const total = Math.round(prices.monthAmount / 3);
    const list = Math.round(prices.monthOriginalAmount / 3);
    await page.goto(`${origin}/buy/orderForm/13/0?period=1`);
    await expect(page.getByTestId('order-total')).toHaveText(money(total, 'RMB'));
    await expect(page.getByTestId('list-price')).toHaveText(money(list, 'RMB'));
    await expect(page.getByTestId('discount-amount')).toHaveText(`−${money(list - total, 'RMB')}`);
    await expect(page.getByRole('main')).not.toContainText(/¥[\d,]+\.\d/);
  });
});
