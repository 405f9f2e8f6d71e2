/** The e2e stack's addresses (playwright.config.ts starts it): the two languages' sites and the reference upstream. */

export type Language = 'zh' | 'en';

/** The origin of a language: Chinese on localhost, English on en.localhost, same port. */
export const originOf = (baseURL: string, language: Language) => {
  const url = new URL(baseURL);
  if (language === 'en') url.hostname = 'en.localhost';
  return url.origin;
};

/** The reference upstream of the e2e stack: 127.0.0.1 on the port after the site's. */
export const upstreamOf = (baseURL: string) => `http://127.0.0.1:${Number(new URL(baseURL).port) + 1}`;

/** The upstream's admin token in the e2e stack (the webServer env of playwright.config.ts sets the same). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123';

/**
 * This worker's place among the workers running at once (0, 1, …; Playwright sets it in each worker): names and
 * addresses made from a clock and a counter carry it, or two workers starting in the same millisecond make the same.
 */
export const workerSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
