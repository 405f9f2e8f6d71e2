import { test as base, expect, type Page } from '@playwright/test';

export type Language = 'zh' | 'en';

/** The origin of a language: Chinese on localhost, English on en.localhost, same port. */
export const originOf = (baseURL: string, language: Language) => {
  const url = new URL(baseURL);
  if (language === 'en') url.hostname = 'en.localhost';
  return url.origin;
};

/** Every test ends by checking that no error toast appeared and no page error was thrown. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      await expect(page.locator('[data-toast="error"]')).toHaveCount(0);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const graph = async <T>(page: Page, baseURL: string, query: string) => {
  const response = await page.request.post(`${baseURL}/graphql`, { data: { query } });
  return ((await response.json()) as { data: T }).data;
};
