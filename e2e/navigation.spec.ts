import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { createAccount, apiSignIn, expect, originOf, storeSession, test, type Language } from './fixtures.ts';

/**
 * Every link of the header, the Docs menu and the footer lands on its own page (not redirected home), in both
 * languages, at 1440 px and through the phone menu at 390 px; pages have their own titles in their language;
 * nothing scrolls sideways on a phone.
 */

const text = {
  zh: {
    main: '主导航', docs: '文档', menu: '菜单', closeMenu: '关闭菜单', footer: '关注我们', site: '潮望',
    signIn: '登录', signUp: '注册', download: '下载', signOut: '退出登录',
    links: { features: '功能', extensions: '扩展', updates: '更新', pricing: '价格', faq: '常见问题', doc: '扩展开发文档', exp: 'EXP 文档', goExp: 'Go EXP 文档', friendLink: '友情链接' },
    user: { center: '个人中心', licenses: '授权管理', orders: '订单管理' },
  },
  en: {
    main: 'Main', docs: 'Docs', menu: 'Menu', closeMenu: 'Close menu', footer: 'Follow us', site: 'Tidewatch',
    signIn: 'Sign in', signUp: 'Sign up', download: 'Download', signOut: 'Sign out',
    links: { features: 'Features', extensions: 'Extensions', updates: 'Updates', pricing: 'Pricing', faq: 'FAQ', doc: 'Extension developer docs', exp: 'EXP docs', goExp: 'Go EXP docs', friendLink: 'Friend links' },
    user: { center: 'User centre', licenses: 'License management', orders: 'Order management' },
  },
} as const;

type LinkKey = keyof (typeof text)['en']['links'];
const header: { key: LinkKey; path: string }[] = [
  { key: 'features', path: '/features' },
  { key: 'extensions', path: '/extensions' },
  { key: 'updates', path: '/updates' },
  { key: 'pricing', path: '/sale' },
];
const docs: { key: LinkKey; path: string }[] = [
  { key: 'faq', path: '/faq' },
  { key: 'doc', path: '/doc' },
  { key: 'exp', path: '/exp' },
  { key: 'goExp', path: '/goExp' },
];

const CJK = /[\u4e00-\u9fff]/;

/** The title is in the page's language: Chinese characters on the Chinese site, none on the English one. */
const expectTitleIn = async (page: Page, language: Language) => {
  await expect(page, `title of ${page.url()}`).toHaveTitle(new RegExp(` · ${text[language].site}$`));
  const title = await page.title();
  if (language === 'zh') expect(title).toMatch(CJK);
  else expect(title).not.toMatch(CJK);
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  expect(description.length, `description of ${page.url()}`).toBeGreaterThanOrEqual(8);
  if (language === 'zh') expect(description).toMatch(CJK);
  else expect(description).not.toMatch(CJK);
  return title;
};

/**
 * Clicks a link and checks that its page stays: the new page sets its own title (so it has rendered, and any
 * redirect has happened), and the address is still the link's path.
 */
const landsOn = async (page: Page, language: Language, path: string, click: () => Promise<void>) => {
  // the page we start from has set its own title first, so a title change below is the target's doing
  await expect(page).toHaveTitle(new RegExp(` · ${text[language].site}$`));
  const before = await page.title();
  await click();
  await expect.soft(page, `${path} sets its own title`).not.toHaveTitle(before);
  await expect.soft.poll(() => new URL(page.url()).pathname.toLowerCase(), { message: `${path} stays` }).toBe(path.toLowerCase());
  const title = await page.title();
  expect.soft(title, `title of ${path}`).toMatch(new RegExp(` · ${text[language].site}$`));
  if (language === 'zh') expect.soft(title, `title of ${path}`).toMatch(CJK);
  else expect.soft(title, `title of ${path}`).not.toMatch(CJK);
  return title;
};

/** A page to start from whose title differs from the target's. */
const startFor = (path: string) => (path === '/updates' ? '/sale' : '/updates');

const noSidewaysScroll = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `no sideways scroll on ${page.url()}` }).toBeLessThanOrEqual(0);

