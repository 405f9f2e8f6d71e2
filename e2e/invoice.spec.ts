import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { confirmTransfer, expect, placeOrder, settleAnimations, test, type Language } from './fixtures.ts';
import { downloadBy, orderRow } from './center.ts';
import { noSidewaysScroll, texts } from './license-after-sale.ts';
import { expectNoAxeViolations } from './axe.ts';
import { approveOnSandbox, onRedTeamOrderForm, orderNoOf } from './purchase.ts';

// Invoices for companies (issue #32): company details at checkout, paid in the sandbox, the receipt downloads as an
// invoice carrying them and its number; once issued, order management shows it fixed and refuses a change.

const words = {
  zh: {
    toggle: '开具企业发票（选填）',
    company: '发票抬头',
    taxNumber: '纳税人识别号',
    address: '公司地址',
    taxMissing: '请输入纳税人识别号',
    buyer: { company: '潮汐网络安全有限公司', taxNumber: '91310000MA1FL8XQ3K', address: '上海市浦东新区世纪大道 100 号' },
    invoiceTitle: '发票',
    details: '查看详情',
    issuedNote: '发票一经开具不再修改；如需更正，请联系我们开具红字发票。',
    save: '保存发票信息',
    refused: (orderNo: string) => `订单 ${orderNo} 的收据已开具，不能再添加或修改发票信息`,
    orders: '订单',
  },
  en: {
    toggle: 'Invoice details for a company (optional)',
    company: 'Company name on the invoice',
    taxNumber: 'Tax number (VAT/GST id)',
    address: 'Company address',
    taxMissing: 'Please enter the tax number (VAT/GST id) for the invoice',
    buyer: { company: 'Harbour Security GmbH', taxNumber: 'DE123456789', address: 'Hafenstraße 1, 20457 Hamburg' },
    invoiceTitle: 'Invoice',
    details: 'View details',
    issuedNote: 'An issued invoice is never changed; for a correction, please contact us and we will issue a credit note.',
    save: 'Save invoice details',
    refused: (orderNo: string) => `The receipt of order ${orderNo} has been issued, so invoice details can no longer be added or changed`,
    orders: 'Orders',
  },
} as const;

/** The text of a PDF as a reader extracts it (pdfjs-dist), all pages. */
const pdfText = async (bytes: Uint8Array) => {
  const document = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= document.numPages; n++) for (const item of (await (await document.getPage(n)).getTextContent()).items) if ('str' in item) parts.push(item.str);
  await document.destroy();
  return parts.join('\n');
};

/** Pays the placed order in the sandbox: WeChat Pay from the checkstand in Chinese, PayPal's page in English. */
const payInSandbox = async (page: Page, context: BrowserContext, language: Language) => {
  if (language === 'zh') {
    await expect(page).toHaveURL(/\/buy\/checkStand\/[^/]+\/0$/);
    const orderNo = orderNoOf(page);
    await approveOnSandbox(page, context, 'zh');
    return orderNo;
  }
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  const orderNo = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await page.getByRole('button', { name: 'Approve payment', exact: true }).click();
  return orderNo;
};

