import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { importSPKI, jwtVerify } from 'jose';
import { apiSignIn, confirmTransfer, createAccount, expect, graphWith, originOf, payByQr, placeOrder, storeSession, test, upstreamOf, type Language } from './fixtures.ts';

// The user centre's specs (center-*.spec.ts): their texts, their customer and the helpers they share.

/** The user centre's texts (client/src/locales/zh/messages.po and the upstream's labels). */
export const text = {
  zh: {
    licenses: '许可证',
    available: '可分配的许可证',
    all: '全部',
    export: '导出',
    noData: '暂无数据',
    copy: '复制激活码',
    copied: '成功！',
    generate: '生成',
    dialog: '生成许可证',
    part: (n: number) => `MID 第 ${n} 段`,
    byMail: '发送许可证到邮箱',
    email: '邮箱',
    generateAndSend: '生成并发送',
    emailRequired: '请输入邮箱。',
    emailIncorrect: '请输入正确的邮箱地址。',
    sent: '发送成功',
    close: '关闭',
    orders: '订单',
    refunded: '已退款',
    onePerPerson: '每人限购一次。',
    confirming: '人工确认中',
    paidState: '已支付',
    unpaidState: '待支付',
    payNow: '立即支付',
  },
  en: {
    licenses: 'Licenses',
    available: 'Licenses available for distribution',
    all: 'All',
    export: 'Export',
    selectFirst: 'Please select the activation code to export',
    headerBox: 'Select all licenses on this page',
    rowBox: (id: string) => `Select license ${id}`,
    generate: 'Generate',
    dialog: 'Generate license',
    part: (n: number) => `MID part ${n}`,
    help: 'What is the MID?',
    midRequired: 'Please enter MID',
    midIncorrect: 'Please enter the correct MID',
    codeNotice: 'You have entered an activation code. Please enter the correct MID.',
    cancel: 'Cancel',
    generated: 'Generated',
    download: 'Download license',
    notGenerated: 'Not generated',
    orders: 'Orders',
    filters: 'Filter orders',
    allOrders: 'All orders',
    toBePaid: 'To be paid',
    paid: 'Paid',
    refunded: 'Refunded',
    onePerPerson: 'Limit one purchase per person.',
    confirming: 'Manual confirmation in progress',
    paidState: 'Paid',
    unpaidState: 'To be paid',
    toBePaidHeading: 'Orders to be paid',
    paidHeading: 'Paid orders',
    contactUs: 'Contact us',
    payNow: 'Pay Now',
    details: 'View details',
    detailTitle: 'Order details',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// The customer: 45 licenses (bank transfers of 20 and 24 confirmed by staff, and a paid one-yuan trial) and
// orders in every state — paid, a bank transfer awaiting confirmation, an unpaid WeChat order, a refunded trial.

export interface Customer {
  token: string;
  username: string;
  orders: { redTeam: string; vulScan: string; confirming: string; unpaidWeChat: string; trial: string; refundedTrial: string };
}

const TRIAL = { licenseTypeId: '16', paymentType: 'ALIPAY', quantity: 1, period: -1, company: 'Acme', position: 'Engineer', use: 'Research' } as const;

const makeCustomer = async (baseURL: string): Promise<Customer> => {
  const account = await createAccount(baseURL, 'en');
  const token = await apiSignIn(baseURL, account);
  const redTeam = await placeOrder(baseURL, token, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 20, period: 12 });
  await confirmTransfer(baseURL, redTeam);
  const vulScan = await placeOrder(baseURL, token, { licenseTypeId: '14', paymentType: 'COMPANY_PAY', quantity: 24, period: 3 });
  await confirmTransfer(baseURL, vulScan);
  const confirming = await placeOrder(baseURL, token, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 2, period: 12 });
  const unpaidWeChat = await placeOrder(baseURL, token, { licenseTypeId: '13', paymentType: 'WECHAT_PAY', quantity: 1, period: 3 });
  // two trials placed before either is paid (a second placed later is refused up front): one purchase per
  // person, so the upstream refunds the one paid second
  const trial = await placeOrder(baseURL, token, TRIAL);
  const refundedTrial = await placeOrder(baseURL, token, TRIAL);
  await payByQr(baseURL, token, trial);
  await payByQr(baseURL, token, refundedTrial);
  return { token, username: account.username, orders: { redTeam, vulScan, confirming, unpaidWeChat, trial, refundedTrial } };
};

