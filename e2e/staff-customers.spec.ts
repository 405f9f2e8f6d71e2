import { expectNoAxeViolations } from './axe.ts';
import type { Mail } from './dev-routes.ts';
import { confirmTransfer, expect, originOf, placeOrder, signedInBuyer, signedInStaff, test, upstreamOf, type Language } from './fixtures.ts';
import type { Page } from '@playwright/test';

// Issue #33, customers: support finds a customer by the MID of their licence and moves the licence with a reason, and
// the licence's history shows the move; a reviewer asking for a customer's licences is refused by the server.
const words = {
  zh: {
    box: '订单号、邮箱或机器码', search: '搜索', matched: '匹配方式：MID', newMid: '新机器码', reason: '迁移理由', move: '迁移授权', moved: '授权已迁移。', movedKind: '已迁移',
    bySupport: '客服（', resend: '重新发送授权邮件', resent: '授权邮件已重新发送。',
  },
  en: {
    box: 'Order number, e-mail or MID', search: 'Search', matched: 'Matched by MID', newMid: 'New MID', reason: 'Reason for the move', move: 'Move the licence', moved: 'The licence was moved.', movedKind: 'moved',
    bySupport: 'By support (', resend: 'Resend the licence mail', resent: 'The licence mail was sent again.',
  },
} as const;

const midOf = (seed: string) => (seed.toUpperCase().replace(/[^A-Z0-9]/g, '') + '0'.repeat(32)).slice(0, 32);

/** A paid order of one licence, generated for `mid` through the upstream as the generate dialog does. */
const boundLicence = async (baseURL: string, token: string, mid: string) => {
  const orderNo = await placeOrder(baseURL, token, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 1, period: 3 });
  await confirmTransfer(baseURL, orderNo);
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${upstreamOf(baseURL)}/api/license/list?size=10`, { headers })).json()) as { data: { lists: { id: number }[] } };
  const [licence] = list.data.lists;
  const generated = await fetch(`${upstreamOf(baseURL)}/api/license/generateById?license_id=${licence.id}&mid=${mid}`, { headers });
  expect(generated.status).toBe(200);
  return licence.id;
};

const widerThanPhone = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > 391)
      .map((el) => `${el.tagName}.${el.className}`)
      .slice(0, 5),
  );

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`customers (${language})`, () => {
    const w = words[language];

    for (const width of [1440, 390]) {
      test(`support finds a customer by MID and moves their licence with a reason, at ${width} px`, async ({ page, baseURL }) => {
        test.setTimeout(120_000);
        const { token, account } = await signedInBuyer(page, baseURL!, language);
        const stamp = `${language}${width}${Date.now().toString(36)}`;
        const oldMid = midOf(`A${stamp}`);
        const newMid = midOf(`B${stamp}`);
        const licenceId = await boundLicence(baseURL!, token, oldMid);
        await signedInStaff(page, baseURL!, 'support');
        await page.setViewportSize({ width, height: 900 });
        const origin = originOf(baseURL!, language);

        await page.goto(`${origin}/admin/customers`);
        await page.getByLabel(w.box).fill(oldMid);
        await page.getByRole('button', { name: w.search }).click();
        await expect(page.getByTestId('customer-matched')).toHaveText(w.matched);
        await page.getByRole('link', { name: new RegExp(account.email.replace(/[.+]/g, '\\$&')) }).click();
        const card = page.getByTestId('customer-license').filter({ hasText: oldMid });
        await expect(card).toBeVisible();
        await expectNoAxeViolations(page);
        if (width === 390) expect(await widerThanPhone(page)).toEqual([]);

        await card.getByLabel(w.newMid).fill(newMid);
        const reason = language === 'zh' ? '客户更换了电脑' : 'The customer replaced their laptop';
        await card.getByLabel(w.reason).fill(reason);
        await card.getByRole('button', { name: w.move }).click();
        await expect(card.getByRole('status')).toHaveText(w.moved);
        const history = card.getByRole('list', { name: new RegExp(`${licenceId}`) });
        await expect(history).toContainText(`${w.movedKind} · ${oldMid}`);
        await expect(history.getByRole('listitem').last()).toContainText(newMid);
        // the reason support gave shows beside the move, on the staff page only (docs/staff.md)
        await expect(history.getByRole('listitem').filter({ hasText: `${w.movedKind} · ${oldMid}` })).toContainText(`${w.bySupport}`);
        await expect(history.getByRole('listitem').filter({ hasText: `${w.movedKind} · ${oldMid}` })).toContainText(reason);
      });
    }

    test("support resends a licence's mail to its owner from the customer's page", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const { token, account } = await signedInBuyer(page, baseURL!, language);
      const mid = midOf(`R${language}${Date.now().toString(36)}`);
      const licenceId = await boundLicence(baseURL!, token, mid);
      const licenceMails = async () =>
        ((await (await fetch(`${upstreamOf(baseURL!)}/dev/outbox`)).json()) as Mail[]).filter((mail) => mail.to === account.email && mail.subject.includes(` ${licenceId}`)).length;
      const before = await licenceMails();
      await signedInStaff(page, baseURL!, 'support');
      await page.goto(`${originOf(baseURL!, language)}/admin/customers`);
      await page.getByLabel(w.box).fill(mid);
      await page.getByRole('button', { name: w.search }).click();
      await page.getByRole('link', { name: new RegExp(account.email.replace(/[.+]/g, '\\$&')) }).click();
      const card = page.getByTestId('customer-license').filter({ hasText: mid });
      await card.getByRole('button', { name: w.resend }).click();
      await expect(card.getByRole('status')).toHaveText(w.resent);
      await expect.poll(licenceMails, { message: `the licence mail of ${licenceId} sent again to ${account.email}` }).toBe(before + 1);
      await expectNoAxeViolations(page);
    });

    test("a reviewer asking for a customer's licences is refused by the server", async ({ page, baseURL }) => {
      const { token } = await signedInStaff(page, baseURL!, 'reviewer');
      const response = await fetch(`${baseURL}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-locale': language },
        body: JSON.stringify({ query: '{ customerSearch(q: "someone@example.com") { matched } }' }),
      });
      const answer = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
}
