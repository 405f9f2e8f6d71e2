import { readFile } from 'node:fs/promises';
import { apiSignIn, confirmTransfer, createAccount, expect, placeOrder, test } from './fixtures.ts';
import { downloadBy, openSignedIn, orderRow } from './center.ts';
import { noSidewaysScroll, screens, texts } from './license-after-sale.ts';

// Receipts (issue #25): a paid order's PDF receipt downloads from order management and from the success page.
let token = '';
test.beforeAll(async () => {
  const baseURL = test.info().project.use.baseURL!;
  token = await apiSignIn(baseURL, await createAccount(baseURL, 'en'));
});

for (const { language, width, height } of screens) {
  test(`a paid order's receipt downloads as a PDF from order management and the success page (${language}, ${width} px)`, async ({ page, baseURL }) => {
    const t = texts[language];
    await page.setViewportSize({ width, height });
    const orderNo = await placeOrder(baseURL!, token, { licenseTypeId: '14', paymentType: 'COMPANY_PAY', quantity: 2, period: 12 });
    await confirmTransfer(baseURL!, orderNo);
    const unpaid = await placeOrder(baseURL!, token, { licenseTypeId: '13', paymentType: 'WECHAT_PAY', quantity: 1, period: 3 });

    await openSignedIn(page, baseURL!, language, '/center/orderManagement', token);
    const row = orderRow(page, language, orderNo);
    const download = await downloadBy(page, row.getByRole('button', { name: t.receipt(orderNo) }));
    expect(download.suggestedFilename()).toBe(`Tidewatch-receipt-${orderNo}.pdf`);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    // an unpaid order has none
    await expect(orderRow(page, language, unpaid).getByRole('button', { name: t.receipt(unpaid) })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`orders-${language}-${width}.png`), fullPage: true });
    await noSidewaysScroll(page);

    await page.goto(`${new URL(page.url()).origin}/buy/payResultSuccess/0?orderNo=${encodeURIComponent(orderNo)}`);
    const again = await downloadBy(page, page.getByRole('button', { name: t.receipt(orderNo) }));
    expect(again.suggestedFilename()).toBe(`Tidewatch-receipt-${orderNo}.pdf`);
    await noSidewaysScroll(page);
  });
}