/** Makes a customer before the tests of the file that calls it (each file its own, so a file runs alone or in any order). */
export const customerOfFile = () => {
  let customer: Customer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    customer = await makeCustomer(test.info().project.use.baseURL!);
  });
  return () => customer!;
};

// ---------------------------------------------------------------------------------------------
// Helpers

interface LicenseFacts {
  id: string;
  status: 'NOT_GENERATED' | 'GENERATED';
  key: string;
  mid: string | null;
}

/** A page of 20 of the licenses of the holder of `token`, as the graph answers it. */
export const licensePage = async (baseURL: string, token: string, page: number) =>
  (
    await graphWith<{ licenses: { items: LicenseFacts[]; total: number } }>(
      baseURL,
      token,
      'query ($page: Int) { licenses(page: $page, size: 20) { items { id status key mid } total } }',
      { page },
    )
  ).licenses;

/** The first license of page 1 not generated yet: each test that generates takes the next one. */
export const freshLicense = async (baseURL: string, token: string) => (await licensePage(baseURL, token, 1)).items.find((license) => license.status === 'NOT_GENERATED')!;

/** Opens `path` on the language's site signed in as `token`. */
export const openSignedIn = async (page: Page, baseURL: string, language: Language, path: string, token: string) => {
  const origin = originOf(baseURL, language);
  await storeSession(page, origin, token);
  await page.goto(`${origin}${path}`);
  return origin;
};

export const licenseTable = (page: Page, language: Language) => page.getByRole('table', { name: text[language].licenses });

/** The license IDs the table shows, in order. */
export const shownIds = (page: Page, language: Language) => licenseTable(page, language).locator('tbody tr td:nth-child(2)');

/** The table row of a license (found by its ID cell). */
export const licenseRow = (page: Page, language: Language, id: string) =>
  licenseTable(page, language)
    .locator('tbody tr')
    .filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${id}$`) }) });

/** The row of an order (found by its number). */
export const orderRow = (page: Page, language: Language, orderNo: string) =>
  page.getByRole('table', { name: text[language].orders }).locator('tbody tr').filter({ hasText: orderNo });

const publicKey = async (baseURL: string) => importSPKI(await (await fetch(`${upstreamOf(baseURL)}/api/license/public-key`)).text(), 'EdDSA');

/** Verifies a license.key (compact JWS, EdDSA) with the published key; answers its claims. */
export const verifyLicense = async (baseURL: string, file: string) => {
  const { payload, protectedHeader } = await jwtVerify(file.trim(), await publicKey(baseURL), { issuer: 'tidewatch' });
  expect(protectedHeader.alg).toBe('EdDSA');
  return payload as { license_id: number | string; mid: string; edition: string };
};

export const readDownload = async (download: Download) => readFile((await download.path())!, 'utf8');

/** Clicks `trigger` and answers the download it starts. */
export const downloadBy = async (page: Page, trigger: Locator) => {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  return download;
};

/** Pastes `value` into `box` through the system clipboard, as a person would with Ctrl+V. */
export const pasteInto = async (page: Page, box: Locator, value: string) => {
  await page.evaluate((v) => navigator.clipboard.writeText(v), value);
  await box.focus();
  await page.keyboard.press('ControlOrMeta+V');
};

/** The toast of a kind (its text is followed by the close button's ×). */
export const toast = (page: Page, kind: 'success' | 'warning' | 'error') => page.locator(`[data-toast="${kind}"]`);

export const MID = 'A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D6';

/**
 * Licence management's Generate dialog for one licence, typed as a person types a MID; the dialog of the generated
 * file is closed again. Answers the MID bound.
 */
export const generateInPage = async (page: Page, language: Language, licenseId: string, mid: string) => {
  const c = text[language];
  const row = licenseRow(page, language, licenseId);
  await row.getByRole('button', { name: c.generate, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: c.dialog });
  await dialog.getByRole('textbox', { name: c.part(1) }).click();
  await page.keyboard.type(mid);
  await dialog.getByRole('button', { name: c.generate, exact: true }).click();
  const result = page.getByRole('dialog').filter({ hasText: mid });
  await expect(result).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(result).toBeHidden();
  await expect(row).toContainText(mid);
  return mid;
};
