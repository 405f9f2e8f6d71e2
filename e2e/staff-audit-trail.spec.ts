import { strToU8, zipSync } from 'fflate';
import { PHONE, checkPage } from './a11y.ts';
import {
  E2E_ADMIN_TOKEN,
  apiSignIn,
  createAccount,
  expect,
  graphWith,
  originOf,
  placeOrder,
  confirmTransfer,
  signedInStaff,
  test,
  upstreamOf,
  workerSlot,
  type Language,
  type StaffRoleName,
} from './fixtures.ts';

// Issue #33's "done means": each role's action shows in the audit log under the right member's name. A reviewer
// rejects an upload, finance confirms a transfer, sales moves a lead to won, support moves a licence; each through the
// graph with their own staff token. Then an admin reads them on /admin/audit, filtered by actor, at 1440 and 390 px.
const words = {
  zh: { actor: '操作人', filter: '筛选' },
  en: { actor: 'Actor', filter: 'Filter' },
} as const;

let made = 0;
const nameOf = (role: StaffRoleName, language: Language) => `${role}${language}${workerSlot}x${Date.now() % 1_000_000}x${++made}`;

/** A buyer signed in through the API: their token. */
const buyerToken = async (baseURL: string, language: Language) => apiSignIn(baseURL, await createAccount(baseURL, language));

/** An upload waiting for review, as the user centre's upload box sends it: its id. */
const pendingUpload = async (baseURL: string, token: string, publisher: string) => {
  const zip = zipSync({
    'package.json': strToU8(JSON.stringify({ name: 'trail-lens', publisher, version: '1.0.0', engines: '1.8.230', main: './main.js', description: 'Follows the trail.', icon: './icon.svg', category: 'Tools', contributes: { views: { toolbar: [{ command: 'trailLens.show', title: 'Trail lens' }] } } })),
    'main.js': strToU8("tidewatch.registerCommand('trailLens.show', () => {});\n"),
    'icon.svg': strToU8('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#1664ff"/></svg>'),
    'README.md': strToU8('# Trail lens\n'),
  });
  const form = new FormData();
  form.append('package', new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'trail-lens.zip');
  const response = await fetch(`${upstreamOf(baseURL)}/api/plugin/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { statusCode: number; messages: string; data: { upload_id: number } };
  expect(body.statusCode, body.messages).toBe(200);
  return String(body.data.upload_id);
};

/** A sales contact sent as the public form sends it (its own address: the form is limited per address): its lead id. */
const newLead = async (baseURL: string, language: Language) => {
  const n = ++made;
  const response = await fetch(`${upstreamOf(baseURL)}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language === 'zh' ? 'zh-CN' : 'en', 'x-forwarded-for': `10.${140 + workerSlot}.${(n >> 8) & 255}.${n & 255}` },
    body: JSON.stringify({ name: 'Trail Lead', company: 'Trail Ltd', email: '', mobile: language === 'zh' ? '13800138000' : '+44 20 7946 0000', country: 'GB', position: 'security_engineer', use: 'vulnerability_management', quantity: 30, license_type_id: 17 }),
  });
  const answer = (await response.json()) as { statusCode: number; messages: string; data: { id: number } };
  expect(answer.statusCode, answer.messages).toBe(200);
  return String(answer.data.id);
};

const midOf = (seed: string) => (seed.toUpperCase().replace(/[^A-Z0-9]/g, '') + '0'.repeat(32)).slice(0, 32);

