import { apiSignIn, confirmTransfer, createAccount, expect, placeOrder, test } from './fixtures.ts';
import { licenseRow, openSignedIn, toast } from './center.ts';
import { generateFor, licensesOf, noSidewaysScroll, screens, texts, validate } from './license-after-sale.ts';

// Moving a license to another machine (issue #25): the confirmation, the license back to not generated with its
// end date, and the old machine told it was released.
let token = '';
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const baseURL = test.info().project.use.baseURL!;
  token = await apiSignIn(baseURL, await createAccount(baseURL, 'en'));
  await confirmTransfer(baseURL, await placeOrder(baseURL, token, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 8, period: 12 }));
});

for (const { language, width, height } of screens) {
  test(`move to another machine: confirm, the license is not generated again with its end, the old machine is told (${language}, ${width} px)`, async ({ page, baseURL }) => {
    const t = texts[language];
    await page.setViewportSize({ width, height });
    // one never generated: a license moved by an earlier test is not generated again, and keeps its moves
    const license = (await licensesOf(baseURL!, token)).find((row) => row.status === 'NOT_GENERATED' && !row.expiredAt)!;
    const mid = await generateFor(baseURL!, token, license.id);
    const end = (await licensesOf(baseURL!, token)).find((row) => row.id === license.id)!.expiredAt!;
    await openSignedIn(page, baseURL!, language, '/center/licenseManagement', token);
    const row = licenseRow(page, language, license.id);
    await expect(row).toContainText(mid);

    await row.getByRole('button', { name: t.move(license.id) }).click();
    const dialog = page.getByRole('dialog', { name: t.moveTitle(license.id) });
    await expect(dialog).toContainText(mid);
    await expect(dialog).toContainText(end.slice(0, 10));
    await page.screenshot({ path: test.info().outputPath(`move-dialog-${language}-${width}.png`) });
    await noSidewaysScroll(page);
    await dialog.getByRole('button', { name: t.moveConfirm }).click();

    await expect(dialog).toBeHidden();
    await expect(toast(page, 'success')).toContainText(t.moved(license.id));
    await expect(row).toContainText(t.notGenerated);
    await expect(row).not.toContainText(mid);
    await expect(row).toContainText(end.slice(0, 10));
    expect(await validate(baseURL!, license.id, mid)).toMatchObject({ valid: false, state: 'released', released: true });
    await page.screenshot({ path: test.info().outputPath(`moved-${language}-${width}.png`), fullPage: true });
  });
}
