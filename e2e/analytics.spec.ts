import type { Browser } from '@playwright/test';
import { expect, originOf, test, upstreamOf, type Language } from './fixtures.ts';

interface StoredView {
  path: string;
  referrer_host: string;
  locale: string;
  width: number;
}

/** What the upstream stored, newest first (GET /dev/page-views); a test finds its own views by a viewport width no other test uses. */
const storedViews = async (baseURL: string, width: number) => {
  const views = (await (await fetch(`${upstreamOf(baseURL)}/dev/page-views`)).json()) as StoredView[];
  return views.filter((view) => view.width === width).reverse().map(({ path, referrer_host, locale }) => ({ path, referrer_host, locale, width }));
};

const pricing = { zh: '价格', en: 'Pricing' } as const;

/** Opens /updates, goes on to /sale through the header, then leaves the site (the queued views go in a beacon on pagehide). */
const visit = async (browser: Browser, baseURL: string, language: Language, width: number, initScript?: string) => {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  await page.goto(originOf(baseURL, language) + '/updates?v=15#top');
  await page.getByRole('navigation', { name: language === 'zh' ? '主导航' : 'Main' }).getByRole('link', { name: pricing[language] }).click();
  // the page's title is set in the same commit as its view is queued
  await expect(page).toHaveTitle(language === 'zh' ? '价格 · 潮望' : 'Pricing · Tidewatch');
  await page.goto('about:blank');
  return context;
};

for (const language of ['zh', 'en'] as Language[]) {
  test(`each page reached records exactly one page view, without its query string (${language})`, async ({ browser, baseURL }) => {
    // a retry counts under its own width: the views of the failed attempt stay stored
    const width = (language === 'zh' ? 1231 : 1232) + test.info().retry * 500;
    const context = await visit(browser, baseURL!, language, width);
    await expect.poll(async () => (await storedViews(baseURL!, width)).length).toBe(2);
    expect(await storedViews(baseURL!, width)).toEqual([
      { path: '/updates', referrer_host: '', locale: language, width },
      { path: '/sale', referrer_host: '', locale: language, width },
    ]);
    await context.close();
  });
}

for (const language of ['zh', 'en'] as Language[]) {
  test(`one page, one path: every spelling of /friendLink and /goExp counts under the route's own (${language})`, async ({ browser, baseURL }) => {
    // a retry counts under its own width: the views of the failed attempt stay stored
    const width = (language === 'zh' ? 1241 : 1242) + test.info().retry * 500;
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const spellings = ['/friendlink', '/friendLink', '/FRIENDLINK', '/goexp', '/goExp'];
    for (const path of spellings) {
      await page.goto(originOf(baseURL!, language) + path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('about:blank');
    await expect.poll(async () => (await storedViews(baseURL!, width)).length).toBe(spellings.length);
    expect((await storedViews(baseURL!, width)).map((view) => view.path)).toEqual(['/friendLink', '/friendLink', '/friendLink', '/goExp', '/goExp']);
    await context.close();
  });
}

const optOuts = [
  { name: 'Do Not Track', width: 1233, script: "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });" },
  { name: 'Global Privacy Control', width: 1234, script: "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });" },
];

for (const optOut of optOuts) {
  test(`records nothing under ${optOut.name}`, async ({ browser, baseURL }) => {
    const refused = await visit(browser, baseURL!, 'en', optOut.width, optOut.script);
    await refused.close();
    // A visitor without the signal, after: once their view is stored, the opted-out one would have been too.
    const control = await visit(browser, baseURL!, 'en', optOut.width + 100);
    await expect.poll(async () => (await storedViews(baseURL!, optOut.width + 100)).length).toBe(2);
    expect(await storedViews(baseURL!, optOut.width)).toEqual([]);
    await control.close();
  });
}
