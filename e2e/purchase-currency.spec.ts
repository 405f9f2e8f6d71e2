import { expect, test } from './fixtures.ts';
import { money, onRedTeamOrderForm, orderNoOf } from './purchase.ts';

// A method that charges another currency than the site's says so beside the total, with both amounts; so do the
// checkstand and the transfer page of that order, in any tab.
test.describe('purchase', () => {
  test('on the English site Alipay is explained as paid in yuan, with the dollar amount beside it', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const { t, prices, origin, form } = await onRedTeamOrderForm(page, baseURL!, 'en');
    await expect(page.getByTestId('order-total')).toHaveText(money(prices.dollarMonthAmount, 'USD'));
    await expect(page.getByTestId('currency-note')).toHaveCount(0);
    await form.getByRole('radio', { name: t.alipay }).click();
    await expect(page.getByTestId('order-total')).toHaveText(money(prices.monthAmount, 'RMB'));
    const yuan = money(prices.monthAmount, 'RMB');
    const dollars = money(prices.dollarMonthAmount, 'USD');
    // a bank transfer is in dollars on the English site, so it is a way to pay the dollar price
    const byAlipay = `Paid by Alipay in Chinese yuan: ${yuan}. The same order is ${dollars} in US dollars by PayPal or bank transfer.`;
    await expect(page.getByRole('region', { name: 'Order summary' }).getByTestId('currency-note')).toHaveText(byAlipay);

    await form.getByRole('button', { name: t.next }).click();
    await form.getByRole('button', { name: t.pay, exact: true }).click();
    await expect(page).toHaveURL(/\/buy\/checkStand\//);
    const orderNo = orderNoOf(page);
    await expect(page.getByTestId('currency-note')).toHaveText(byAlipay);
    // the yuan order paid by bank transfer is remitted in yuan, into the yuan account
    const byTransfer = `Paid by bank transfer in Chinese yuan: ${yuan}. The same order is ${dollars} in US dollars by PayPal.`;
    await page.getByRole('tab', { name: t.bank }).click();
    await expect(page.getByTestId('currency-note')).toHaveText(byTransfer);
    await page.getByRole('link', { name: t.bankPage }).click();
    await expect(page).toHaveURL(`${origin}/buy/pay?orderNo=${encodeURIComponent(orderNo)}`);
    await expect(page.getByTestId('currency-note')).toHaveText(byTransfer);
    await expect(page.getByTestId('account-number')).toHaveText('1109 0821 3410 601');

    // another tab, another day: the amounts come from the order, not from the tab that placed it
    const later = await page.context().newPage();
    await later.goto(`${origin}/buy/checkStand/${encodeURIComponent(orderNo)}/0`);
    await expect(later.getByTestId('currency-note')).toHaveText(byAlipay);
    await later.goto(`${origin}/buy/pay?orderNo=${encodeURIComponent(orderNo)}`);
    await expect(later.getByTestId('currency-note')).toHaveText(byTransfer);
    await later.close();
  });

  test('on the Chinese site PayPal is explained as paid in US dollars, with the yuan amount beside it', async ({ page, baseURL }) => {
    const { t, prices, form } = await onRedTeamOrderForm(page, baseURL!, 'zh');
    await expect(page.getByTestId('currency-note')).toHaveCount(0);
    await form.getByRole('radio', { name: t.paypal }).click();
    await expect(page.getByTestId('order-total')).toHaveText(money(prices.dollarMonthAmount, 'USD'));
    await expect(page.getByTestId('currency-note')).toHaveText(
      `PayPal：以美元付款 ${money(prices.dollarMonthAmount, 'USD')}。同一订单为人民币 ${money(prices.monthAmount, 'RMB')}（支付宝、微信支付或对公转账）。`,
    );
  });
});
