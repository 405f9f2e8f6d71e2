import { PERIOD_MAX, PERIOD_MIN, QUANTITY_MAX, QUANTITY_MIN } from '../contract/rules.ts';
import { expect, signedInBuyer, test } from './fixtures.ts';
import { money, onRedTeamOrderForm, redTeamPrices, text } from './purchase.ts';

// The order form: its rules, the review step in the history, coupons.
const quantityWrong = `Please enter a quantity from ${QUANTITY_MIN} to ${QUANTITY_MAX}`;
const periodWrong = `Please enter a period of ${PERIOD_MIN} to ${PERIOD_MAX} months`;

test.describe('purchase', () => {
  test('order form: quantity and period rules, typed periods, and the trial offering Red Team instead', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const { t, prices, origin, form } = await onRedTeamOrderForm(page, baseURL!, 'en');
    const quantity = form.getByLabel(t.quantity, { exact: true });
    const period = form.getByLabel(t.period, { exact: true });
    await quantity.fill('');
    await quantity.pressSequentially('a1.5b');
    await expect(quantity).toHaveValue('1.5');
    await period.fill('0');
    await form.getByRole('button', { name: t.next }).click();
    await expect(form.getByText(quantityWrong)).toBeVisible();
    await expect(form.getByText(periodWrong)).toBeVisible();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0`);

    // 6 months typed: twice the 3-month price; 12 at a click
    await quantity.fill('1');
    await period.fill('6');
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('6 months');
    await expect(page.getByTestId('order-total')).toHaveText(money(prices.dollarMonthAmount * 2, 'USD'));
    await form.getByRole('radio', { name: '12 months' }).click();
    await expect(period).toHaveValue('12');
    await expect(page.getByTestId('order-total')).toHaveText(money(prices.dollarYearAmount, 'USD'));
    await expect(form.getByText(quantityWrong)).toHaveCount(0);

    // the review is in the history: the browser's Back returns to the details as filled, Forward to the review
    await quantity.fill('2');
    await form.getByRole('button', { name: t.next }).click();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0?step=review`);
    await expect(form.getByRole('button', { name: t.pay, exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0`);
    await expect(quantity).toHaveValue('2');
    await expect(period).toHaveValue('12');
    await expect(form.getByRole('button', { name: t.next })).toBeVisible();
    await page.goForward();
    await expect(form.getByRole('button', { name: t.pay, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: t.cart })).toContainText('12 months');
    // a reload keeps the review and its choices (issue #32; e2e/review-reload.spec.ts checks every field)
    await page.reload();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0?step=review`);
    await expect(form.getByRole('button', { name: t.pay, exact: true })).toBeVisible();

    // the trial offers the full edition: Red Team, 3 months
    await page.goto(`${origin}/buy/orderForm/16/1`);
    await expect(form.getByRole('radio', { name: t.bank })).toHaveCount(0);
    await page.getByRole('link', { name: 'Buy the full Red Team edition instead' }).click();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0?period=3`);
    await expect(period).toHaveValue('3');
    await expect(form.getByRole('radio', { name: t.bank })).toBeVisible();
    await expect(form.getByLabel(t.position, { exact: true })).toHaveCount(0);
  });

  test('the coupon of the query string shows its discount; a refused one can be removed', async ({ page, baseURL }) => {
    const t = text.zh;
    const prices = await redTeamPrices(page, baseURL!);
    const { origin } = await signedInBuyer(page, baseURL!, 'zh');
    await page.goto(`${origin}/buy/orderForm/13/0?coupon=WELCOME10`);
    const summary = page.getByRole('region', { name: '订单摘要' });
    await expect(summary.getByRole('list', { name: '优惠' })).toContainText('WELCOME10');
    await expect(page.getByTestId('order-total')).toHaveText(money(prices.monthAmount * 0.9, 'RMB'));

    await page.goto(`${origin}/buy/orderForm/13/0?coupon_code=EXPIRED5`);
    const form = page.getByRole('form', { name: t.form });
    // the refusal is the coupon field's (issue #32), not the summary's
    await expect(page.getByRole('region', { name: t.cart }).getByRole('alert')).toContainText('EXPIRED5');
    await form.getByRole('button', { name: t.next }).click();
    await expect(page.getByRole('region', { name: t.details })).toBeVisible();
    await expect(form.getByRole('button', { name: t.pay, exact: true })).toHaveCount(0);
    await form.getByRole('button', { name: '移除优惠码 EXPIRED5' }).click();
    await expect(summary.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('order-total')).toHaveText(money(prices.monthAmount, 'RMB'));
    await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0`);
  });
});
