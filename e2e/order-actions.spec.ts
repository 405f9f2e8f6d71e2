import { REFUND_DAYS } from '../contract/rules.ts';
import { adminCli, expect, placeOrder, signedInBuyer, test, type Language } from './fixtures.ts';
import { cancelThroughGraph, graphAnswer, paidDaysAgo, paidOrder, redTeamBy, refundThroughGraph } from './buyer-orders.ts';
import { text } from './purchase.ts';

// Issue #32: the buyer's own actions in order management — cancel an unpaid order, ask for the refund of a paid one
// within the refund period the agreement states (staff grant it; the licence stays until then).
const words = {
  zh: {
    cancel: (no: string) => `取消订单 ${no}`,
    cancelTitle: '确认取消该订单？',
    cancelConfirm: '取消订单',
    cancelled: '已取消',
    cannotPay: '该订单已取消，无法再支付',
    paidCannotCancel: '该订单已支付，无法取消。您可以申请退款',
    refund: (no: string) => `申请订单 ${no} 退款`,
    refundTitle: '确认申请退款？',
    refundConfirm: '申请退款',
    reason: '原因（选填）',
    requested: '已申请退款',
    askedAlready: '该订单已申请过退款',
    periodOver: new RegExp(`^退款须在付款后 ${REFUND_DAYS} 天内申请；该订单的退款期限已于 .+ 结束$`),
  },
  en: {
    cancel: (no: string) => `Cancel order ${no}`,
    cancelTitle: 'Cancel this order?',
    cancelConfirm: 'Cancel order',
    cancelled: 'Cancelled',
    cannotPay: 'This order has been cancelled and can no longer be paid',
    paidCannotCancel: 'This order has been paid, so it cannot be cancelled. You may ask for a refund instead',
    refund: (no: string) => `Request a refund of order ${no}`,
    refundTitle: 'Request a refund?',
    refundConfirm: 'Request a refund',
    reason: 'Reason (optional)',
    requested: 'Refund requested',
    askedAlready: 'A refund of this order has already been requested',
    periodOver: new RegExp(`^Refunds can be requested within ${REFUND_DAYS} days of payment; the period for this order ended on .+$`),
  },
} as const;

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`the buyer's own order actions (${language})`, () => {
    const w = words[language];
    const t = text[language];

    test('an unpaid order is cancelled after a confirmation, and can then no longer be paid', async ({ page, baseURL }) => {
      const { token, origin } = await signedInBuyer(page, baseURL!, language);
      const orderNo = await placeOrder(baseURL!, token, redTeamBy('WECHAT_PAY'));
      await page.goto(`${origin}/center/orderManagement`);
      const row = page.getByRole('row').filter({ hasText: orderNo });
      await row.getByRole('button', { name: w.cancel(orderNo) }).click();
      const dialog = page.getByRole('dialog', { name: w.cancelTitle });
      await dialog.getByRole('button', { name: w.cancelConfirm, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row.locator('[data-state="CANCELLED"]')).toHaveText(w.cancelled);
      await expect(row.getByRole('button', { name: t.payNow })).toHaveCount(0);
      await expect(row.getByRole('button', { name: w.cancel(orderNo) })).toHaveCount(0);

      const pay = await graphAnswer(baseURL!, token, 'query ($no: ID!) { order(orderNo: $no) { payInfo(paymentType: WECHAT_PAY) { qrcodeUrl } } }', { no: orderNo }, language);
      expect(pay.messages).toEqual([w.cannotPay]);
    });

    test('a paid order cannot be cancelled, and of parallel cancels of an unpaid one exactly one succeeds', async ({ page, baseURL }) => {
      const { token, origin } = await signedInBuyer(page, baseURL!, language);
      const paid = await paidOrder(baseURL!, token);
      expect((await cancelThroughGraph(baseURL!, token, paid, language)).messages).toEqual([w.paidCannotCancel]);
      await page.goto(`${origin}/center/orderManagement`);
      const paidRow = page.getByRole('row').filter({ hasText: paid });
      await expect(paidRow.locator('[data-state="PAID"]')).toBeVisible();
      await expect(paidRow.getByRole('button', { name: w.cancel(paid) })).toHaveCount(0);

      const unpaid = await placeOrder(baseURL!, token, redTeamBy('ALIPAY'));
      const answers = await Promise.all([1, 2, 3].map(() => cancelThroughGraph(baseURL!, token, unpaid, language)));
      expect(answers.filter((answer) => answer.messages.length === 0)).toHaveLength(1);
      expect(answers.flatMap((answer) => answer.messages)).toEqual([w.cannotPay, w.cannotPay]);
    });

    test('a refund of a paid order is asked within the period, shown on the order, and listed for staff', async ({ page, baseURL }) => {
      const { token, origin } = await signedInBuyer(page, baseURL!, language);
      const orderNo = await paidOrder(baseURL!, token);
      await page.goto(`${origin}/center/orderManagement`);
      const row = page.getByRole('row').filter({ hasText: orderNo });
      await row.getByRole('button', { name: w.refund(orderNo) }).click();
      const dialog = page.getByRole('dialog', { name: w.refundTitle });
      await dialog.getByLabel(w.reason).fill('Bought the wrong edition');
      await dialog.getByRole('button', { name: w.refundConfirm, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row.locator('[data-state="REFUND_REQUESTED"]')).toHaveText(w.requested);
      await expect(row.getByRole('button', { name: w.refund(orderNo) })).toHaveCount(0);

      expect((await refundThroughGraph(baseURL!, token, orderNo, language)).messages).toEqual([w.askedAlready]);
      expect(adminCli(baseURL!, 'refund-requests')).toMatch(new RegExp(`${orderNo}.*Bought the wrong edition`));
    });

    test('past the refund period no refund is offered, and one asked is refused saying when the period ended', async ({ page, baseURL }) => {
      const { token, origin } = await signedInBuyer(page, baseURL!, language);
      const orderNo = await paidOrder(baseURL!, token);
      await paidDaysAgo(baseURL!, orderNo, REFUND_DAYS + 1);
      await page.goto(`${origin}/center/orderManagement`);
      const row = page.getByRole('row').filter({ hasText: orderNo });
      await expect(row.locator('[data-state="PAID"]')).toBeVisible();
      await expect(row.getByRole('button', { name: t.payNow })).toHaveCount(0);
      await expect(row.getByRole('button', { name: w.refund(orderNo) })).toHaveCount(0);
      const [message] = (await refundThroughGraph(baseURL!, token, orderNo, language)).messages;
      expect(message).toMatch(w.periodOver);
    });
  });
}
