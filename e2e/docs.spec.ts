import { expectNoAxeViolations } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, isGraphUrl, operationNameOf, originOf, test, upstreamOf, type Language } from './fixtures.ts';

/** The 14 anchors of the extension documentation (docs-market-content.md §2), in their order. */
const anchors = [
  'extension-overview', 'first-extension', 'testing', 'publishing', 'packaging', 'extension-functions', 'examples',
  'protocol-api', 'api-reference', 'publishing-configuration', 'initial-events', 'translation', 'manifest', 'theme-rules',
];

const text = {
  zh: {
    toc: '目录',
    contents: '目录',
    version: '版本',
    updated: '更新于',
    titles: { '/doc': '扩展开发文档', '/exp': 'EXP 文档', '/goexp': 'Go EXP 文档' },
    site: '潮望',
    notFound: '请求的资源不存在',
    network: '网络连接异常，请稍后重试',
    connection: '连接错误',
  },
  en: {
    toc: 'Table of contents',
    contents: 'Contents',
    version: 'Version',
    updated: 'Updated',
    titles: { '/doc': 'Extension developer documentation', '/exp': 'EXP documentation', '/goexp': 'Go EXP documentation' },
    site: 'Tidewatch',
    notFound: 'The requested resource does not exist',
    network: 'The network connection is abnormal, please try again later',
    connection: 'Connection error',
  },
} as const;

const docLang = (language: Language) => (language === 'zh' ? 'CN' : 'EN');

/** The doc as the upstream serves it (version and date are shown on the page). */
const restDoc = async (baseURL: string, path: string) =>
  ((await (await fetch(`${upstreamOf(baseURL)}/api${path}`)).json()) as { data: { content: string; version: string; updateDate: string } }).data;

const article = (page: Page) => page.locator('main article');

