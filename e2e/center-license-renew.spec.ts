import { decodeJwt } from 'jose';
import { apiSignIn, confirmTransfer, createAccount, expect, placeOrder, test } from './fixtures.ts';
import { downloadBy, licenseRow, openSignedIn, readDownload, verifyLicense } from './center.ts';
import { endLicenseIn, generateFor, licensesOf, noSidewaysScroll, screens, texts } from './license-after-sale.ts';
import { orderNoOf, text as purchase } from './purchase.ts';

// Renewing a subscription in place (issue #25): Renew in license management opens the order form for that
// license; once paid, the same license runs on, on the same machine, and its new file downloads; the licence's
// history then shows the renewal with its date and the end before and after (issue #32).
const words = {
  zh: { history: (id: string) => `授权 ${id} 的历史记录`, renewedEvent: '已续费', ends: (before: string, after: string) => `到期日 ${before} → ${after}` },
  en: { history: (id: string) => `History of license ${id}`, renewedEvent: 'Renewed', ends: (before: string, after: string) => `End date ${before} → ${after}` },
} as const;

let token = '';
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const baseURL = test.info().project.use.baseURL!;
  token = await apiSignIn(baseURL, await createAccount(baseURL, 'en'));
  await confirmTransfer(baseURL, await placeOrder(baseURL, token, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 6, period: 3 }));
});

for (const { language, width, height } of screens) {
  test(`renew: the order form for one license, paid by transfer, the same license ends later with a new file (${language}, ${width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const t = texts[language];
    await page.setViewportSize({ width, height });
    const license = (await licensesOf(baseURL!, token)).find((row) => row.status === 'NOT_GENERATED' && !row.expiredAt)!;
    const mid = await generateFor(baseURL!, token, license.id);
    await endLicenseIn(baseURL!, license.id, 10);
    const end = (await licensesOf(baseURL!, token)).find((row) => row.id === license.id)!.expiredAt!;

    const origin = await openSignedIn(page, baseURL!, language, '/center/licenseManagement', token);
    await licenseRow(page, language, license.id).getByRole('link', { name: t.renew(license.id) }).click();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0?renew=${license.id}`);
    await expect(page.getByRole('heading', { name: t.renewTitle(license.id), level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: purchase[language].form });
    await expect(form.getByRole('textbox', { name: purchase[language].quantity })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`renew-form-${language}-${width}.png`), fullPage: true });
    await noSidewaysScroll(page);

    await form.getByRole('radio', { name: t.bank }).click();
    await form.getByRole('button', { name: t.next }).click();
    await form.getByRole('button', { name: t.pay, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${origin}/buy/checkStand/[^/]+/0$`));
    const orderNo = orderNoOf(page);
    const paidFrom = Math.floor(Date.now() / 60_000) * 60_000;
    await confirmTransfer(baseURL!, orderNo);

    // the checkstand follows the order to the success page, which offers the renewed license's new file
    await expect(page).toHaveURL(`${origin}/buy/payResultSuccess/0?orderNo=${encodeURIComponent(orderNo)}`, { timeout: 20_000 });
    const renewed = page.getByRole('region', { name: t.renewed(license.id) });
    await expect(renewed).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`renewed-${language}-${width}.png`), fullPage: true });
    await noSidewaysScroll(page);
    const file = await readDownload(await downloadBy(page, renewed.getByRole('button', { name: t.newFile })));
    const claims = await verifyLicense(baseURL!, file);
    expect(claims.mid).toBe(mid);
    expect(decodeJwt(file).exp! * 1000).toBeGreaterThan(Date.parse(end) + 80 * 86_400_000);
    const after = (await licensesOf(baseURL!, token)).find((row) => row.id === license.id)!;
    expect(after).toMatchObject({ status: 'GENERATED', mid });
    await expect(renewed).toContainText(after.expiredAt!.slice(0, 10));

    // licence management: the licence's history ends with the renewal, when it happened and the end it moved
    await page.goto(`${origin}/center/licenseManagement`);
    await licenseRow(page, language, license.id).getByRole('button', { name: words[language].history(license.id) }).click();
    const events = page.getByRole('dialog', { name: words[language].history(license.id) }).getByRole('listitem');
    await expect(events).toHaveCount(2);
    const renewal = events.nth(1);
    await expect(renewal).toContainText(words[language].renewedEvent);
    await expect(renewal).toContainText(words[language].ends(end.slice(0, 10), after.expiredAt!.slice(0, 10)));
    const at = (await renewal.locator('time').getAttribute('datetime'))!;
    expect(Date.parse(at)).toBeGreaterThanOrEqual(paidFrom);
    expect(Date.parse(at)).toBeLessThanOrEqual(Date.now());
    await expect(renewal.locator('time')).toHaveText(`${at.slice(0, 16).replace('T', ' ')} UTC`);
    await noSidewaysScroll(page);
  });
}
