import type { Browser, Page } from '@playwright/test';
import { expect, originOf, signedInBuyer, test, type Language } from './fixtures.ts';

/** The prerendered public pages (client/src/prerender.tsx) and the header link each is reached by, where it has one. */
const PAGES = ['/', '/features', '/faq', '/friendLink', '/doc', '/exp', '/goExp', '/updates', '/sale', '/extensions'];
const LANGUAGES: Language[] = ['zh', 'en'];
const HEADER_LINKS: Record<Language, [string, string][]> = {
  zh: [['功能', '/features'], ['扩展', '/extensions'], ['更新', '/updates'], ['价格', '/sale']],
  en: [['Features', '/features'], ['Extensions', '/extensions'], ['Updates', '/updates'], ['Pricing', '/sale']],
};

/** A page with JavaScript off, as a crawler that runs none sees the site. */
const withoutJavaScript = async (browser: Browser, run: (page: Page) => Promise<void>) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
};

/**
 * The page's cumulative layout shift so far (the layout-shift entries the browser recorded since it began loading,
 * none caused by input), read once the page is interactive and two frames have been drawn after that.
 */
const layoutShift = async (page: Page) => {
  await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
        let total = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as Shift[]) if (!entry.hadRecentInput) total += entry.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve(total);
          }),
        );
      }),
  );
};