for (const language of ['zh', 'en'] as const) {
  test(`a company's invoice: details at checkout, paid, downloaded with its number, then fixed (${language})`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const w = words[language];
    const { t, form, origin, token } = await onRedTeamOrderForm(page, baseURL!, language);
    // the section is folded until asked for
    await expect(form.getByLabel(w.company, { exact: true })).toBeHidden();
    await form.getByRole('button', { name: w.toggle }).click();
    await form.getByLabel(w.company, { exact: true }).fill(w.buyer.company);
    // half the details: the form says what is missing, in the page's language
    await form.getByRole('button', { name: t.next }).click();
    await expect(form.getByText(w.taxMissing)).toBeVisible();
    await form.getByLabel(w.taxNumber, { exact: true }).fill(w.buyer.taxNumber);
    await form.getByLabel(w.address, { exact: true }).fill(w.buyer.address);
    await form.getByRole('button', { name: t.next }).click();
    await form.getByRole('button', { name: t.pay, exact: true }).click();

    const orderNo = await payInSandbox(page, context, language);
    await expect(page).toHaveURL(`${origin}/buy/payResultSuccess/0?orderNo=${encodeURIComponent(orderNo)}`);
    const download = await downloadBy(page, page.getByRole('button', { name: texts[language].receipt(orderNo) }));
    expect(download.suggestedFilename()).toMatch(/^Tidewatch-invoice-INV-\d{4}-\d{6}\.pdf$/);
    const invoiceNo = /INV-\d{4}-\d{6}/.exec(download.suggestedFilename())![0];
    const text = await pdfText(new Uint8Array(await readFile((await download.path())!)));
    for (const shown of [w.invoiceTitle, invoiceNo, w.buyer.company, w.buyer.taxNumber, w.buyer.address, orderNo]) expect(text).toContain(shown);

    // order management: the issued invoice, fixed
    await page.goto(`${origin}/center/orderManagement`);
    await orderRow(page, language, orderNo).getByRole('button', { name: w.details }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('region', { name: language === 'zh' ? '发票信息' : 'Invoice details' })).toContainText(invoiceNo);
    await expect(dialog).toContainText(w.issuedNote);
    await expect(dialog.getByRole('button', { name: w.save })).toHaveCount(0);

    // a paid order still open to details: its receipt is issued meanwhile (another tab), so the change is refused
    const later = await placeOrder(baseURL!, token, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 1, period: 3 });
    await confirmTransfer(baseURL!, later);
    await page.reload();
    await orderRow(page, language, later).getByRole('button', { name: w.details }).click();
    await dialog.getByLabel(w.company, { exact: true }).fill(w.buyer.company);
    await dialog.getByLabel(w.taxNumber, { exact: true }).fill(w.buyer.taxNumber);
    const receipt = await fetch(`${baseURL}/api/order/receipt?order_no=${encodeURIComponent(later)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(receipt.status).toBe(200);
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(dialog.getByRole('alert')).toHaveText(w.refused(later));
  });
}

for (const language of ['zh', 'en'] as const) {
  test(`the invoice fields fit a 390 px phone and pass axe, on the order form and in order management (${language})`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const w = words[language];
    await page.setViewportSize({ width: 390, height: 844 });
    const { form, token } = await onRedTeamOrderForm(page, baseURL!, language);
    await form.getByRole('button', { name: w.toggle }).click();
    await expect(form.getByRole('button', { name: w.toggle })).toHaveAttribute('aria-expanded', 'true');
    await form.getByLabel(w.company, { exact: true }).fill(w.buyer.company);
    await form.getByLabel(w.taxNumber, { exact: true }).fill('12');
    await form.getByLabel(w.taxNumber, { exact: true }).blur();
    await noSidewaysScroll(page);
    // the price summary fades while it is repriced: axe judges the settled page
    await expect(page.getByRole('region', { name: language === 'zh' ? '订单摘要' : 'Order summary' })).toHaveAttribute('aria-busy', 'false');
    await settleAnimations(page);
    await form.getByRole('group', { name: language === 'zh' ? '发票信息' : 'Invoice details' }).screenshot({ path: test.info().outputPath(`invoice-fields-${language}-390.png`) });
    await expectNoAxeViolations(page);

    const orderNo = await placeOrder(baseURL!, token, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 1, period: 3 });
    await confirmTransfer(baseURL!, orderNo);
    await page.goto(`${new URL(page.url()).origin}/center/orderManagement`);
    await orderRow(page, language, orderNo).getByRole('button', { name: w.details }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: w.save })).toBeVisible();
    await noSidewaysScroll(page);
    await page.getByRole('dialog').screenshot({ path: test.info().outputPath(`invoice-editor-${language}-390.png`) });
    // axe checks the page the test ends on: order management with the editor open
  });
}
