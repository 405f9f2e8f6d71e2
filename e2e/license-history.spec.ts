import { apiSignIn, confirmTransfer, createAccount, expect, placeOrder, test } from './fixtures.ts';
import { licenseRow, openSignedIn, text, toast } from './center.ts';
import { licensesOf, newMid, noSidewaysScroll, screens, texts } from './license-after-sale.ts';

// Naming a machine when generating, and a licence's history after a move (issue #32), in both languages, on a
// desktop and on a phone.
const words = {
  zh: {
    machineName: '机器名称（可选）',
    history: (id: string) => `授权 ${id} 的历史记录`,
    generatedEvent: '已为机器生成',
    movedEvent: '已迁移到其他机器',
  },
  en: {
    machineName: 'Machine name (optional)',
    history: (id: string) => `History of license ${id}`,
    generatedEvent: 'Generated for a machine',
    movedEvent: 'Moved to another machine',
  },
} as const;

let token = '';
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const baseURL = test.info().project.use.baseURL!;
  token = await apiSignIn(baseURL, await createAccount(baseURL, 'en'));
  await confirmTransfer(baseURL, await placeOrder(baseURL, token, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 6, period: 12 }));
});

for (const { language, width, height } of screens) {
  test(`name a machine when generating, see it on the row and in the history after a move (${language}, ${width} px)`, async ({ page, baseURL }) => {
    const w = words[language];
    await page.setViewportSize({ width, height });
    const license = (await licensesOf(baseURL!, token)).find((row) => row.status === 'NOT_GENERATED' && !row.expiredAt)!;
    const [mid, name] = [newMid(), `Lab ${language} ${width}`];
    await openSignedIn(page, baseURL!, language, '/center/licenseManagement', token);
    const row = licenseRow(page, language, license.id);

    await row.getByRole('button', { name: text[language].generate, exact: true }).click();
    const form = page.getByRole('dialog', { name: text[language].dialog });
    await form.getByRole('textbox', { name: text[language].part(1) }).click();
    await page.keyboard.type(mid);
    await form.getByRole('textbox', { name: w.machineName }).fill(`  ${name}  `);
    await form.getByRole('button', { name: text[language].generate, exact: true }).click();
    await expect(form).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row).toContainText(mid);
    await expect(row).toContainText(name);

    await row.getByRole('button', { name: texts[language].move(license.id) }).click();
    await page.getByRole('dialog', { name: texts[language].moveTitle(license.id) }).getByRole('button', { name: texts[language].moveConfirm }).click();
    await expect(toast(page, 'success')).toContainText(texts[language].moved(license.id));
    await expect(row).not.toContainText(name);

    await row.getByRole('button', { name: w.history(license.id) }).click();
    const history = page.getByRole('dialog', { name: w.history(license.id) });
    const events = history.getByRole('listitem');
    await expect(events).toHaveCount(2);
    await expect(events.nth(0)).toContainText(w.generatedEvent);
    await expect(events.nth(0)).toContainText(name);
    await expect(events.nth(0)).toContainText(mid);
    await expect(events.nth(1)).toContainText(w.movedEvent);
    await expect(events.nth(1)).toContainText(mid);
    await noSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`history-${language}-${width}.png`) });
  });
}
