import { test as base, expect, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';

/**
 * The e2e specs' `test`: every page waits until the site answers it, and every test ends with the checks below. The
 * helpers live by concern and are re-exported here, so a spec imports all it needs from this one file: the stack's
 * addresses (stack.ts), the upstream's development routes (dev-routes.ts), the site's forms (forms.ts), accounts made
 * through the upstream (upstream-accounts.ts), the graph (graph.ts), staff (staff.ts) and orders set up without a
 * browser (order-setup.ts).
 */
export { captchaCode, mailsWhere, mailTo, type Mail } from './dev-routes.ts';
export { captchaButton, choose, signInText, signInThroughForm, solveCaptcha } from './forms.ts';
export { graph, graphWith, isGraphUrl, operationNameOf } from './graph.ts';
export { payByQr, placeOrder, type OrderSpec } from './order-setup.ts';
export { E2E_ADMIN_TOKEN, originOf, upstreamOf, workerSlot, type Language } from './stack.ts';
export { adminCli, confirmTransfer, refundByTwo, signedInStaff, staffSession, type StaffRoleName } from './staff.ts';
export { apiChangePassword, apiSignIn, createAccount, freshAccount, signedInBuyer, storeSession, type Account } from './upstream-accounts.ts';

/** A page of the site under test (either language's host, the test's port): not a provider's page, not about:blank. */
const isSitePage = (url: string, baseURL: string | undefined) => {
  if (!baseURL || !/^https?:/.test(url)) return false;
  const page = new URL(url);
  return page.port === new URL(baseURL).port && /(^|\.)(localhost|scanner\.test)$/.test(page.hostname) && page.hostname !== '127.0.0.1';
};

/**
 * Waits for the page's finite animations (a dialog fading in) to end: axe measures colours as they are drawn.
 * A paused animation never ends, so only running ones are waited for.
 */
export const settleAnimations = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/**
 * A prerendered page shows its buttons before React answers them: after loading a page of the site, wait until it is
 * interactive (client/src/main.tsx marks it), so that a test's first click is never lost. Pages without the client's
 * root (a JSON or XML answer) are not waited for.
 */
const untilInteractive = async (page: Page, baseURL: string | undefined) => {
  if (!isSitePage(page.url(), baseURL)) return;
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.interactive !== undefined);
};

/**
 * Every test ends by checking that no error toast appeared and no page error was thrown, and (unless a spec
 * sets `axeOnLastPage: false`) that axe finds no WCAG 2.1 A/AA violation of any impact on the page it ends on.
 */
export const test = base.extend<{ pageErrors: string[]; axeOnLastPage: boolean; axeCheck: void }>({
  page: async ({ page, baseURL }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilInteractive(page, baseURL);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilInteractive(page, baseURL);
      return response;
    };
    await use(page);
  },
  axeOnLastPage: [true, { option: true }],
  axeCheck: [
    async ({ page, axeOnLastPage, baseURL }, use, testInfo) => {
      await use();
      if (!axeOnLastPage || page.isClosed() || testInfo.status !== testInfo.expectedStatus) return;
      if (!isSitePage(page.url(), baseURL)) return;
      await page.waitForLoadState('load');
      await settleAnimations(page);
      expect(await axeViolations(page), `axe on the page the test ended on, ${page.url()}`).toEqual([]);
    },
    { auto: true, timeout: 30_000 },
  ],
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
