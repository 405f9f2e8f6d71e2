import { expect, placeOrder, refundByTwo, signedInBuyer, test, type Language } from './fixtures.ts';
import { cancelThroughGraph, paidOrder, redTeamBy } from './buyer-orders.ts';
import { checkPage, PHONE } from './a11y.ts';
import { text } from './purchase.ts';

// Issue #32: every result page says what the order it names is (paid, unpaid, refunded, cancelled, unknown). Before,
// /buy/pay showed a paid order's bank details, payResultError called a paid order failed, and payResultSuccess called
// an order that does not exist paid.
const words = {
  zh: {
    paid: '该订单已支付',
    notFound: '订单不存在',
    notPaid: '该订单尚未支付',
    payIt: '支付该订单',
    refunded: '该订单已退款',
    cancelled: '该订单已取消',
    cancelledSays: /^订单 \S+ 已取消，无法再支付/,
    newOrder: '重新下单',
    orders: '订单管理',
    payTitle: '支付订单',
    remittance: '汇款金额',
    transfer: '对公转账付款',
  },
  en: {
    paid: 'This order is paid',
    notFound: 'Order not found',
    notPaid: 'This order is not paid yet',
    payIt: 'Pay this order',
    refunded: 'This order was refunded',
    cancelled: 'This order was cancelled',
    cancelledSays: /^Order \S+ was cancelled and can no longer be paid/,
    newOrder: 'Place a new order',
    orders: 'Order management',
    payTitle: 'Pay for your order',
    remittance: 'Remittance amount',
    transfer: 'Pay by bank transfer',
  },
} as const;

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`result pages tell the truth (${language})`, () => {
    const w = words[language];
    const t = text[language];

    test('a paid order’s bank-transfer and payment-failed pages say it is paid, with nothing to remit', async ({ page, baseURL }) => {
      const { token, origin } = await signedInBuyer(page, baseURL!, language);
      const orderNo = await paidOrder(baseURL!, token);
      await page.goto(`${origin}/buy/pay?orderNo=${orderNo}`);
      await expect(page.getByRole('heading', { level: 1, name: w.paid })).toBeVisible();
      await expect(page.getByText(w.remittance)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: w.transfer })).toHaveCount(0);

      await page.goto(`${origin}/buy/payResultError/${orderNo}`);
      await expect(page.getByRole('heading', { level: 1, name: w.paid })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.failed })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.payNow })).toHaveCount(0);
    });

    test('the success page calls an order that does not exist unknown, and an unpaid one unpaid', async ({ page, baseURL }) => {
      const { token, origin } = await signedInBuyer(page, baseURL!, language);
      await page.goto(`${origin}/buy/payResultSuccess/0?orderNo=TW20990101000000000000`);
      await expect(page.getByRole('heading', { level: 1, name: w.notFound })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.success })).toHaveCount(0);

      const unpaid = await placeOrder(baseURL!, token, redTeamBy('WECHAT_PAY'));
      await page.goto(`${origin}/buy/payResultSuccess/0?orderNo=${unpaid}`);
      await expect(page.getByRole('heading', { level: 1, name: w.notPaid })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.success })).toHaveCount(0);
      await expect(page.getByRole('link', { name: w.payIt })).toHaveAttribute('href', `/buy/checkStand/${unpaid}/0`);
    });

    test('a refunded order and a cancelled one are named as such on the result pages', async ({ page, baseURL }) => {
      const { token, origin } = await signedInBuyer(page, baseURL!, language);
      const refunded = await paidOrder(baseURL!, token);
      await refundByTwo(baseURL!, refunded);
      await page.goto(`${origin}/buy/payResultSuccess/0?orderNo=${refunded}`);
      await expect(page.getByRole('heading', { level: 1, name: w.refunded })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.success })).toHaveCount(0);

      const cancelled = await placeOrder(baseURL!, token, redTeamBy('COMPANY_PAY'));
      expect((await cancelThroughGraph(baseURL!, token, cancelled, language)).messages).toEqual([]);
      await page.goto(`${origin}/buy/pay?orderNo=${cancelled}`);
      await expect(page.getByRole('heading', { level: 1, name: w.cancelled })).toBeVisible();
      await expect(page.getByText(w.remittance)).toHaveCount(0);
    });

    test('the checkstand and the bank-transfer page of a cancelled order say it was cancelled and offer a new order, at 390 px', async ({ page, baseURL }) => {
      await page.setViewportSize(PHONE);
      const { token, origin } = await signedInBuyer(page, baseURL!, language);
      const cancelled = await placeOrder(baseURL!, token, redTeamBy('WECHAT_PAY'));
      expect((await cancelThroughGraph(baseURL!, token, cancelled, language)).messages).toEqual([]);
      for (const address of [`/buy/checkStand/${cancelled}/0`, `/buy/pay?orderNo=${cancelled}`]) {
        await page.goto(`${origin}${address}`);
        await expect(page.getByRole('heading', { level: 1, name: w.cancelled })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: w.cancelledSays })).toContainText(cancelled);
        await expect(page.getByRole('link', { name: w.newOrder })).toHaveAttribute('href', '/sale');
        await expect(page.getByRole('main').getByRole('link', { name: w.orders, exact: true })).toHaveAttribute('href', '/center/orderManagement');
        // nothing to pay: no payment panel, no amount to remit, no upstream refusal in a toast
        await expect(page.getByRole('heading', { name: w.payTitle })).toHaveCount(0);
        await expect(page.getByText(w.remittance)).toHaveCount(0);
        await expect(page.locator('[data-toast]')).toHaveCount(0);
        await checkPage(page, `${address} of a cancelled order (${language})`);
      }
    });
  });
}
