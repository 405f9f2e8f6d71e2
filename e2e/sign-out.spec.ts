import { expectNoAxeViolations } from './axe.ts';
import { apiSignIn, createAccount, expect, originOf, signInThroughForm, test, upstreamOf } from './fixtures.ts';

/** Sign-out ends the session on the server, not only in the browser (issue #12). */
const restStatus = async (baseURL: string, token: string) =>
  (await fetch(`${upstreamOf(baseURL)}/api/user/info`, { headers: { authorization: `Bearer ${token}` } })).status;

const graphMe = async (baseURL: string, token: string) => {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { username } }' }),
  });
  return ((await response.json()) as { data: { me: { username: string } | null } }).data.me;
};

test.describe('sign-out', () => {
  test("the header's Sign out makes the old token useless", async ({ page, baseURL }) => {
    const account = await createAccount(baseURL!, 'en');
    const en = originOf(baseURL!, 'en');
    await page.goto(`${en}/signIn`);
    await signInThroughForm(page, baseURL!, 'en', account.username, account.password);
    await expect(page).toHaveURL(`${en}/center/profile`);
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    expect(await graphMe(baseURL!, token)).toEqual({ username: account.username });

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: account.username }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await expect(banner.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await restStatus(baseURL!, token)).toBe(401);
    expect(await graphMe(baseURL!, token)).toBeNull();
  });

  test('Sign out still signs the browser out when the server already ended the session', async ({ page, baseURL }) => {
    const account = await createAccount(baseURL!, 'zh');
    const zh = originOf(baseURL!, 'zh');
    await page.goto(`${zh}/signIn`);
    await signInThroughForm(page, baseURL!, 'zh', account.username, account.password);
    await expect(page).toHaveURL(`${zh}/center/profile`);
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    // The session ends elsewhere (sign out everywhere from another browser) while this page is open.
    const other = await apiSignIn(baseURL!, account);
    const response = await fetch(`${upstreamOf(baseURL!)}/api/user/signOutEverywhere`, { method: 'POST', headers: { authorization: `Bearer ${other}` } });
    expect(response.status).toBe(200);
    expect(await restStatus(baseURL!, token)).toBe(401);

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: account.username }).click();
    await page.getByRole('menuitem', { name: '退出登录', exact: true }).click();
    await expect(banner.getByRole('link', { name: '登录', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('on a phone the profile shows Sign out everywhere and its question without sideways scrolling', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await createAccount(baseURL!, 'zh');
    const zh = originOf(baseURL!, 'zh');
    await page.goto(`${zh}/signIn`);
    await signInThroughForm(page, baseURL!, 'zh', account.username, account.password);
    await expect(page).toHaveURL(`${zh}/center/profile`);
    await page.getByRole('button', { name: '退出所有设备' }).click();
    const dialog = page.getByRole('dialog', { name: '退出所有设备？' });
    await expect(dialog.getByRole('button', { name: '退出所有设备' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: '取消' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('Sign out everywhere, after a confirmation, ends every session of the account, this one included', async ({ page, baseURL }) => {
    const account = await createAccount(baseURL!, 'en');
    const elsewhere = await apiSignIn(baseURL!, account);
    const en = originOf(baseURL!, 'en');
    await page.goto(`${en}/signIn`);
    await signInThroughForm(page, baseURL!, 'en', account.username, account.password);
    await expect(page).toHaveURL(`${en}/center/profile`);
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await expect(dialog).toContainText('This ends every session of your account on every device and browser, this one included.');
    await expectNoAxeViolations(page);
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await restStatus(baseURL!, elsewhere)).toBe(200);

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('dialog', { name: 'Sign out everywhere?' }).getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(`${en}/signIn`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await restStatus(baseURL!, token)).toBe(401);
    expect(await restStatus(baseURL!, elsewhere)).toBe(401);
    expect(await graphMe(baseURL!, elsewhere)).toBeNull();
  });
});