test.describe('public pages arrive as HTML', () => {
  // the checks below end in contexts of their own (no JavaScript: axe cannot run there)
  test.use({ axeOnLastPage: false });

  test.beforeAll(async ({ browser, baseURL }) => {
    // the gateway renders the pages once it serves (zh, then en, in this order): wait for the last one
    await withoutJavaScript(browser, async (page) => {
      await expect(async () => {
        await page.goto(`${originOf(baseURL!, 'en')}/extensions`);
        await expect(page.locator('script#prerendered')).toHaveCount(1, { timeout: 1_000 });
      }).toPass({ timeout: 150_000 });
    });
  });

  for (const language of LANGUAGES) {
    test(`without JavaScript every public page shows its heading, content and working links (${language})`, async ({ browser, baseURL }) => {
      const origin = originOf(baseURL!, language);
      await withoutJavaScript(browser, async (page) => {
        for (const path of PAGES) {
          await page.goto(origin + path);
          await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
          const heading = page.getByRole('heading', { level: 1 }).first();
          await expect(heading, path).toBeVisible();
          expect((await heading.innerText()).trim(), path).not.toBe('');
          // the page's own content, not only the header and footer
          expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(200);
          await expect(page, path).toHaveTitle(/.+ · (潮望|Tidewatch)$|^(潮望|Tidewatch)$/);
          await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', new RegExp(`${path === '/' ? '/' : path}$`));
          await expect(page.locator('link[rel="alternate"][hreflang="en"]'), path).toHaveCount(1);
          const nav = page.getByRole('navigation', { name: language === 'zh' ? '主导航' : 'Main' });
          for (const [name, href] of HEADER_LINKS[language]) await expect(nav.getByRole('link', { name, exact: true }), path).toHaveAttribute('href', href);
        }
        // the links work: from the home page to pricing, without a script
        await page.goto(origin + '/');
        await page.getByRole('navigation', { name: language === 'zh' ? '主导航' : 'Main' }).getByRole('link', { name: HEADER_LINKS[language][3][0], exact: true }).click();
        await expect(page).toHaveURL(`${origin}/sale`);
        await expect(page.getByRole('heading', { level: 1, name: language === 'zh' ? '选择适合您的版本' : 'Choose your edition' })).toBeVisible();
      });
    });
  }

  test('without JavaScript the pricing page names the payment methods on offer, in each language', async ({ browser, baseURL }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto(`${originOf(baseURL!, 'zh')}/sale`);
      await expect(page.getByTestId('sale-footnote')).toHaveText('价格以人民币计，按用户计。以人民币支付：支付宝、微信支付或对公转账。以美元支付：PayPal。');
      await page.goto(`${originOf(baseURL!, 'en')}/sale`);
      await expect(page.getByTestId('sale-footnote')).toHaveText('Prices in US dollars, per user. Paid in US dollars: PayPal or bank transfer. Paid in Chinese yuan: Alipay or WeChat Pay.');
    });
  });

  test('without JavaScript every FAQ answer shows, and the market says its filters need JavaScript', async ({ browser, baseURL }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto(`${originOf(baseURL!, 'en')}/faq`);
      const answers = page.locator('[data-faq-answer]');
      expect(await answers.count()).toBeGreaterThan(5);
      for (const answer of await answers.all()) await expect(answer).toBeVisible();
      // (Playwright's text locators skip <noscript>: the note is found by its element)
      const note = page.locator('main noscript p');
      await page.goto(`${originOf(baseURL!, 'en')}/extensions`);
      await expect(note).toBeVisible();
      await expect(note).toHaveText(/^Searching and filtering the market need JavaScript\./);
      await page.goto(`${originOf(baseURL!, 'zh')}/extensions`);
      await expect(note).toBeVisible();
      await expect(note).toHaveText(/^搜索和筛选扩展需要 JavaScript/);
    });
  });

  for (const width of [1440, 390]) {
    test(`hydrating moves nothing at ${width} px, signed out or signed in (the header's user menu takes the sign-in links' place)`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      const shifts: string[] = [];
      const visit = async (origin: string, who: string) => {
        for (const path of ['/', '/doc', '/faq', '/sale', '/updates', '/extensions']) {
          await page.goto(origin + path, { waitUntil: 'networkidle' });
          const shift = await layoutShift(page);
          if (shift > 0.01) shifts.push(`${who} ${path}: ${shift.toFixed(3)}`);
        }
      };
      await visit(originOf(baseURL!, 'en'), 'signed out');
      const { origin } = await signedInBuyer(page, baseURL!, 'zh');
      await visit(origin, 'signed in');
      expect(shifts).toEqual([]);
    });
  }

  for (const language of LANGUAGES) {
    test(`with JavaScript the page hydrates from the embedded data: no query is sent again, no mismatch (${language})`, async ({ page, baseURL }) => {
      const origin = originOf(baseURL!, language);
      const queries: string[] = [];
      const problems: string[] = [];
      page.on('request', (request) => void (request.url().includes('/graphql') && queries.push(request.postData() ?? request.url())));
      page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())));
      for (const path of ['/', '/faq', '/sale', '/updates', '/extensions', '/doc']) {
        await page.goto(origin + path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      }
      expect(queries).toEqual([]);
      expect(problems).toEqual([]);
      // hydrated: the FAQ accordion answers a click
      await page.goto(`${origin}/faq`, { waitUntil: 'networkidle' });
      // the ids in the markup are the ones the browser's tree makes (useId: Radix's ids and aria references); a
      // production build does not report an attribute mismatch, it keeps the server's value, so compare them here
      const mismatches = await page.evaluate(() =>
        [...document.querySelectorAll('#root [id], #root [aria-controls], #root [aria-labelledby]')].flatMap((element) => {
          const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
          const props = key ? ((element as unknown as Record<string, Record<string, unknown>>)[key] ?? {}) : {};
          return ['id', 'aria-controls', 'aria-labelledby']
            .filter((name) => element.hasAttribute(name) && props[name] !== undefined && String(props[name]) !== element.getAttribute(name))
            .map((name) => `${name}: markup ${element.getAttribute(name)}, browser ${String(props[name])}`);
        }),
      );
      expect(mismatches).toEqual([]);
      expect(await page.locator('#root [id^="radix-"]').count()).toBeGreaterThan(0);
      const first = page.locator('[data-faq-answer]').first();
      await expect(first).toBeHidden();
      await page.locator('h3 button').first().click();
      await expect(first).toBeVisible();
    });
  }
});
