import { expectNoAxeViolations } from './axe.ts';
import { apiSignIn, createAccount, expect, originOf, signInThroughForm, test, upstreamOf } from './fixtures.ts';

/**
 * After a sign-in, a hidden frame opens /crossLogin on the other language's origin, with nothing in its URL; the
 * signed-in page posts it a single-use code (never the session token), which it trades for a session of its own.
 * Chromium keeps the storage of a frame of another site apart from that site's own pages, so localhost and
 * en.localhost (different sites) cannot show it; scanner.test and en.scanner.test (one site, mapped to
 * 127.0.0.1 by the launch arguments in playwright.config.ts) can.
 */
test.describe('cross-site login', () => {
  const sites = (baseURL: string) => {
    const port = new URL(baseURL).port;
    return { zh: `http://scanner.test:${port}`, en: `http://en.scanner.test:${port}` };
  };

  test('signing in on the Chinese site signs the user in on the English one', async ({ page, context, baseURL }) => {
    const { zh, en } = sites(baseURL!);
    const account = await createAccount(baseURL!, 'zh');

    await page.goto(`${zh}/signIn`);
    await signInThroughForm(page, baseURL!, 'zh', account.username, account.password);
    await expect(page).toHaveURL(`${zh}/center/profile`);
    const frame = page.locator('iframe[data-cross-login]');
    await expect(frame).toHaveAttribute('src', `${en}/crossLogin`);
    await expect(frame).toBeHidden();
    // The frame has redeemed the code and keeps a session of its own on the English origin.
    await expect(page.frameLocator('iframe[data-cross-login]').getByRole('status', { includeHidden: true })).toHaveAttribute('data-state', 'done');

    const english = await context.newPage();
    const englishErrors: string[] = [];
    english.on('pageerror', (error) => englishErrors.push(error.message));
    await english.goto(`${en}/`);
    await expect(english.locator('html')).toHaveAttribute('lang', 'en');
    const banner = english.getByRole('banner');
    await expect(banner.getByRole('button', { name: account.username })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
    await banner.getByRole('button', { name: account.username }).click();
    await expect(english.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    // Two sessions: the English site never saw the Chinese site's token.
    const zhToken = await page.evaluate(() => localStorage.getItem('token'));
    const enToken = await english.evaluate(() => localStorage.getItem('token'));
    expect(enToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(enToken).not.toBe(zhToken);
    expect(englishErrors).toEqual([]);
  });

  test('on localhost the hidden frame loads en.localhost/crossLogin without the session token', async ({ page, baseURL }) => {
    const account = await createAccount(baseURL!, 'zh');
    const zh = originOf(baseURL!, 'zh');
    await page.goto(`${zh}/signIn`);
    await signInThroughForm(page, baseURL!, 'zh', account.username, account.password);
    await expect(page).toHaveURL(`${zh}/center/profile`);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const src = `${originOf(baseURL!, 'en')}/crossLogin`;
    await expect(page.locator('iframe[data-cross-login]')).toHaveAttribute('src', src);
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContain(src);
    expect(page.frames().some((frame) => frame.url().includes(token!))).toBe(false);
  });

  test('a forged /crossLogin?token= link signs no one in', async ({ page, baseURL }) => {
    const { en } = sites(baseURL!);
    const victim = await createAccount(baseURL!, 'en');
    const token = await apiSignIn(baseURL!, victim);

    await page.goto(`${en}/crossLogin?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('status')).toHaveAttribute('data-state', 'failed');
    await expect(page.getByRole('status')).toHaveText('Could not sign in');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto(`${en}/`);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(banner.getByRole('button', { name: victim.username })).toHaveCount(0);
    // The token itself is untouched: the link neither used nor ended it.
    expect((await fetch(`${upstreamOf(baseURL!)}/api/user/info`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  test('a sign-in does not replace another account on the other site without asking, and switches when told to', async ({ page, context, baseURL }) => {
    const { zh, en } = sites(baseURL!);
    const [bob, alice] = [await createAccount(baseURL!, 'en'), await createAccount(baseURL!, 'zh')];
    // Bob is signed in on the English site of this browser.
    const english = await context.newPage();
    await english.goto(`${en}/signIn`);
    await signInThroughForm(english, baseURL!, 'en', bob.username, bob.password);
    await expect(english).toHaveURL(`${en}/center/profile`);
    // Bob's own sign-in has signed him in on the Chinese site too, before Alice comes along.
    await expect(english.frameLocator('iframe[data-cross-login]').getByRole('status', { includeHidden: true })).toHaveAttribute('data-state', 'done');
    const bobsToken = await english.evaluate(() => localStorage.getItem('token'));

    // Alice signs in on the Chinese site: she is asked, and the English site keeps Bob until she answers.
    await page.goto(`${zh}/signIn`);
    await signInThroughForm(page, baseURL!, 'zh', alice.username, alice.password);
    const question = page.getByRole('dialog', { name: '切换英文站的账号？' });
    await expect(question).toBeVisible();
    await expect(question).toContainText(`您在英文站登录的账号是 ${bob.username}。要改为以 ${alice.username} 登录吗？`);
    await expect(page.frameLocator('iframe[data-cross-login]').getByRole('status', { includeHidden: true })).toHaveAttribute('data-state', 'conflict');
    expect(await english.evaluate(() => localStorage.getItem('token'))).toBe(bobsToken);
    await expectNoAxeViolations(page);

    await question.getByRole('button', { name: `切换为 ${alice.username}` }).click();
    await expect(question).toBeHidden();
    await expect(page.frameLocator('iframe[data-cross-login]').getByRole('status', { includeHidden: true })).toHaveAttribute('data-state', 'done');
    await english.reload();
    await expect(english.getByRole('banner').getByRole('button', { name: alice.username })).toBeVisible();
    // Bob's session on the English site was ended on the server, not just forgotten.
    expect((await fetch(`${upstreamOf(baseURL!)}/api/user/info`, { headers: { authorization: `Bearer ${bobsToken}` } })).status).toBe(401);
  });

  test('keeping the other account leaves the other site as it was', async ({ page, context, baseURL }) => {
    const { zh, en } = sites(baseURL!);
    const [bob, alice] = [await createAccount(baseURL!, 'en'), await createAccount(baseURL!, 'zh')];
    const english = await context.newPage();
    await english.goto(`${en}/signIn`);
    await signInThroughForm(english, baseURL!, 'en', bob.username, bob.password);
    await expect(english).toHaveURL(`${en}/center/profile`);
    // Bob's own sign-in has signed him in on the Chinese site too, before Alice comes along.
    await expect(english.frameLocator('iframe[data-cross-login]').getByRole('status', { includeHidden: true })).toHaveAttribute('data-state', 'done');

    await page.goto(`${zh}/signIn`);
    await signInThroughForm(page, baseURL!, 'zh', alice.username, alice.password);
    const question = page.getByRole('dialog', { name: '切换英文站的账号？' });
    await question.getByRole('button', { name: `保留 ${bob.username}` }).click();
    await expect(question).toBeHidden();
    await expect(page.locator('iframe[data-cross-login]')).toHaveCount(0);
    await english.reload();
    await expect(english.getByRole('banner').getByRole('button', { name: bob.username })).toBeVisible();
    // Here Alice is signed in, and the header names her, not the account this origin had before.
    await expect(page.getByRole('banner').getByRole('button', { name: alice.username })).toBeVisible();
    await expect(page.getByRole('region', { name: '个人资料' })).toContainText(alice.username);
  });
});