/** Nothing on the page but the shared header reaches past the right edge (code blocks and tables scroll inside themselves). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => !element.closest('header, pre, .table-scroll') && element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`),
  );

for (const language of ['zh', 'en'] as Language[]) {
  const t = text[language];

  test.describe(`documentation pages (${language})`, () => {
    test('/doc has the 14 anchors, and each table-of-contents link brings its heading into view', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/doc');
      await expect(article(page)).toBeVisible();
      for (const id of anchors) await expect(article(page).locator(`h2[id="${id}"]`)).toHaveCount(1);
      const toc = page.getByRole('navigation', { name: t.toc });
      for (const id of anchors) {
        await toc.locator(`a[href="#${id}"]`).click();
        await expect(page.locator(`h2[id="${id}"]`)).toBeInViewport();
        await expect(page).toHaveURL(new RegExp(`/doc#${id}$`));
      }
      await expect(page).toHaveTitle(`${t.titles['/doc']} · ${t.site}`);
    });

    test('the table of contents follows the section being read', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/doc');
      const toc = page.getByRole('navigation', { name: t.toc });
      await expect(toc.locator('a[href="#extension-overview"]')).toHaveAttribute('aria-current', 'location');
      for (const id of ['packaging', 'testing']) {
        await page.locator(`h2[id="${id}"]`).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
        await expect(toc.locator(`a[href="#${id}"]`)).toHaveAttribute('aria-current', 'location');
        await expect(toc.locator('a[aria-current]')).toHaveCount(1);
      }
    });

    test('/doc#api-reference opens at that section', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/doc#api-reference');
      const heading = page.locator('h2[id="api-reference"]');
      await expect(heading).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // it lands below the sticky header, not under it
      const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(64);
      await expect(page.getByRole('navigation', { name: t.toc }).locator('a[href="#api-reference"]')).toHaveAttribute('aria-current', 'location');
    });

    test('/doc offers the TypeScript declaration file of the scripting API', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/doc');
      const link = page.locator('main a[href="/sdk/tidewatch-extension.d.ts"][download]');
      await expect(link).toHaveAttribute('download', '');
      await expect(link).toHaveText('tidewatch-extension.d.ts');
      await expect(link.locator('xpath=..')).toContainText('TypeScript');
    });

    for (const [path, rest] of [
      ['/doc', (lang: string) => `/doc/extension/${lang}`],
      ['/exp', (lang: string) => `/doc/info/1/${lang}`],
      ['/goexp', (lang: string) => `/doc/info/0/${lang}`],
      ['/goExp', (lang: string) => `/doc/info/0/${lang}`],
    ] as const) {
      test(`${path} renders its document with its version and update date`, async ({ page, baseURL }) => {
        test.slow();
        const doc = await restDoc(baseURL!, rest(docLang(language)));
        await page.goto(originOf(baseURL!, language) + path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(article(page)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(article(page).locator('h2').first()).toBeVisible();
        await expect(page.getByText(`${t.version} ${doc.version}`, { exact: true })).toBeVisible();
        await expect(page.locator('main time')).toHaveText(doc.updateDate);
        await expect(page.locator('main time')).toHaveAttribute('datetime', doc.updateDate);
        await expect(page.locator('main p', { hasText: t.updated })).toBeVisible();
        // highlighted code: the content's code blocks are coloured by highlight.js
        if (/```(typescript|javascript|json|go|bash|yaml|python|http|xml)\b/.test(doc.content)) {
          await expect(article(page).locator('pre code.hljs span[class^="hljs-"]').first()).toBeVisible();
        }
        const key = path.toLowerCase() as keyof typeof t.titles;
        await expect(page).toHaveTitle(new RegExp(`^${t.titles[key]} · `));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
        await expectNoAxeViolations(page);
      });
    }

    for (const path of ['/doc', '/exp', '/goexp']) {
      test(`on a phone ${path} does not scroll sideways: code blocks and tables scroll inside themselves`, async ({ page, baseURL }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(originOf(baseURL!, language) + path);
        await expect(article(page)).toBeVisible();
        expect(await sidewaysOverflow(page)).toEqual([]);
        const overflow = await article(page).locator('pre, .table-scroll').evaluateAll((boxes) => boxes.map((box) => getComputedStyle(box).overflowX));
        expect(overflow.length).toBeGreaterThan(0);
        expect(new Set(overflow)).toEqual(new Set(['auto']));
      });
    }

    test('on a phone the contents fold above the text and close once a section is chosen', async ({ page, baseURL }) => {
      test.slow();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(originOf(baseURL!, language) + '/doc');
      const summary = page.locator('main summary', { hasText: t.contents });
      await expect(summary).toBeVisible();
      const toc = page.getByRole('navigation', { name: t.toc });
      await expect(toc).toBeHidden();
      await summary.click();
      await expect(toc).toBeVisible();
      await expectNoAxeViolations(page);
      await toc.locator('a[href="#manifest"]').click();
      await expect(page.locator('h2[id="manifest"]')).toBeInViewport();
      await expect(toc).toBeHidden();
      expect(await sidewaysOverflow(page)).toEqual([]);
    });

    test('links inside the content stay in the app: #sections scroll, site pages open without a reload', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/exp');
      await expect(article(page)).toBeVisible();
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const sectionLink = article(page).locator('a[href^="#"]').first();
      const id = decodeURIComponent((await sectionLink.getAttribute('href'))!.slice(1));
      await sectionLink.click();
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`/exp#${encodeURIComponent(id)}$`));
      await article(page).locator('a[href="/goexp"]').first().click();
      await expect(page).toHaveURL(/\/goexp$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.titles['/goexp']);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });

    test('a failed load warns in the page language as the doc client does', async ({ page, baseURL }) => {
      let answer: 'network' | 'NOT_FOUND' | 'UPSTREAM_UNAVAILABLE' | 'UNAUTHENTICATED' = 'network';
      await page.route(isGraphUrl, async (route) => {
        if (operationNameOf(route.request()) !== 'DocPage') return route.continue();
        if (answer === 'network') return route.abort('internetdisconnected');
        return route.fulfill({ json: { data: { doc: null }, errors: [{ message: 'x', path: ['doc'], extensions: { code: answer } }] } });
      });
      // a prerendered page carries its data and asks for none: these arrive as the gateway sends a page it has not
      // rendered (just after a start, or when its render failed), the client's shell, which loads the doc itself
      await page.route(
        (url) => ['/doc', '/exp', '/goexp'].includes(url.pathname.toLowerCase()),
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.fallback();
          // (from the test's side en.localhost does not resolve: the address is the gateway's, the host the site's)
          const host = new URL(originOf(baseURL!, language)).host;
          return route.fulfill({ response: await route.fetch({ url: new URL('/agreement', baseURL).href, headers: { ...route.request().headers(), host } }) });
        },
      );
      const warning = page.locator('[data-toast="warning"]');
      await page.goto(originOf(baseURL!, language) + '/exp');
      await expect(warning).toContainText(t.network);
      answer = 'NOT_FOUND';
      await page.goto(originOf(baseURL!, language) + '/goexp');
      await expect(warning).toContainText(t.notFound);
      answer = 'UPSTREAM_UNAVAILABLE';
      await page.goto(originOf(baseURL!, language) + '/doc');
      await expect(warning).toContainText(t.connection);
      // 401: nothing at all, and no trip to the sign-in page
      answer = 'UNAUTHENTICATED';
      await page.goto(originOf(baseURL!, language) + '/exp');
      await expect(page.locator('main')).toContainText(language === 'zh' ? '文档加载失败' : 'could not be loaded');
      await expect(warning).toHaveCount(0);
      await expect(page).toHaveURL(/\/exp$/);
    });
  });
}
