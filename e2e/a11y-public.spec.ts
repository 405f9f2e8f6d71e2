import { checkPage, PHONE } from './a11y.ts';
import { expect, graph, originOf, test, type Language } from './fixtures.ts';

/** Every page a visitor sees, and the home page's video dialog and phone menu, on a 390 px phone in both languages (a11y.ts). */

const text = {
  zh: { menu: '菜单', watch: /^观看视频/ },
  en: { menu: 'Menu', watch: /^Watch the video/ },
} as const;

/** Pages a visitor sees. */
const publicPages = [
  '/',
  '/sale',
  '/updates',
  '/features',
  '/faq',
  '/friendLink',
  '/doc',
  '/exp',
  '/goExp',
  '/extensions',
  '/trial/13',
  '/trialSuccess/13',
  '/chat/15',
  '/chatSuccess/15',
  '/signIn',
  '/signUp',
  '/agreement',
  '/activate/mail',
  '/activate/result?token=not-a-token',
  '/password/send',
  '/password/reset?token=not-a-token',
];

test.use({ viewport: PHONE });

for (const language of ['zh', 'en'] as const satisfies Language[]) {
  const t = text[language];

  test.describe(`on a 390 px phone in ${language === 'zh' ? 'Chinese' : 'English'}`, () => {
    for (const path of publicPages) {
      test(`${path} fits the width and passes axe`, async ({ page, baseURL }) => {
        await page.goto(`${originOf(baseURL!, language)}${path}`);
        await checkPage(page, path);
      });
    }

    test('an extension’s page fits the width and passes axe', async ({ page, baseURL }) => {
      const { plugins } = await graph<{ plugins: { items: { extensionId: string }[] } }>(page, baseURL!, '{ plugins(size: 1) { items { extensionId } } }');
      await page.goto(`${originOf(baseURL!, language)}/extensions/${plugins.items[0]!.extensionId}`);
      await checkPage(page, 'an extension');
    });

    test('the video dialog and the phone menu fit the width and pass axe', async ({ page, baseURL }) => {
      const origin = originOf(baseURL!, language);
      await page.goto(`${origin}/`);
      await page.getByRole('button', { name: t.watch }).first().click();
      await checkPage(page, 'the video dialog');
      await page.keyboard.press('Escape');
      await page.locator('header button[aria-haspopup="dialog"]').click();
      await expect(page.getByRole('dialog', { name: t.menu })).toBeVisible();
      await checkPage(page, 'the phone menu');
    });

  });
}
