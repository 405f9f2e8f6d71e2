import { expect, originOf, test, type Language } from './fixtures.ts';

// A screen whose code does not arrive (a release replaced its chunk while the page was open, or the network failed)
// says so in the page's language with a way on, never the router's own page with a stack trace.
const text: Record<Language, { heading: string; reload: string; agreement: RegExp; faq: string }> = {
  zh: { heading: '此页面无法显示', reload: '刷新页面', agreement: /协议/, faq: '常见问题' },
  en: { heading: 'This page could not be shown', reload: 'Reload the page', agreement: /agreement/i, faq: 'FAQ' },
};

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`a screen that cannot load (${language})`, () => {
    test('says so inside the header and footer, and Reload brings the page once its code arrives', async ({ page, baseURL }) => {
      let blocked = true;
      await page.route('**/assets/AgreementPage-*.js', (route) => (blocked ? route.abort('failed') : route.fallback()));
      await page.goto(`${originOf(baseURL!, language)}/agreement`);
      await expect(page.getByRole('heading', { level: 1, name: text[language].heading })).toBeVisible();
      await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: language === 'zh' ? '主导航' : 'Main' })).toBeVisible();
      blocked = false;
      await page.getByRole('button', { name: text[language].reload }).click();
      await expect(page.getByRole('heading', { level: 1, name: text[language].agreement })).toBeVisible();
    });

    test('a prerendered page whose screen cannot load shows the same, not a page that never answers', async ({ page, baseURL }) => {
      await page.route('**/assets/FaqPage-*.js', (route) => route.abort('failed'));
      await page.goto(`${originOf(baseURL!, language)}/faq`);
      await expect(page.getByRole('heading', { level: 1, name: text[language].heading })).toBeVisible();
      await expect(page.getByRole('button', { name: text[language].reload })).toBeVisible();
    });
  });
}
