import type { Page } from '@playwright/test';
import { expect, graphWith, test } from './fixtures.ts';
import { customerOfFile, openSignedIn, orderRow, text, type Customer } from './center.ts';

// Order management: every state of the customer's orders, the filters, the details, paying an unpaid order.
const customer = customerOfFile();

/** The English texts: the first test reads the user centre in English. */
const en = text.en;
const rowsOf = (page: Page) => page.getByRole('table', { name: en.orders }).locator('tbody tr');

/** Every status by the priority rule: refunded, paid, awaiting staff (with whom to contact), unpaid (with Pay Now). */
const expectEveryStatus = async (page: Page, { orders }: Customer) => {
  await expect(page.getByRole('heading', { name: en.allOrders })).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(6);

  const refunded = orderRow(page, 'en', orders.refundedTrial);
  await expect(refunded).toContainText(en.refunded);
  await expect(refunded).toContainText(en.onePerPerson);
  await expect(refunded).toContainText('Alipay');
  await expect(refunded).toContainText('¥1');
  await expect(refunded.getByRole('button', { name: en.payNow })).toHaveCount(0);
  await expect(orderRow(page, 'en', orders.trial)).toContainText(en.paidState);

  const confirming = orderRow(page, 'en', orders.confirming);
  await expect(confirming).toContainText(en.confirming);
  await expect(confirming).toContainText('Bank transfer');
  await confirming.getByRole('button', { name: en.contactUs }).hover();
  await expect(page.getByRole('tooltip')).toContainText('support@tidewatch.example');
  await expect(page.getByRole('tooltip')).toContainText('TidewatchSupport');

  const unpaid = orderRow(page, 'en', orders.unpaidWeChat);
  await expect(unpaid).toContainText(en.unpaidState);
  await expect(unpaid).toContainText('WeChat Pay');
  await expect(unpaid.getByRole('button', { name: en.payNow })).toBeVisible();

  for (const paid of [orders.redTeam, orders.vulScan]) {
    await expect(orderRow(page, 'en', paid)).toContainText(en.paidState);
    await expect(orderRow(page, 'en', paid).getByRole('button', { name: en.payNow })).toHaveCount(0);
  }
  await expect(orderRow(page, 'en', orders.redTeam).locator('td').nth(3)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(orderRow(page, 'en', orders.redTeam).locator('td').nth(2)).toHaveText(/^¥\d{1,3}(,\d{3})*(\.\d\d)?$/);
};

/** The filter: To be paid (0) and Paid (1), as the graph filters them, then All orders again. */
const expectFilters = async (page: Page, baseURL: string, { orders, token }: Customer) => {
  const numbers = (list: { orderNo: string }[]) => list.map((order) => order.orderNo);
  const filtered = async (payStatus: string) =>
    numbers((await graphWith<{ orders: { items: { orderNo: string }[] } }>(baseURL, token, `{ orders(payStatus: ${payStatus}) { items { orderNo } } }`)).orders.items);
  const filters = page.getByRole('tablist', { name: en.filters });
  await filters.getByRole('tab', { name: en.toBePaid }).click();
  await expect(page).toHaveURL(/\?status=0$/);
  // the heading follows the filter, and the filter's word is the statuses' own
  await expect(page.getByRole('heading', { name: en.toBePaidHeading })).toBeVisible();
  await expect(orderRow(page, 'en', orders.unpaidWeChat)).toContainText(en.toBePaid);
  const toBePaid = await filtered('TO_BE_PAID');
  expect(toBePaid).toEqual(expect.arrayContaining([orders.confirming, orders.unpaidWeChat]));
  expect(toBePaid).not.toContain(orders.redTeam);
  await expect(page.getByRole('table', { name: en.orders }).locator('tbody tr td:first-child')).toHaveText(toBePaid);
  await filters.getByRole('tab', { name: en.paid, exact: true }).click();
  await expect(page).toHaveURL(/\?status=1$/);
  await expect(page.getByRole('heading', { name: en.paidHeading })).toBeVisible();
  await expect(orderRow(page, 'en', orders.redTeam)).toContainText(en.paid);
  const paidOnes = await filtered('PAID');
  expect(paidOnes).toEqual(expect.arrayContaining([orders.redTeam, orders.vulScan, orders.trial]));
  expect(paidOnes).not.toContain(orders.unpaidWeChat);
  await expect(page.getByRole('table', { name: en.orders }).locator('tbody tr td:first-child')).toHaveText(paidOnes);
  await filters.getByRole('tab', { name: en.allOrders }).click();
  await expect(rowsOf(page)).toHaveCount(6);
};

/** The order detail dialog's value for `label`. */
const fact = (page: Page, label: string) =>
  page.getByRole('dialog', { name: en.detailTitle }).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** The detail of the bank transfer awaiting confirmation: every field, and where to send the money. */
const expectTransferDetail = async (page: Page, baseURL: string, { orders, token }: Customer) => {
  const { order } = await graphWith<{
    order: { licenseTypePrice: { amount: number }; orderAmount: { amount: number }; payInfo: { accountName: string; bankName: string; accountNumber: string; orderNote: string } };
  }>(
    baseURL,
    token,
    'query ($no: ID!) { order(orderNo: $no) { licenseTypePrice { amount } orderAmount { amount } payInfo { accountName bankName accountNumber orderNote } } }',
    { no: orders.confirming },
    'en',
  );
  const yuan = (amount: number) => `¥${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount)}`;
  await orderRow(page, 'en', orders.confirming).getByRole('button', { name: en.details }).click();
  const detail = page.getByRole('dialog', { name: en.detailTitle });
  await expect(fact(page, 'Order number')).toHaveText(orders.confirming);
  await expect(fact(page, 'Edition')).toHaveText('Red Team');
  await expect(fact(page, 'Term of validity')).toHaveText('12 months');
  await expect(fact(page, 'Quantity')).toHaveText('2');
  await expect(fact(page, 'Unit price')).toHaveText(yuan(order.licenseTypePrice.amount));
  await expect(fact(page, 'Amount')).toHaveText(`${yuan(order.orderAmount.amount)} RMB`);
  await expect(fact(page, 'Payment method')).toHaveText('Bank transfer');
  await expect(fact(page, 'Status')).toHaveText(en.confirming);
  await expect(fact(page, 'Account name')).toHaveText(order.payInfo.accountName);
  await expect(fact(page, 'Bank name')).toHaveText(order.payInfo.bankName);
  await expect(fact(page, 'Account number')).toHaveText(order.payInfo.accountNumber);
  await expect(fact(page, 'Remittance amount')).toHaveText(yuan(order.orderAmount.amount));
  await expect(fact(page, 'Order note')).toHaveText(order.payInfo.orderNote);
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
};

/** A paid QR order's detail has its transaction number and no bank details. */
const expectQrDetail = async (page: Page, { orders }: Customer) => {
  await orderRow(page, 'en', orders.trial).getByRole('button', { name: en.details }).click();
  await expect(fact(page, 'Term of validity')).toHaveText(/^7 days/);
  await expect(fact(page, 'Payment method')).toHaveText('Alipay');
  await expect(fact(page, 'Transaction number')).not.toBeEmpty();
  await expect(fact(page, 'Account name')).toHaveCount(0);
};

test.describe('order management', () => {
  test('shows every status by the priority rule, filters to be paid and paid, and details a bank transfer', async ({ page, baseURL }) => {
    await openSignedIn(page, baseURL!, 'en', '/center/orderManagement', customer().token);
    await expectEveryStatus(page, customer());
    await expectFilters(page, baseURL!, customer());
    await expectTransferDetail(page, baseURL!, customer());
    await expectQrDetail(page, customer());
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
