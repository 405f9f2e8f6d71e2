import { expect, graphWith, originOf, placeOrder, signedInBuyer, signedInStaff, test, type Language } from './fixtures.ts';
import { redTeamBy } from './buyer-orders.ts';

// Issue #33: at the checkstand a buyer may pay any unpaid order by bank transfer (the order number is the reference),
// so finance finds an order placed with Alipay by the statement's reference, though it is not in the awaiting list,
// and confirms the transfer: the order is paid as a bank transfer.
const words = {
  zh: {
    reference: '流水上的附言',
    amount: '流水上的金额',
    find: '查找订单',
    awaiting: '待确认的对公转账',
    matches: (no: string, buyer: string) => `与 ${buyer} 的订单 ${no} 相符`,
    confirm: (no: string) => `确认订单 ${no} 的转账`,
  },
  en: {
    reference: 'Reference on the statement',
    amount: 'Amount on the statement',
    find: 'Find the order',
    awaiting: 'Bank transfers awaiting confirmation',
    matches: (no: string, buyer: string) => `Matches order ${no} of ${buyer}`,
    confirm: (no: string) => `Confirm transfer for ${no}`,
  },
} as const;

/** The order's amount as its buyer sees it: what a matching statement says. */
const amountOf = async (baseURL: string, token: string, orderNo: string) =>
  (await graphWith<{ order: { orderAmount: { amount: number } } }>(baseURL, token, 'query ($no: ID!) { order(orderNo: $no) { orderAmount { amount } } }', { no: orderNo })).order.orderAmount.amount;

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`a transfer for an order placed with another method (${language})`, () => {
    const w = words[language];

    test('finance finds an Alipay order by the reference on the statement and confirms its transfer', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      const buyer = await signedInBuyer(page, baseURL!, language);
      const orderNo = await placeOrder(baseURL!, buyer.token, redTeamBy('ALIPAY'));
      const amount = await amountOf(baseURL!, buyer.token, orderNo);
      await signedInStaff(page, baseURL!, 'finance');
      await page.goto(`${originOf(baseURL!, language)}/admin/money`);
      await expect(page.getByRole('list', { name: w.awaiting }).getByRole('heading', { name: orderNo })).toHaveCount(0);
      await page.getByLabel(w.reference).fill(orderNo);
      await page.getByLabel(w.amount).fill(String(amount));
      await page.getByRole('button', { name: w.find }).click();
      await expect(page.getByText(w.matches(orderNo, buyer.account.username))).toBeVisible();
      await page.getByRole('button', { name: w.confirm(orderNo) }).click();
      await expect(page.getByRole('button', { name: w.confirm(orderNo) })).toHaveCount(0);
      const paid = await graphWith<{ order: { payStatus: string; paymentType: string } }>(baseURL!, buyer.token, 'query ($no: ID!) { order(orderNo: $no) { payStatus paymentType } }', { no: orderNo });
      expect(paid.order).toEqual({ payStatus: 'PAID', paymentType: 'COMPANY_PAY' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll at 390 px').toBeLessThanOrEqual(390);
    });
  });
}
