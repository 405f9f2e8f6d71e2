import type { Page } from '@playwright/test';
import { expect, originOf, test } from './fixtures.ts';

/** The text of every script the page fetches from now on. */
const collectScripts = (page: Page) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return async () => (await Promise.all(bodies)).join('\n');
};

test.describe('the home page loads only the code it shows', () => {
  test('the home page fetches no Radix, zod or graphql-ws code', async ({ page, baseURL }) => {
    const scripts = collectScripts(page);
    await page.goto(originOf(baseURL!, 'en') + '/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const code = await scripts();
    expect(code).toContain('createRoot');
    // Radix marks its elements with data-radix-* attributes; zod names its schema classes; graphql-ws names its protocol
    for (const mark of ['data-radix-', 'ZodObject', 'graphql-transport-ws']) expect(code, mark).not.toContain(mark);
  });

  test('the Docs menu, fetched when first wanted, opens from the keyboard and gives focus back on Escape', async ({ page, baseURL }) => {
    await page.goto(originOf(baseURL!, 'en') + '/');
    const docs = page.getByRole('button', { name: 'Docs' });
    await expect(docs).toHaveAttribute('aria-haspopup', 'menu');
    await expect(docs).toHaveAttribute('aria-expanded', 'false');
    await docs.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'FAQ', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Docs' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'FAQ', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Docs' })).toBeFocused();
  });
});
