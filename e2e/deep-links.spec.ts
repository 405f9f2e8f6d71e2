import type { Locator, Page } from '@playwright/test';
import { expect, originOf, test, type Language } from './fixtures.ts';

// A deep link lands readably: the target below the sticky header, marked lightly rather than with a focus ring.

/** The target's top lies below the sticky header, and no outline is drawn round it. */
const landsReadably = async (page: Page, target: Locator) => {
  await expect(target).toBeInViewport();
  const header = (await page.getByRole('banner').boundingBox())!;
  await expect.poll(async () => (await target.boundingBox())!.y, { message: 'the target starts below the sticky header' }).toBeGreaterThanOrEqual(header.y + header.height);
  expect(await target.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
  await expect(target).toHaveAttribute('data-deep-link-target', '');
};

for (const language of ['zh', 'en'] as Language[]) {
  for (const width of [1440, 390]) {
    test.describe(`deep links (${language}, ${width} px)`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('/doc#section: the heading below the header, marked without a focus ring', async ({ page, baseURL }) => {
        const origin = originOf(baseURL!, language);
        await page.goto(`${origin}/doc`);
        const headings = page.getByRole('main').locator('h2[id]');
        await expect(headings.nth(3)).toBeAttached();
        const id = (await headings.nth(3).getAttribute('id'))!;
        await page.goto(`${origin}/doc#${encodeURIComponent(id)}`);
        await landsReadably(page, page.locator(`[id="${id}"]`));
      });

      test('/faq#entry: the answer below the header, marked without a focus ring', async ({ page, baseURL }) => {
        const origin = originOf(baseURL!, language);
        await page.goto(`${origin}/faq`);
        const entries = page.getByRole('main').locator('[data-state][id]');
        await expect(entries.nth(6)).toBeAttached();
        const hash = encodeURIComponent((await entries.nth(6).getAttribute('id'))!);
        await page.goto(`${origin}/faq#${hash}`);
        await landsReadably(page, page.locator(`[id="${decodeURIComponent(hash)}"]`));
      });
    });
  }
}
