import type { Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN, expect, graphWith, originOf, placeOrder, signedInBuyer, signedInStaff, test, upstreamOf, type Language } from './fixtures.ts';
import { paidOrder, redTeamBy } from './buyer-orders.ts';

// Issue #33, the back office's money: a finance person confirms a bank transfer from the statement's reference and
// amount; a refund one finance person requests waits for a second, and only then reaches the provider; a reviewer's
// refund is refused by the server, whatever page asks.
const words = {
  zh: {
    reference: '流水上的附言',
    amount: '流水上的金额',
    find: '查找订单',
    amountDiffers: (no: string) => `附言指向订单 ${no}，但金额不符`,
    matches: (no: string) => `与 ${'{buyer}'} 的订单 ${no} 相符`,
    confirm: (no: string) => `确认订单 ${no} 的转账`,
    refunds: '退款',
    orderNo: '订单号',
    reason: '退款理由',
    request: '申请退款',
    waiting: '等待第二人批准',
    approve: (no: string) => `批准订单 ${no} 的退款`,
    refunded: '支付渠道已退款',
  },
  en: {
    reference: 'Reference on the statement',
    amount: 'Amount on the statement',
    find: 'Find the order',
    amountDiffers: (no: string) => `The reference names order ${no}, but the amount differs`,
    matches: (no: string) => `Matches order ${no} of {buyer}`,
    confirm: (no: string) => `Confirm transfer for ${no}`,
    refunds: 'Refunds',
    orderNo: 'Order number',
    reason: 'Reason for the refund',
    request: 'Request refund',
    waiting: 'Waiting for a second person',
    approve: (no: string) => `Approve refund of ${no}`,
    refunded: 'Refunded by the provider',
  },
} as const;

/** The order as its buyer's graph sees it: paid or not, refunded (trade status 4) or not. */
const buyersOrder = async (baseURL: string, token: string, orderNo: string) =>
  (await graphWith<{ order: { payStatus: string; tradeStatus: number | null } }>(baseURL, token, 'query ($no: ID!) { order(orderNo: $no) { payStatus tradeStatus } }', { no: orderNo })).order;

/** What the bank statement says of a transfer for `orderNo`: its amount, as the order has it. */
const amountOf = async (baseURL: string, orderNo: string) => {
  const answer = await fetch(`${upstreamOf(baseURL)}/api/staff/money/transfers`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  const { data } = (await answer.json()) as { data: { orderNo: string; amount: number }[] };
  return data.find((one) => one.orderNo === orderNo)!.amount;
};

const fitsWidth = async (page: Page, width: number) => {
  await page.setViewportSize({ width, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
};

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`the back office's money (${language})`, () => {
    const w = words[language];

    test("a finance person confirms a transfer from the statement, and the buyer's order is paid", async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const buyer = await signedInBuyer(page, baseURL!, language);
      const orderNo = await placeOrder(baseURL!, buyer.token, redTeamBy('COMPANY_PAY'));
      const amount = await amountOf(baseURL!, orderNo);
      await signedInStaff(page, baseURL!, 'finance');
      await page.goto(`${originOf(baseURL!, language)}/admin/money`);
      await page.getByLabel(w.reference).fill(orderNo);
      await page.getByLabel(w.amount).fill(String(amount - 1));
      await page.getByRole('button', { name: w.find }).click();
      await expect(page.getByText(w.amountDiffers(orderNo))).toBeVisible();
      await expect(page.getByRole('button', { name: w.confirm(orderNo) })).toBeDisabled();
      await page.getByLabel(w.amount).fill(String(amount));
      await page.getByRole('button', { name: w.find }).click();
      await expect(page.getByText(w.matches(orderNo).replace('{buyer}', buyer.account.username))).toBeVisible();
      await page.getByRole('button', { name: w.confirm(orderNo) }).click();
      await expect(page.getByRole('heading', { level: 3, name: orderNo })).toHaveCount(0);
      expect((await buyersOrder(baseURL!, buyer.token, orderNo)).payStatus).toBe('PAID');
      await fitsWidth(page, 390);
    });

    test('a refund one finance person requests waits for a second, then reaches the provider', async ({ page, browser, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      const buyer = await signedInBuyer(page, baseURL!, language);
      const orderNo = await paidOrder(baseURL!, buyer.token);
      const first = await signedInStaff(page, baseURL!, 'finance');
      await page.goto(`${originOf(baseURL!, language)}/admin/money`);
      await page.getByRole('tab', { name: w.refunds }).click();
      await page.getByLabel(w.orderNo).fill(orderNo);
      await page.getByLabel(w.reason).fill('Bought the wrong edition');
      await page.getByRole('button', { name: w.request }).click();
      const mine = page.locator(`li[data-order="${orderNo}"]`);
      await expect(mine).toContainText(w.waiting);
      await expect(mine).toContainText(first.username);
      await expect(mine.getByRole('button', { name: w.approve(orderNo) })).toHaveCount(0);
      expect((await buyersOrder(baseURL!, buyer.token, orderNo)).tradeStatus).not.toBe(4);

      const second = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const other = await second.newPage();
      await signedInStaff(other, baseURL!, 'finance');
      await other.goto(`${originOf(baseURL!, language)}/admin/money`);
      await other.getByRole('tab', { name: w.refunds }).click();
      await other.getByRole('button', { name: w.approve(orderNo) }).click();
      await expect(other.locator(`li[data-order="${orderNo}"]`)).toContainText(w.refunded);
      await second.close();

      expect((await buyersOrder(baseURL!, buyer.token, orderNo)).tradeStatus).toBe(4);
      await page.reload();
      await page.getByRole('tab', { name: w.refunds }).click();
      await expect(mine).toContainText(w.refunded);
      await fitsWidth(page, 390);
    });

    test("a reviewer's refund request is refused by the server: FORBIDDEN through the graph", async ({ page, baseURL }) => {
      const buyer = await signedInBuyer(page, baseURL!, language);
      const orderNo = await paidOrder(baseURL!, buyer.token);
      const { token } = await signedInStaff(page, baseURL!, 'reviewer');
      const response = await fetch(`${baseURL}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-locale': language },
        body: JSON.stringify({ query: 'mutation ($no: String!) { staffRequestRefund(orderNo: $no, reason: "mine") { id } }', variables: { no: orderNo } }),
      });
      const answer = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await buyersOrder(baseURL!, buyer.token, orderNo)).tradeStatus).not.toBe(4);
    });
  });
}
