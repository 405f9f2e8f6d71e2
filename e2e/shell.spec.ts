import { expect, originOf, test } from './fixtures.ts';

test.describe('shared header and footer', () => {
  test('the Docs dropdown opens with its four links and closes on an outside click', async ({ page, baseURL }) => {
    await page.goto(originOf(baseURL!, 'en') + '/');
    await page.getByRole('button', { name: 'Docs' }).click();
    const menu = page.getByRole('menu');
    for (const name of ['FAQ', 'Extension developer docs', 'EXP docs', 'Go EXP docs']) await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Go EXP docs', exact: true })).toHaveAttribute('href', '/goExp');
    await page.mouse.click(700, 600);
    await expect(menu).toBeHidden();
  });

  test('the header links features, extensions, updates, pricing and sign in', async ({ page, baseURL }) => {
    await page.goto(originOf(baseURL!, 'en') + '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [['Features', '/features'], ['Extensions', '/extensions'], ['Updates', '/updates'], ['Pricing', '/sale']]) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signIn');
  });

  test('the language follows the host: Chinese on localhost, English on en.localhost', async ({ page, baseURL }) => {
    await page.goto(originOf(baseURL!, 'zh') + '/');
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '价格' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.goto(originOf(baseURL!, 'en') + '/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an explicit language switch overrides the host and persists', async ({ page, baseURL }) => {
    await page.goto(originOf(baseURL!, 'zh') + '/updates');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly vulnerability updates' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly vulnerability updates' })).toBeVisible();
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '每周漏洞更新' })).toBeVisible();
  });

  test('the footer shows the filing number in Chinese only, and the friend link', async ({ page, baseURL }) => {
    await page.goto(originOf(baseURL!, 'zh') + '/');
    const zhFooter = page.getByRole('contentinfo');
    await expect(zhFooter.getByText(/ICP备/)).toBeVisible();
    await expect(zhFooter.getByRole('link', { name: '友情链接' })).toHaveAttribute('href', '/friendlink');
    await page.goto(originOf(baseURL!, 'en') + '/');
    await expect(page.getByRole('contentinfo').getByText(/ICP/)).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Friend links' })).toBeVisible();
  });

  test('an unknown path goes home', async ({ page, baseURL }) => {
    await page.goto(originOf(baseURL!, 'en') + '/no/such/page');
    await expect(page).toHaveURL(originOf(baseURL!, 'en') + '/');
    await expect(page.locator('#dl')).toBeAttached();
  });

  test('page containers are 1280 px wide', async ({ page, baseURL }) => {
    await page.goto(originOf(baseURL!, 'en') + '/updates');
    const width = await page.getByRole('main').locator('> div').first().evaluate((el) => getComputedStyle(el).maxWidth);
    expect(width).toBe('1280px');
  });

  test('navigation scrolls back to the top', async ({ page, baseURL }) => {
    await page.goto(originOf(baseURL!, 'en') + '/updates');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('banner').getByRole('link', { name: 'Tidewatch' }).click();
    await expect(page).toHaveURL(originOf(baseURL!, 'en') + '/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
