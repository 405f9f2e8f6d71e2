import type { Page } from '@playwright/test';
import { expect, payByQr, placeOrder, signedInBuyer, test } from './fixtures.ts';

const TRIAL = { licenseTypeId: '16', paymentType: 'ALIPAY', quantity: 1, period: -1, company: 'Acme', position: 'Engineer', use: 'Research' } as const;

/**
 * The names of the GraphQL operations the page sends over HTTP, in order, and whether its pay-status
 * subscription has gone out over the WebSocket.
 */
const watchOperations = (page: Page) => {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    operations.push((JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '(anonymous)');
  });
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framesent', (frame) => frames.push(String(frame.payload))));
  return { operations, subscribed: () => frames.some((frame) => frame.includes('orderPayStatus')) };
};

test.describe('the checkstand after payment', () => {
  test('shows a second one-yuan trial refunded from the pay-status event alone, with no query after it subscribed', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const { token, origin } = await signedInBuyer(page, baseURL!, 'en');
    await payByQr(baseURL!, token, await placeOrder(baseURL!, token, TRIAL));
    const second = await placeOrder(baseURL!, token, TRIAL);
    const watched = watchOperations(page);

    await page.goto(`${origin}/buy/checkStand/${second}/1`);
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect.poll(watched.subscribed).toBe(true);
    const before = watched.operations.length;

    await payByQr(baseURL!, token, second);
    await expect(page.getByRole('alert')).toHaveText('Limit one purchase per person.');
    expect(watched.operations.slice(before)).toEqual([]);
  });

  test('goes to the success page on the paid event: the next query is the success page’s own, never a second look at the order', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const { token, origin } = await signedInBuyer(page, baseURL!, 'en');
    const orderNo = await placeOrder(baseURL!, token, { licenseTypeId: '13', paymentType: 'ALIPAY', quantity: 1, period: 3 });
    const watched = watchOperations(page);

    await page.goto(`${origin}/buy/checkStand/${orderNo}/0`);
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect.poll(watched.subscribed).toBe(true);
    const before = watched.operations.length;

    await payByQr(baseURL!, token, orderNo);
    await expect(page).toHaveURL(`${origin}/buy/payResultSuccess/0?orderNo=${encodeURIComponent(orderNo)}`);
    await expect(page.getByRole('region', { name: 'What you paid for' })).toContainText(orderNo);
    expect(watched.operations.slice(before)).toEqual(['PaidOrderFacts']);
  });
});
