import { pauseClock } from './accounts.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, originOf, test, type Language } from './fixtures.ts';

/** The banner's autoplay delay (BannerCarousel.tsx). */
const DELAY_MS = 6000;

const text = {
  zh: {
    carousel: '产品亮点',
    roleCarousel: '轮播',
    roleSlide: '幻灯片',
    slide: (n: number) => `第 ${n} 张，共 3 张`,
    dot: (n: number, name: string) => `第 ${n} 张：${name}`,
    names: ['资产测绘', '会话终端', '漏洞扫描'],
    next: '下一张',
    previous: '上一张',
    stop: '停止自动轮播',
    watch: (name: string) => `观看视频：${name}`,
    video: (name: string) => `视频：${name}`,
    close: '关闭',
    download: '免费下载',
    buy: '购买',
    extensions: '扩展',
    tools: '工具',
    doc: '编写你自己的扩展：开发者文档 →',
    fingerprints: '35万+',
    weekly: '红队版：每周至少更新 5 个 PoC 与 5 个热点漏洞。',
    title: '资产测绘与漏洞扫描 · 潮望',
  },
  en: {
    carousel: 'Product highlights',
    roleCarousel: 'carousel',
    roleSlide: 'slide',
    slide: (n: number) => `${n} of 3`,
    dot: (n: number, name: string) => `Slide ${n}: ${name}`,
    names: ['Asset mapping', 'Session terminal', 'Vulnerability scanning'],
    next: 'Next slide',
    previous: 'Previous slide',
    stop: 'Stop the slide show',
    watch: (name: string) => `Watch the video: ${name}`,
    video: (name: string) => `Video: ${name}`,
    close: 'Close',
    download: 'Free download',
    buy: 'Buy',
    extensions: 'Extensions',
    tools: 'Tools',
    doc: 'Write your own extension: the developer documentation →',
    fingerprints: '350,000+',
    weekly: 'In the Red Team edition: at least 5 new PoCs and 5 hot vulnerabilities every week.',
    title: 'Asset mapping and vulnerability scanning · Tidewatch',
  },
} as const;

const banner = (page: Page, language: Language) => page.getByRole('region', { name: text[language].carousel });
const dot = (page: Page, language: Language, n: number) =>
  banner(page, language).getByRole('button', { name: text[language].dot(n, text[language].names[n - 1]), exact: true });