for (const language of ['zh', 'en'] as Language[]) {
  const t = text[language];

  test.describe(`navigation (${language})`, () => {
    // a link that fails waits out its checks; the others are still tried, so each failure is named
    test.setTimeout(240_000);
    test('every header link, Docs item and footer link lands on its own page, each with its own title', async ({ page, baseURL }) => {
      const origin = originOf(baseURL!, language);
      const titles = new Map<string, string>();
      for (const link of header) {
        await page.goto(origin + startFor(link.path));
        await expectTitleIn(page, language);
        const nav = page.getByRole('navigation', { name: t.main });
        titles.set(link.path, await landsOn(page, language, link.path, () => nav.getByRole('link', { name: t.links[link.key], exact: true }).click()));
      }
      for (const link of docs) {
        await page.goto(origin + startFor(link.path));
        await page.getByRole('navigation', { name: t.main }).getByRole('button', { name: t.docs }).click();
        titles.set(link.path, await landsOn(page, language, link.path, () => page.getByRole('menuitem', { name: t.links[link.key], exact: true }).click()));
      }
      await page.goto(origin + '/updates');
      const footer = page.getByRole('navigation', { name: t.footer });
      titles.set('/friendlink', await landsOn(page, language, '/friendlink', () => footer.getByRole('link', { name: t.links.friendLink }).click()));

      await page.goto(origin + '/updates');
      titles.set('/signIn', await landsOn(page, language, '/signIn', () => page.getByRole('banner').getByRole('link', { name: t.signIn, exact: true }).click()));
      // a visitor can also sign up from the header
      titles.set('/signUp', await landsOn(page, language, '/signUp', () => page.getByRole('banner').getByRole('link', { name: t.signUp, exact: true }).click()));
      // Download goes to the home page's download block
      await page.getByRole('banner').getByRole('link', { name: t.download, exact: true }).click();
      await expect(page).toHaveURL(`${origin}/#dl`);
      await expect(page.locator('#dl')).toBeInViewport();
      titles.set('/', await expectTitleIn(page, language));

      expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(titles.size);
    });

    test('the pages of accounts and purchases have their own titles and descriptions in their language; <html lang> follows the locale', async ({ page, baseURL }) => {
      const origin = originOf(baseURL!, language);
      const titles = new Map<string, string>();
      for (const path of ['/updates', '/sale', '/signIn', '/signUp', '/agreement', '/activate/mail', '/password/send', '/password/reset?token=nothing']) {
        await page.goto(origin + path);
        await expect(page).not.toHaveTitle('Scanner');
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
        titles.set(path, await expectTitleIn(page, language));
      }
      expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(titles.size);
    });

    test.describe('on a phone (390 px)', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      // found by its popup rather than its role: while the modal menu is open, the rest of the page (the button
      // too) is hidden from assistive technology, as it should be
      const menuButton = (page: Page) => page.locator('header button[aria-haspopup="dialog"]');
      const menu = (page: Page) => page.getByRole('dialog', { name: t.menu });

      test('the menu reaches every header link, Docs item, sign-in, sign-up and Download, and closes on each navigation', async ({ page, baseURL }) => {
        const origin = originOf(baseURL!, language);
        const targets = [
          ...header.map((link) => ({ name: t.links[link.key] as string, path: link.path })),
          ...docs.map((link) => ({ name: t.links[link.key] as string, path: link.path })),
          { name: t.signIn, path: '/signIn' },
          { name: t.signUp, path: '/signUp' },
        ];
        for (const target of targets) {
          await page.goto(origin + startFor(target.path));
          await expect(page.getByRole('navigation', { name: t.main })).toBeHidden();
          await menuButton(page).click();
          await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
          await landsOn(page, language, target.path, () => menu(page).getByRole('link', { name: target.name, exact: true }).click());
          await expect(menu(page)).toBeHidden();
          await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
        }
        await menuButton(page).click();
        await menu(page).getByRole('link', { name: t.download, exact: true }).click();
        await expect(menu(page)).toBeHidden();
        await expect(page).toHaveURL(`${origin}/#dl`);
      });

      test('the menu is a labelled dialog: Esc and an outside click close it, focus returns to the button, the language switch works', async ({ page, baseURL }) => {
        await page.goto(originOf(baseURL!, language) + '/updates');
        const button = menuButton(page);
        await expect(page.getByRole('banner').getByRole('button', { name: t.menu, exact: true })).toBeVisible();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await button.click();
        await expect(menu(page)).toBeVisible();
        await expect(button).toHaveAttribute('aria-controls', (await menu(page).getAttribute('id'))!);
        await expect(menu(page).getByRole('heading', { name: t.docs })).toBeVisible();
        await noSidewaysScroll(page);
        // axe on the open menu (the page behind it is each page's own test)
        const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

        await page.keyboard.press('Escape');
        await expect(menu(page)).toBeHidden();
        await expect(button).toBeFocused();

        await button.click();
        await expect(menu(page)).toBeVisible();
        await page.mouse.click(20, 600); // on the page beside the panel
        await expect(menu(page)).toBeHidden();
        await expect(button).toBeFocused();

        // the language switch is in the menu too
        const other: Language = language === 'zh' ? 'en' : 'zh';
        await button.click();
        await menu(page).getByRole('button', { name: other === 'zh' ? '中文' : 'English' }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', other === 'zh' ? 'zh-CN' : 'en');
        await expect(page.getByRole('dialog', { name: text[other].menu })).toBeVisible();
      });

      test('signed in, the menu offers the user centre, licenses, orders and sign-out', async ({ page, baseURL }) => {
        const origin = originOf(baseURL!, language);
        const account = await createAccount(baseURL!, language);
        const token = await apiSignIn(baseURL!, account);
        await storeSession(page, origin, token);
        for (const target of [
          { name: t.user.center, path: '/center/profile' },
          { name: t.user.licenses, path: '/center/licenseManagement' },
          { name: t.user.orders, path: '/center/orderManagement' },
        ]) {
          await page.goto(origin + '/updates');
          await menuButton(page).click();
          await expect(menu(page).getByRole('heading', { name: account.username })).toBeVisible();
          await landsOn(page, language, target.path, () => menu(page).getByRole('link', { name: target.name, exact: true }).click());
          await noSidewaysScroll(page);
        }
        for (const path of ['/modify', '/buy/orderForm/13/0']) {
          await page.goto(origin + path);
          await expectTitleIn(page, language);
          await noSidewaysScroll(page);
        }
        await menuButton(page).click();
        await menu(page).getByRole('button', { name: t.signOut }).click();
        await expect(page).toHaveURL(`${origin}/`);
        await menuButton(page).click();
        await expect(menu(page).getByRole('link', { name: t.signIn, exact: true })).toBeVisible();
      });

      test('no page of accounts, pricing and updates scrolls sideways, and the footer fits', async ({ page, baseURL }) => {
        const origin = originOf(baseURL!, language);
        for (const path of ['/updates', '/sale', '/signIn', '/signUp', '/agreement', '/activate/mail', '/password/send', '/password/reset?token=nothing']) {
          await page.goto(origin + path);
          await expectTitleIn(page, language);
          await noSidewaysScroll(page);
          const footer = page.getByRole('contentinfo');
          const box = (await footer.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(390);
        }
      });
    });
  });
}