/** A paid order's licence, generated for `mid` as the generate dialog does: its id. */
const boundLicence = async (baseURL: string, token: string, mid: string) => {
  const orderNo = await placeOrder(baseURL, token, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 1, period: 3 });
  await confirmTransfer(baseURL, orderNo);
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${upstreamOf(baseURL)}/api/license/list?size=10`, { headers })).json()) as { data: { lists: { id: number }[] } };
  const [licence] = list.data.lists;
  expect((await fetch(`${upstreamOf(baseURL)}/api/license/generateById?license_id=${licence.id}&mid=${mid}`, { headers })).status).toBe(200);
  return String(licence.id);
};

/** The order's amount, as a matching statement says it. */
const amountOf = async (baseURL: string, orderNo: string) => {
  const answer = await fetch(`${upstreamOf(baseURL)}/api/staff/money/transfers`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  return ((await answer.json()) as { data: { orderNo: string; amount: number }[] }).data.find((one) => one.orderNo === orderNo)!.amount;
};

for (const language of ['zh', 'en'] as Language[]) {
  test(`each role's action shows in the audit log under the member's name, filtered by actor (${language})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const w = words[language];
    const buyer = await buyerToken(baseURL!, language);
    const stamp = `${language}${workerSlot}${Date.now().toString(36)}`;
    const [uploadId, leadId, orderNo, licenceId] = [
      await pendingUpload(baseURL!, buyer, `at${stamp}`),
      await newLead(baseURL!, language),
      await placeOrder(baseURL!, buyer, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 1, period: 3 }),
      await boundLicence(baseURL!, await buyerToken(baseURL!, language), midOf(`A${stamp}`)),
    ];

    // the members sign in on a page of their own: the admin's page keeps the admin's session
    const scratch = await browser.newPage();
    const member = async (role: StaffRoleName) => signedInStaff(scratch, baseURL!, role, nameOf(role, language));
    const [reviewer, finance, sales, support] = [await member('reviewer'), await member('finance'), await member('sales'), await member('support')];
    await scratch.close();
    const as = (token: string, query: string, variables: Record<string, unknown>) => graphWith(baseURL!, token, query, variables, language);
    await as(reviewer.token, 'mutation ($id: ID!) { rejectUpload(id: $id, reason: "The icon is blank.") { id } }', { id: uploadId });
    await as(finance.token, 'mutation ($no: String!, $amount: Float!) { staffConfirmTransfer(orderNo: $no, reference: $no, amount: $amount) { changed } }', {
      no: orderNo,
      amount: await amountOf(baseURL!, orderNo),
    });
    await as(sales.token, 'mutation ($id: ID!) { moveLead(id: $id, state: WON) { state } }', { id: leadId });
    await as(support.token, 'mutation ($id: ID!, $mid: String!) { staffMoveLicense(id: $id, mid: $mid, reason: "Replaced the laptop.") { id } }', { id: licenceId, mid: midOf(`B${stamp}`) });

    const admin = await signedInStaff(page, baseURL!, 'admin', nameOf('admin', language));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${originOf(baseURL!, language)}/admin/audit`);
    const expected = [
      { who: reviewer.username, action: 'plugin.reject', reason: 'The icon is blank.' },
      { who: finance.username, action: 'transfer.confirm', reason: null },
      { who: sales.username, action: 'lead.state', reason: null },
      { who: support.username, action: 'license.move', reason: 'Replaced the laptop.' },
    ];
    for (const { who, action, reason } of expected) {
      await page.getByLabel(w.actor).fill(who);
      await page.getByRole('button', { name: w.filter, exact: true }).click();
      const entries = page.getByTestId('audit-entry');
      await expect(entries).toHaveCount(1);
      await expect(entries).toContainText(who);
      await expect(entries).toContainText(action);
      if (reason) await expect(entries).toContainText(reason);
    }
    // the admin's own name shows none of them
    await page.getByLabel(w.actor).fill(admin.username);
    await page.getByRole('button', { name: w.filter, exact: true }).click();
    await expect(page.getByTestId('audit-entry')).toHaveCount(0);

    await page.getByLabel(w.actor).fill(support.username);
    await page.getByRole('button', { name: w.filter, exact: true }).click();
    await expect(page.getByTestId('audit-entry')).toHaveCount(1);
    await page.setViewportSize(PHONE);
    await checkPage(page, `the audit log filtered by actor at 390 px (${language})`);
  });
}