/** The slide the carousel marks as current (1-based), read from the slide buttons' aria-current. */
const currentSlide = async (page: Page, language: Language) => {
  for (const n of [1, 2, 3]) if ((await dot(page, language, n).getAttribute('aria-current')) === 'true') return n;
  throw new Error('no slide is current');
};
const following = (n: number) => (n % 3) + 1;
/** The slides' live region is off while the autoplay plugin runs and polite while it is stopped (its own events). */
const slidesLive = (page: Page) => page.locator('#banner-slides');

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`home page (${language})`, () => {
    test('the carousel controls change the slide and mark the current one', async ({ page, baseURL }) => {
      // no autoplay under reduced motion, so only the controls move the slides here
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(originOf(baseURL!, language) + '/');
      const region = banner(page, language);
      await expect(region).toHaveAttribute('aria-roledescription', text[language].roleCarousel);
      for (const n of [1, 2, 3]) {
        await expect(region.locator(`[aria-roledescription="${text[language].roleSlide}"][aria-label="${text[language].slide(n)}"]`)).toHaveCount(1);
      }
      await expect(dot(page, language, 1)).toHaveAttribute('aria-current', 'true');
      const slide = (n: number) => region.getByRole('group', { name: text[language].slide(n) });
      await expect(slide(1).getByRole('heading', { level: 2 })).toBeVisible();
      await region.getByRole('button', { name: text[language].next }).click();
      await expect(dot(page, language, 2)).toHaveAttribute('aria-current', 'true');
      await expect(dot(page, language, 1)).not.toHaveAttribute('aria-current', 'true');
      await expect(slide(2).getByRole('button', { name: text[language].watch(text[language].names[1]) })).toBeInViewport();
      await dot(page, language, 3).click();
      await expect(dot(page, language, 3)).toHaveAttribute('aria-current', 'true');
      await region.getByRole('button', { name: text[language].next }).click();
      await expect(dot(page, language, 1)).toHaveAttribute('aria-current', 'true');
      await region.getByRole('button', { name: text[language].previous }).click();
      await expect(dot(page, language, 3)).toHaveAttribute('aria-current', 'true');
      // the off-screen slides are inert: their links are not reachable with the keyboard
      await expect(region.locator(`[aria-label="${text[language].slide(1)}"]`)).toHaveAttribute('inert', '');
    });

    test('under reduced motion the slides never turn by themselves', async ({ page, baseURL }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await page.goto(originOf(baseURL!, language) + '/');
      await expect(dot(page, language, 1)).toHaveAttribute('aria-current', 'true');
      await expect(slidesLive(page)).toHaveAttribute('aria-live', 'polite');
      await expect(banner(page, language).getByRole('button', { name: text[language].stop })).toHaveCount(0);
      await page.clock.runFor(DELAY_MS * 3);
      await expect(dot(page, language, 1)).toHaveAttribute('aria-current', 'true');
    });

    test('autoplay turns the slides and pauses while the pointer or the focus is on the banner', async ({ page, baseURL }) => {
      await page.clock.install();
      await page.goto(originOf(baseURL!, language) + '/');
      await expect(slidesLive(page)).toHaveAttribute('aria-live', 'off');
      // from here on time moves only when the test moves it
      await pauseClock(page);
      let current = await currentSlide(page, language);
      await page.clock.runFor(DELAY_MS + 500);
      await expect(dot(page, language, following(current))).toHaveAttribute('aria-current', 'true');
      current = following(current);

      const box = (await banner(page, language).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect(slidesLive(page)).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(DELAY_MS * 3);
      await expect(dot(page, language, current)).toHaveAttribute('aria-current', 'true');

      await page.mouse.move(box.x + box.width / 2, box.y / 2);
      await expect(slidesLive(page)).toHaveAttribute('aria-live', 'off');
      await page.clock.runFor(DELAY_MS + 500);
      await expect(dot(page, language, following(current))).toHaveAttribute('aria-current', 'true');
      current = following(current);

      await banner(page, language).getByRole('button', { name: text[language].next }).focus();
      await expect(slidesLive(page)).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(DELAY_MS * 3);
      await expect(dot(page, language, current)).toHaveAttribute('aria-current', 'true');
      // time flows again for the axe check that ends every test (axe waits on the page's timers)
      await page.clock.resume();
    });

    test('a slide’s video opens in a dialog, plays, and closes with Escape or the close button, giving focus back', async ({ page, baseURL }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(originOf(baseURL!, language) + '/');
      const name = text[language].names[0];
      const watch = banner(page, language).getByRole('button', { name: text[language].watch(name) });
      await watch.click();
      const dialog = page.getByRole('dialog', { name: text[language].video(name) });
      await expect(dialog).toBeVisible();
      const video = dialog.locator('video');
      const source = await video.locator('source').getAttribute('src');
      expect(source).toBe(`/media/home/asset-mapping.${language}.webm`);
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), { message: 'the video plays' })
        .toBe(true);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.locator('video')).toHaveCount(0);
      await expect(watch).toBeFocused();

      await watch.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: text[language].close }).click();
      await expect(dialog).toBeHidden();
      await expect(watch).toBeFocused();
    });

    test('the clips and posters are served by the site itself', async ({ page, baseURL }) => {
      for (const id of ['asset-mapping', 'session-terminal', 'vulnerability-scanning']) {
        const video = await page.request.get(`${baseURL}/media/home/${id}.${language}.webm`);
        expect(video.status()).toBe(200);
        expect(video.headers()['content-type']).toContain('video/webm');
        expect((await video.body()).length).toBeLessThan(400_000);
        const poster = await page.request.get(`${baseURL}/media/home/${id}.${language}.jpg`);
        expect(poster.headers()['content-type']).toContain('image/jpeg');
      }
    });

    test('free download scrolls to the download block and buy goes to /sale', async ({ page, baseURL }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(originOf(baseURL!, language) + '/');
      const slide = banner(page, language).getByRole('group', { name: text[language].slide(1) });
      await slide.getByRole('link', { name: text[language].download }).click();
      await expect(page).toHaveURL(/\/#dl$/);
      await expect(page.locator('#dl')).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 0));
      await slide.getByRole('link', { name: text[language].buy, exact: true }).click();
      await expect(page).toHaveURL(/\/sale$/);
    });

    test('shows the figures, nine sample extensions with their categories in its language, the link to /doc, and the page title', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/');
      await expect(page).toHaveTitle(text[language].title);
      await expect(page.getByText(text[language].fingerprints, { exact: true })).toBeVisible();
      await expect(page.getByText(text[language].weekly)).toBeVisible();
      const section = page.getByRole('region', { name: text[language].extensions, exact: true });
      await expect(section.getByRole('link', { name: text[language].doc })).toHaveAttribute('href', '/doc');
      const cards = section.getByRole('listitem');
      await expect(cards).toHaveCount(9);
      await expect(cards.first().getByRole('heading', { level: 3 })).toBeVisible();
      await expect(section.getByText(text[language].tools, { exact: true }).first()).toBeVisible();
      await expect(section.getByText(text[language === 'zh' ? 'en' : 'zh'].tools, { exact: true })).toHaveCount(0);
    });

    test('has no serious accessibility violation and no sideways scrolling at 390 px', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/');
      await expect(page.locator('#dl').getByRole('article')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(banner(page, language).getByRole('button', { name: text[language].next })).toBeVisible();
      // nothing in the page body is wider than the screen (the header's phone layout has its own spec)
      expect(await page.getByRole('main').evaluate((main) => main.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    });

    test('shows every sample extension’s whole name, on a phone and on a desktop', async ({ page, baseURL }) => {
      await page.goto(originOf(baseURL!, language) + '/');
      const names = page.getByRole('region', { name: text[language].extensions, exact: true }).getByRole('heading', { level: 3 });
      await expect(names).toHaveCount(9);
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const cut = await names.evaluateAll((headings) =>
          headings.filter((heading) => heading.scrollWidth > heading.clientWidth).map((heading) => heading.textContent),
        );
        expect(cut, `names cut short at ${width} px`).toEqual([]);
      }
    });
  });
}
