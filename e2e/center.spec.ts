import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { importSPKI, jwtVerify } from 'jose';
import {
  apiSignIn,
  confirmTransfer,
  createAccount,
  expect,
  graphWith,
  type Mail,
  originOf,
  payByQr,
  placeOrder,
  test,
  upstreamOf,
  type Language,
} from './fixtures.ts';

/** The user centre's texts (client/src/locales/zh/messages.po and the upstream's labels). */
const text = {
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

interface Customer {
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
  const trial = await placeOrder(baseURL, token, TRIAL);
  await payByQr(baseURL, token, trial);
  // a second paid trial: one purchase per person, so the upstream refunds it
  const refundedTrial = await placeOrder(baseURL, token, TRIAL);
  await payByQr(baseURL, token, refundedTrial);
  return { token, username: account.username, orders: { redTeam, vulScan, confirming, unpaidWeChat, trial, refundedTrial } };
};

let customer: Customer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  customer = await makeCustomer(test.info().project.use.baseURL!);
});

// ---------------------------------------------------------------------------------------------
// Helpers

interface LicenseFacts {
  id: string;
  status: 'NOT_GENERATED' | 'GENERATED';
  key: string;
  mid: string | null;
}

const licensePage = async (baseURL: string, page: number) =>
  (
    await graphWith<{ licenses: { items: LicenseFacts[]; total: number } }>(
      baseURL,
      customer.token,
      'query ($page: Int) { licenses(page: $page, size: 20) { items { id status key mid } total } }',
      { page },
    )
  ).licenses;

/** The first license of page 1 not generated yet: each test that generates takes the next one. */
const freshLicense = async (baseURL: string) => (await licensePage(baseURL, 1)).items.find((license) => license.status === 'NOT_GENERATED')!;

/** Opens `path` on the language's site signed in as `token`. */
const openSignedIn = async (page: Page, baseURL: string, language: Language, path: string, token = customer.token) => {
  const origin = originOf(baseURL, language);
  await page.goto(`${origin}/agreement`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`${origin}${path}`);
  return origin;
};

const licenseTable = (page: Page, language: Language) => page.getByRole('table', { name: text[language].licenses });

/** The license IDs the table shows, in order. */
const shownIds = (page: Page, language: Language) => licenseTable(page, language).locator('tbody tr td:nth-child(2)');

