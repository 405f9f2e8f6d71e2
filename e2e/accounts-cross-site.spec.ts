import { createAccount, expect, originOf, signInThroughForm, test } from './fixtures.ts';

/**
 * After a sign-in, a hidden frame opens /crossLogin?token= on the other language's origin.
 * Chromium keeps the storage of a frame of another site apart from that site's own pages, so localhost and
 * en.localhost (different sites) cannot show it; scanner.test and en.scanner.test (one site, mapped to
 * 127.0.0.1 by the launch arguments in playwright.config.ts) can.
 */
test.describe('cross-site login', () => {
  test('signing in on the Chinese site signs the user in on the English one', async ({ page, context, baseURL }) => {
    const port = new URL(baseURL!).port;
    const zh = `http://scanner.test:${port}`;
    const en = `http://en.scanner.test:${port}`;
    const account = await createAccount(baseURL!, 'zh');

    await page.goto(`${zh}/signIn`);
    await signInThroughForm(page, baseURL!, 'zh', account.username, account.password);
    await expect(page).toHaveURL(`${zh}/center/profile`);
    const frame = page.locator('iframe[data-cross-login]');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${en.replace(/\./g, '\\.')}/crossLogin\\?token=.+`));
    await expect(frame).toBeHidden();
    // The frame has stored the token and fetched the user on the English origin.
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
    expect(englishErrors).toEqual([]);
  });

  test('on localhost the hidden frame loads en.localhost/crossLogin with the new token', async ({ page, baseURL }) => {
    const account = await createAccount(baseURL!, 'zh');
    const zh = originOf(baseURL!, 'zh');
    await page.goto(`${zh}/signIn`);
    await signInThroughForm(page, baseURL!, 'zh', account.username, account.password);
    await expect(page).toHaveURL(`${zh}/center/profile`);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const src = `${originOf(baseURL!, 'en')}/crossLogin?token=${encodeURIComponent(token!)}`;
    await expect(page.locator('iframe[data-cross-login]')).toHaveAttribute('src', src);
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContain(src);
  });
});
