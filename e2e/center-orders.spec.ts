import { expect, graphWith, test } from './fixtures.ts';
import { customerOfFile, openSignedIn, orderRow, text } from './center.ts';

// Order management: every state of the customer's orders, the filters, the details, paying an unpaid order.
const customer = customerOfFile();

test.describe('order management', () => {
  test('shows every status by the priority rule, filters to be paid and paid, and details a bank transfer', async ({ page, baseURL }) => {
    const t = text.en;
    const { orders } = customer();
    await openSignedIn(page, baseURL!, 'en', '/center/orderManagement', customer().token);
    await expect(page.getByRole('heading', { name: t.allOrders })).toBeVisible();
    const rows = page.getByRole('table', { name: t.orders }).locator('tbody tr');
    await expect(rows).toHaveCount(6);

    const refunded = orderRow(page, 'en', orders.refundedTrial);
    await expect(refunded).toContainText(t.refunded);
    await expect(refunded).toContainText(t.onePerPerson);
    await expect(refunded).toContainText('Alipay');
    await expect(refunded).toContainText('¥1');
    await expect(refunded.getByRole('button', { name: t.payNow })).toHaveCount(0);
    await expect(orderRow(page, 'en', orders.trial)).toContainText(t.paidState);

    const confirming = orderRow(page, 'en', orders.confirming);
    await expect(confirming).toContainText(t.confirming);
    await expect(confirming).toContainText('Bank transfer');
    await confirming.getByRole('button', { name: t.contactUs }).hover();
    await expect(page.getByRole('tooltip')).toContainText('support@tidewatch.example');
    await expect(page.getByRole('tooltip')).toContainText('TidewatchSupport');

    const unpaid = orderRow(page, 'en', orders.unpaidWeChat);
    await expect(unpaid).toContainText(t.unpaidState);
    await expect(unpaid).toContainText('WeChat Pay');
    await expect(unpaid.getByRole('button', { name: t.payNow })).toBeVisible();

    for (const paid of [orders.redTeam, orders.vulScan]) {
      await expect(orderRow(page, 'en', paid)).toContainText(t.paidState);
      await expect(orderRow(page, 'en', paid).getByRole('button', { name: t.payNow })).toHaveCount(0);
    }
    await expect(orderRow(page, 'en', orders.redTeam).locator('td').nth(3)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(orderRow(page, 'en', orders.redTeam).locator('td').nth(2)).toHaveText(/^¥\d{1,3}(,\d{3})*(\.\d\d)?$/);

    // the filter: To be paid (0) and Paid (1), as the graph filters them
    const numbers = (list: { orderNo: string }[]) => list.map((order) => order.orderNo);
    const filtered = async (payStatus: string) =>
      numbers((await graphWith<{ orders: { items: { orderNo: string }[] } }>(baseURL!, customer().token, `{ orders(payStatus: ${payStatus}) { items { orderNo } } }`)).orders.items);
    const filters = page.getByRole('tablist', { name: t.filters });
    await filters.getByRole('tab', { name: t.toBePaid }).click();
    await expect(page).toHaveURL(/\?status=0$/);
    // the heading follows the filter, and the filter's word is the statuses' own
    await expect(page.getByRole('heading', { name: t.toBePaidHeading })).toBeVisible();
    await expect(orderRow(page, 'en', orders.unpaidWeChat)).toContainText(t.toBePaid);
    const toBePaid = await filtered('TO_BE_PAID');
    expect(toBePaid).toEqual(expect.arrayContaining([orders.confirming, orders.unpaidWeChat]));
    expect(toBePaid).not.toContain(orders.redTeam);
    await expect(page.getByRole('table', { name: t.orders }).locator('tbody tr td:first-child')).toHaveText(toBePaid);
    await filters.getByRole('tab', { name: t.paid, exact: true }).click();
    await expect(page).toHaveURL(/\?status=1$/);
    await expect(page.getByRole('heading', { name: t.paidHeading })).toBeVisible();
    await expect(orderRow(page, 'en', orders.redTeam)).toContainText(t.paid);
    const paidOnes = await filtered('PAID');
    expect(paidOnes).toEqual(expect.arrayContaining([orders.redTeam, orders.vulScan, orders.trial]));
    expect(paidOnes).not.toContain(orders.unpaidWeChat);
    await expect(page.getByRole('table', { name: t.orders }).locator('tbody tr td:first-child')).toHaveText(paidOnes);
    await filters.getByRole('tab', { name: t.allOrders }).click();
    await expect(rows).toHaveCount(6);

    // the detail of the bank transfer awaiting confirmation: every field, and where to send the money
    const { order } = await graphWith<{
      order: { licenseTypePrice: { amount: number }; orderAmount: { amount: number }; payInfo: { accountName: string; bankName: string; accountNumber: string; orderNote: string } };
    }>(
      baseURL!,
      customer().token,
      'query ($no: ID!) { order(orderNo: $no) { licenseTypePrice { amount } orderAmount { amount } payInfo { accountName bankName accountNumber orderNote } } }',
      { no: orders.confirming },
      'en',
    );
    const yuan = (amount: number) => `¥${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount)}`;
    await confirming.getByRole('button', { name: t.details }).click();
    const detail = page.getByRole('dialog', { name: t.detailTitle });
    const fact = (label: string) => detail.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(fact('Order number')).toHaveText(orders.confirming);
    await expect(fact('Edition')).toHaveText('Red Team');
    await expect(fact('Term of validity')).toHaveText('12 months');
    await expect(fact('Quantity')).toHaveText('2');
    await expect(fact('Unit price')).toHaveText(yuan(order.licenseTypePrice.amount));
    await expect(fact('Amount')).toHaveText(`${yuan(order.orderAmount.amount)} RMB`);
    await expect(fact('Payment method')).toHaveText('Bank transfer');
    await expect(fact('Status')).toHaveText(t.confirming);
    await expect(fact('Account name')).toHaveText(order.payInfo.accountName);
    await expect(fact('Bank name')).toHaveText(order.payInfo.bankName);
    await expect(fact('Account number')).toHaveText(order.payInfo.accountNumber);
    await expect(fact('Remittance amount')).toHaveText(yuan(order.orderAmount.amount));
    await expect(fact('Order note')).toHaveText(order.payInfo.orderNote);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();

    // a paid QR order's detail has its transaction number and no bank details
    await orderRow(page, 'en', orders.trial).getByRole('button', { name: t.details }).click();
    await expect(fact('Term of validity')).toHaveText(/^7 days/);
    await expect(fact('Payment method')).toHaveText('Alipay');
    await expect(fact('Transaction number')).not.toBeEmpty();
    await expect(fact('Account name')).toHaveCount(0);
  });

  test('in Chinese: the statuses read in Chinese, and Pay Now on the unpaid WeChat order reaches the checkstand', async ({ page, baseURL }) => {
    const t = text.zh;
    const { orders } = customer();
    const origin = await openSignedIn(page, baseURL!, 'zh', '/center/orderManagement', customer().token);
    await expect(orderRow(page, 'zh', orders.refundedTrial)).toContainText(t.refunded);
    await expect(orderRow(page, 'zh', orders.refundedTrial)).toContainText(t.onePerPerson);
    await expect(orderRow(page, 'zh', orders.confirming)).toContainText(t.confirming);
    await expect(orderRow(page, 'zh', orders.confirming)).toContainText('对公转账');
    await expect(orderRow(page, 'zh', orders.redTeam)).toContainText(t.paidState);
    await expect(orderRow(page, 'zh', orders.unpaidWeChat)).toContainText(t.unpaidState);
    await expect(orderRow(page, 'zh', orders.unpaidWeChat)).toContainText('微信支付');

    await orderRow(page, 'zh', orders.unpaidWeChat).getByRole('button', { name: t.payNow }).click();
    await expect(page).toHaveURL(`${origin}/buy/checkStand/${orders.unpaidWeChat}/0`);
  });
});