/** The table row of a license (found by its ID cell). */
const licenseRow = (page: Page, language: Language, id: string) =>
  licenseTable(page, language)
    .locator('tbody tr')
    .filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${id}$`) }) });

/** The row of an order (found by its number). */
const orderRow = (page: Page, language: Language, orderNo: string) =>
  page.getByRole('table', { name: text[language].orders }).locator('tbody tr').filter({ hasText: orderNo });

const publicKey = async (baseURL: string) => importSPKI(await (await fetch(`${upstreamOf(baseURL)}/api/license/public-key`)).text(), 'EdDSA');

/** Verifies a license.key (compact JWS, EdDSA) with the published key; answers its claims. */
const verifyLicense = async (baseURL: string, file: string) => {
  const { payload, protectedHeader } = await jwtVerify(file.trim(), await publicKey(baseURL), { issuer: 'tidewatch' });
  expect(protectedHeader.alg).toBe('EdDSA');
  return payload as { license_id: number | string; mid: string; edition: string };
};

const readDownload = async (download: Download) => readFile((await download.path())!, 'utf8');

/** Clicks `trigger` and answers the download it starts. */
const downloadBy = async (page: Page, trigger: Locator) => {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  return download;
};

/** Pastes `value` into `box` through the system clipboard, as a person would with Ctrl+V. */
const pasteInto = async (page: Page, box: Locator, value: string) => {
  await page.evaluate((v) => navigator.clipboard.writeText(v), value);
  await box.focus();
  await page.keyboard.press('ControlOrMeta+V');
};

/** The toast of a kind (its text is followed by the close button's ×). */
const toast = (page: Page, kind: 'success' | 'warning' | 'error') => page.locator(`[data-toast="${kind}"]`);

const MID = 'A1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D6';

// ---------------------------------------------------------------------------------------------

test.describe('license management', () => {
  test('lists the 45 licenses 20 a page, with previous, pager, next and the "Go to" jumper', async ({ page, baseURL }) => {
    const t = text.en;
    const pages = [await licensePage(baseURL!, 1), await licensePage(baseURL!, 2), await licensePage(baseURL!, 3)];
    expect(pages[0]!.total).toBe(45);
    await openSignedIn(page, baseURL!, 'en', '/center/licenseManagement');

    await expect(page.getByTestId('available-licenses')).toHaveText(`${t.available}: 45`);
    await expect(shownIds(page, 'en')).toHaveText(pages[0]!.items.map((license) => license.id));
    // the trial first (newest), then the Vul Scan licenses: type, term, status, code and its validity
    const trialRow = licenseRow(page, 'en', pages[0]!.items[0]!.id);
    await expect(trialRow).toContainText('7 days');
    await expect(trialRow).toContainText(t.notGenerated);
    await expect(trialRow).toContainText(pages[0]!.items[0]!.key);
    await expect(trialRow.locator('td').nth(8)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    // the activation code's deadline is not worded as the licence's term
    const table = page.getByRole('table', { name: t.licenses });
    await expect(table.getByRole('columnheader', { name: 'License term', exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Activation code valid until', exact: true })).toBeVisible();
    await expect(licenseRow(page, 'en', pages[0]!.items[1]!.id)).toContainText('Vul Scan');
    await expect(licenseRow(page, 'en', pages[0]!.items[1]!.id)).toContainText('3 months');

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(shownIds(page, 'en')).toHaveText(pages[1]!.items.map((license) => license.id));
    await expect(licenseRow(page, 'en', pages[1]!.items[19]!.id)).toContainText('Red Team');
    await expect(licenseRow(page, 'en', pages[1]!.items[19]!.id)).toContainText('12 months');

    await pager.getByRole('button', { name: 'Page 3' }).click();
    await expect(shownIds(page, 'en')).toHaveText(pages[2]!.items.map((license) => license.id));
    await expect(shownIds(page, 'en')).toHaveCount(5);
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // the jumper: a page number and Enter; beyond the last page it goes to the last
    const jumper = pager.getByLabel('Go to');
    await expect(jumper).toHaveValue('2');
    await jumper.fill('1');
    await jumper.press('Enter');
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(shownIds(page, 'en')).toHaveText(pages[0]!.items.map((license) => license.id));
    await jumper.fill('9');
    await jumper.press('Enter');
    await expect(page).toHaveURL(/\?page=3$/);
    await expect(jumper).toHaveValue('3');
    await expect(shownIds(page, 'en')).toHaveCount(5);
  });

  test('selects the rows of a page with an indeterminate header, never a generated row, and exports the codes as CSV', async ({ page, baseURL }) => {
    const t = text.en;
    // one license generated beforehand: its row cannot be selected
    const generatedOne = await freshLicense(baseURL!);
    await graphWith(baseURL!, customer.token, 'mutation ($id: ID!, $mid: String!) { generateLicense(input: { licenseId: $id, mid: $mid }) { licenseId } }', {
      id: generatedOne.id,
      mid: MID,
    });
    const first = await licensePage(baseURL!, 1);
    const selectable = first.items.filter((license) => license.status === 'NOT_GENERATED');
    await openSignedIn(page, baseURL!, 'en', '/center/licenseManagement');
    const table = licenseTable(page, 'en');
    const header = table.getByRole('checkbox', { name: t.headerBox });
    const box = (id: string) => table.getByRole('checkbox', { name: t.rowBox(id) });
    await expect(shownIds(page, 'en')).toHaveCount(20);

    // nothing chosen: Export asks for a selection
    await page.getByRole('button', { name: t.export, exact: true }).click();
    await expect(toast(page, 'warning')).toContainText(t.selectFirst);

    await expect(box(generatedOne.id)).toBeDisabled();
    await expect(box(generatedOne.id)).not.toBeChecked();
    await expect(licenseRow(page, 'en', generatedOne.id)).toContainText(MID);
    await expect(header).toHaveAttribute('aria-checked', 'false');
    await box(selectable[0]!.id).click();
    await box(selectable[1]!.id).click();
    await expect(header).toHaveAttribute('aria-checked', 'mixed');
    await expect(header).toBeChecked({ indeterminate: true });

    // the header selects every selectable row of the page, then clears them
    await header.click();
    await expect(header).toHaveAttribute('aria-checked', 'true');
    for (const license of selectable) await expect(box(license.id)).toBeChecked();
    await expect(box(generatedOne.id)).not.toBeChecked();
    await header.click();
    await expect(header).toHaveAttribute('aria-checked', 'false');
    for (const license of selectable) await expect(box(license.id)).not.toBeChecked();

    // a selection on page 1 and one on page 2: the header speaks for its own page; Export takes both
    await box(selectable[2]!.id).click();
    const second = await licensePage(baseURL!, 2);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(header).toHaveAttribute('aria-checked', 'false');
    await box(second.items[0]!.id).click();
    await expect(header).toHaveAttribute('aria-checked', 'mixed');
    const chosen = [selectable[2]!, second.items[0]!].sort((a, b) => Number(b.id) - Number(a.id));
    const selection = await downloadBy(page, page.getByRole('button', { name: t.export, exact: true }));
    expect(selection.suggestedFilename()).toBe('Activation code.csv');
    expect(await readDownload(selection)).toBe(`id, Activation code\r\n${chosen.map((license) => `${license.id},${license.key}`).join('\r\n')}\r\n`);
    await expect(toast(page, 'success')).toContainText('Success!');

    // All: every license, the checkboxes standing for it
    await page.getByRole('checkbox', { name: t.all, exact: true }).click();
    await expect(header).toBeDisabled();
    await expect(box(second.items[1]!.id)).toBeChecked();
    await expect(box(second.items[1]!.id)).toBeDisabled();
    const everything = await downloadBy(page, page.getByRole('button', { name: t.export, exact: true }));
    const lines = (await readDownload(everything)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id, Activation code');
    expect(lines).toHaveLength(46);
    expect(lines).toContain(`${generatedOne.id},${generatedOne.key}`);
  });

  test('the generate dialog: each MID message, the activation-code notice, a typed MID; the signed license.key downloads', async ({ page, baseURL }) => {
    const t = text.en;
    const license = await freshLicense(baseURL!);
    const others = (await licensePage(baseURL!, 1)).items.filter((other) => other.id !== license.id);
    await openSignedIn(page, baseURL!, 'en', '/center/licenseManagement');
    const row = licenseRow(page, 'en', license.id);
    await row.getByRole('button', { name: t.generate, exact: true }).click();

    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())!.width).toBe(839);
    await expect(dialog).toContainText(`License ID: ${license.id}`);
    // a click outside does not close it
    await page.mouse.click(12, 450);
    await expect(dialog).toBeVisible();

    // the help tooltip says where the MID comes from
    await dialog.getByRole('button', { name: t.help }).hover();
    await expect(page.getByRole('tooltip')).toContainText('machine ID');

    const parts = [1, 2, 3, 4].map((n) => dialog.getByRole('textbox', { name: t.part(n) }));
    const submit = dialog.getByRole('button', { name: t.generate, exact: true });
    await submit.click();
    for (const part of parts) await expect(part).toHaveAccessibleDescription(t.midRequired);
    await parts[0]!.fill('A1B2C3');
    await expect(parts[0]!).toHaveAccessibleDescription(t.midIncorrect);
    await parts[0]!.fill('A1B2-3D4');
    await expect(parts[0]!).toHaveAccessibleDescription(t.midIncorrect);
    await parts[0]!.fill('A1B2C3D4');
    await expect(parts[0]!).not.toHaveAttribute('aria-invalid', 'true');
    await expect(parts[1]!).toHaveAccessibleDescription(t.midRequired);

    // an activation code of the page where the MID belongs: the notice instead of the box messages
    for (const part of parts) await part.fill('');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await pasteInto(page, parts[0]!, others[3]!.key);
    await expect(dialog.getByRole('alert')).toHaveText(t.codeNotice);
    await expect(dialog.getByText(t.midRequired)).toHaveCount(0);
    await submit.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText(t.codeNotice);

    // Cancel clears the form
    await dialog.getByRole('button', { name: t.cancel }).click();
    await expect(dialog).toBeHidden();
    await row.getByRole('button', { name: t.generate, exact: true }).click();
    for (const part of parts) await expect(part).toHaveValue('');
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    // typed: a full box moves on to the next
    await parts[0]!.click();
    await page.keyboard.type(MID.toLowerCase());
    await expect(parts[0]!).toHaveValue(MID.slice(0, 8).toLowerCase());
    await expect(parts[3]!).toHaveValue(MID.slice(24).toLowerCase());
    await submit.click();

    const result = page.getByRole('dialog', { name: t.generated });
    await expect(result).toContainText(`License ${license.id} is bound to the MID`);
    const file = await downloadBy(page, result.getByRole('link', { name: t.download }));
    expect(file.suggestedFilename()).toBe('license.key');
    const claims = await verifyLicense(baseURL!, await readDownload(file));
    expect(String(claims.license_id)).toBe(license.id);
    expect(claims.mid).toBe(MID);
    await result.getByRole('button', { name: 'Close' }).click();

    // the row is generated now: its MID and date, no checkbox, and its operation downloads the same license
    await expect(row).toContainText('Generated');
    await expect(row).toContainText(MID);
    await expect(row.locator('td').nth(5)).toHaveText(new Date().toISOString().slice(0, 10));
    await expect(row.getByRole('checkbox')).toBeDisabled();
    const again = await downloadBy(page, row.getByRole('button', { name: t.download }));
    expect(again.suggestedFilename()).toBe('license.key');
    expect((await verifyLicense(baseURL!, await readDownload(again))).mid).toBe(MID);
    await expect(page.getByTestId('available-licenses')).toHaveText(/: (\d+)$/);
  });

  test('in Chinese: copy an activation code; a pasted MID split into the boxes; the email checks; generate and send by mail', async ({ page, baseURL }) => {
    const t = text.zh;
    const license = await freshLicense(baseURL!);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, baseURL!, 'zh', '/center/licenseManagement');
    const row = licenseRow(page, 'zh', license.id);

    await row.getByRole('button', { name: t.copy }).click();
    await expect(toast(page, 'success')).toContainText(t.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(license.key);

    await row.getByRole('button', { name: t.generate, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    const parts = [1, 2, 3, 4].map((n) => dialog.getByRole('textbox', { name: t.part(n) }));
    // 32 characters or more pasted into any box fill all four (separators copied with the MID dropped)
    const mid = 'F0E1D2C3B4A59687F0E1D2C3B4A59687';
    await pasteInto(page, parts[2]!, `${mid.slice(0, 8)}-${mid.slice(8, 16)}-${mid.slice(16, 24)}-${mid.slice(24)}`);
    for (const [i, part] of parts.entries()) await expect(part).toHaveValue(mid.slice(i * 8, i * 8 + 8));

    await dialog.getByRole('checkbox', { name: t.byMail }).click();
    const email = dialog.getByRole('textbox', { name: t.email, exact: true });
    const send = dialog.getByRole('button', { name: t.generateAndSend });
    await send.click();
    await expect(email).toHaveAccessibleDescription(t.emailRequired);
    await email.fill('someone@');
    await expect(email).toHaveAccessibleDescription(t.emailIncorrect);
    const address = `license-${Date.now().toString(36)}@example.com`;
    await email.fill(address);
    await send.click();

    const result = page.getByRole('dialog', { name: t.sent });
    await expect(result).toContainText(address);
    const file = await readDownload(await downloadBy(page, result.getByRole('link', { name: '下载许可证' })));
    expect((await verifyLicense(baseURL!, file)).mid).toBe(mid);

    // the mail carries the same license as license.key
    let mail: Mail | undefined;
    await expect
      .poll(async () => {
        const mails = (await (await fetch(`${upstreamOf(baseURL!)}/dev/outbox`)).json()) as Mail[];
        mail = mails.find((candidate) => candidate.to === address);
        return mail !== undefined;
      })
      .toBe(true);
    expect(mail!.subject).toContain(license.id);
    expect(mail!.attachments?.map((attachment) => attachment.filename)).toEqual(['license.key']);
    const attached = await verifyLicense(baseURL!, mail!.attachments![0]!.content);
    expect(String(attached.license_id)).toBe(license.id);
    expect(attached.mid).toBe(mid);

    // closing the result and opening the dialog again starts from a clear form
    await result.getByRole('button', { name: t.close }).click();
    await expect(row).toContainText(mid);
    const next = await freshLicense(baseURL!);
    await licenseRow(page, 'zh', next.id).getByRole('button', { name: t.generate, exact: true }).click();
    for (const part of parts) await expect(part).toHaveValue('');
    await expect(dialog.getByRole('checkbox', { name: t.byMail })).not.toBeChecked();
    await expect(email).toHaveCount(0);
    await dialog.getByRole('button', { name: t.close }).click();
  });

  test('in Chinese: a user without licenses sees No Data, and exporting All warns No Data', async ({ page, baseURL }) => {
    const t = text.zh;
    const account = await createAccount(baseURL!, 'zh');
    const token = await apiSignIn(baseURL!, account);
    await openSignedIn(page, baseURL!, 'zh', '/center/licenseManagement', token);
    await expect(page.getByTestId('available-licenses')).toHaveText(`${t.available}：0`);
    await expect(licenseTable(page, 'zh')).toContainText(t.noData);
    await expect(page.getByRole('navigation', { name: '分页' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: t.all, exact: true }).click();
    await page.getByRole('button', { name: t.export, exact: true }).click();
    await expect(toast(page, 'warning')).toContainText(t.noData);
  });
});

test.describe('order management', () => {
  test('shows every status by the priority rule, filters to be paid and paid, and details a bank transfer', async ({ page, baseURL }) => {
    const t = text.en;
    const { orders } = customer;
    await openSignedIn(page, baseURL!, 'en', '/center/orderManagement');
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
      numbers((await graphWith<{ orders: { items: { orderNo: string }[] } }>(baseURL!, customer.token, `{ orders(payStatus: ${payStatus}) { items { orderNo } } }`)).orders.items);
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
      customer.token,
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
    const { orders } = customer;
    const origin = await openSignedIn(page, baseURL!, 'zh', '/center/orderManagement');
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
