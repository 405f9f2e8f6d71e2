import { expect, mailsWhere, test, workerSlot } from './fixtures.ts';
import { customerOfFile, downloadBy, freshLicense, licensePage, licenseRow, MID, openSignedIn, pasteInto, readDownload, text, toast, verifyLicense } from './center.ts';

// License management: generating a license for a MID in the dialog, downloading it or having it mailed.
const customer = customerOfFile();

test.describe('license management', () => {
  test('the generate dialog: each MID message, the activation-code notice, a typed MID; the signed license.key downloads', async ({ page, baseURL }) => {
    const t = text.en;
    const license = await freshLicense(baseURL!, customer().token);
    const others = (await licensePage(baseURL!, customer().token, 1)).items.filter((other) => other.id !== license.id);
    await openSignedIn(page, baseURL!, 'en', '/center/licenseManagement', customer().token);
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
    const license = await freshLicense(baseURL!, customer().token);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, baseURL!, 'zh', '/center/licenseManagement', customer().token);
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
    const address = `license-${Date.now().toString(36)}${workerSlot}@example.com`;
    await email.fill(address);
    await send.click();

    const result = page.getByRole('dialog', { name: t.sent });
    await expect(result).toContainText(address);
    const file = await readDownload(await downloadBy(page, result.getByRole('link', { name: '下载许可证' })));
    expect((await verifyLicense(baseURL!, file)).mid).toBe(mid);

    // the mail carries the same license as license.key
    const [mail] = await mailsWhere(baseURL!, `the license mail to ${address}`, (candidate) => candidate.to === address);
    expect(mail!.subject).toContain(license.id);
    expect(mail!.attachments?.map((attachment) => attachment.filename)).toEqual(['license.key']);
    const attached = await verifyLicense(baseURL!, mail!.attachments![0]!.content);
    expect(String(attached.license_id)).toBe(license.id);
    expect(attached.mid).toBe(mid);

    // closing the result and opening the dialog again starts from a clear form
    await result.getByRole('button', { name: t.close }).click();
    await expect(row).toContainText(mid);
    const next = await freshLicense(baseURL!, customer().token);
    await licenseRow(page, 'zh', next.id).getByRole('button', { name: t.generate, exact: true }).click();
    for (const part of parts) await expect(part).toHaveValue('');
    await expect(dialog.getByRole('checkbox', { name: t.byMail })).not.toBeChecked();
    await expect(email).toHaveCount(0);
    await dialog.getByRole('button', { name: t.close }).click();
  });
});
