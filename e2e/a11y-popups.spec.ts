import { settled, signIn } from './a11y.ts';
import { axeViolations } from './axe.ts';
import { expect, originOf, test } from './fixtures.ts';

/** What opens over a page: toasts announced to screen readers, and the header's pop-up menus passing axe. */

test.describe('toasts', () => {
  test('an error toast is announced as an alert, at once', async ({ page, baseURL }) => {
    // a browser that refuses the clipboard: copying the API key fails with an error toast
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new Error('denied')) });
    });
    const { origin } = await signIn(page, baseURL!, 'en');
    await page.goto(`${origin}/center/profile`);
    await page.getByRole('button', { name: 'Copy Key' }).click();
    const toast = page.locator('[data-toast="error"]');
    await expect(toast.getByRole('alert')).toHaveText('Could not copy. Select the key and copy it by hand.');
    await expect(page.getByRole('status').filter({ hasText: 'Could not copy' })).toHaveCount(0);
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toHaveCount(0);
  });
});

test.describe('the header’s pop-up menus at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const language of ['zh', 'en'] as const) {
    const docs = language === 'zh' ? '文档' : 'Docs';

    test(`in ${language === 'zh' ? 'Chinese' : 'English'}: the Docs menu, open, passes axe`, async ({ page, baseURL }) => {
      await page.goto(`${originOf(baseURL!, language)}/`);
      await page.getByRole('banner').getByRole('button', { name: docs, exact: true }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await settled(page);
      expect(await axeViolations(page), 'axe on the open Docs menu').toEqual([]);
    });

    test(`in ${language === 'zh' ? 'Chinese' : 'English'}: signed in, the user menu, open, passes axe`, async ({ page, baseURL }) => {
      const { buyer, origin } = await signIn(page, baseURL!, language);
      await page.goto(`${origin}/center/profile`);
      await page.getByRole('banner').getByRole('button', { name: buyer.username }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await settled(page);
      expect(await axeViolations(page), 'axe on the open user menu').toEqual([]);
    });
  }
});
