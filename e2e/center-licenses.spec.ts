import { apiSignIn, createAccount, expect, graphWith, test } from './fixtures.ts';
import { customerOfFile, downloadBy, freshLicense, licensePage, licenseRow, licenseTable, MID, openSignedIn, readDownload, shownIds, text, toast } from './center.ts';

// License management: the list and its pages, selecting rows and exporting activation codes, an empty list.
const customer = customerOfFile();

test.describe('license management', () => {
  test('lists the 45 licenses 20 a page, with previous, pager, next and the "Go to" jumper', async ({ page, baseURL }) => {
    const t = text.en;
    const pages = [await licensePage(baseURL!, customer().token, 1), await licensePage(baseURL!, customer().token, 2), await licensePage(baseURL!, customer().token, 3)];
    expect(pages[0]!.total).toBe(45);
    await openSignedIn(page, baseURL!, 'en', '/center/licenseManagement', customer().token);

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
    const generatedOne = await freshLicense(baseURL!, customer().token);
    await graphWith(baseURL!, customer().token, 'mutation ($id: ID!, $mid: String!) { generateLicense(input: { licenseId: $id, mid: $mid }) { licenseId } }', {
      id: generatedOne.id,
      mid: MID,
    });
    const first = await licensePage(baseURL!, customer().token, 1);
    const selectable = first.items.filter((license) => license.status === 'NOT_GENERATED');
    await openSignedIn(page, baseURL!, 'en', '/center/licenseManagement', customer().token);
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
    const second = await licensePage(baseURL!, customer().token, 2);
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
