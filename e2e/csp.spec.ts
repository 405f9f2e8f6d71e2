import type { Page } from '@playwright/test';
import { expect, originOf, placeOrder, signedInBuyer, test } from './fixtures.ts';

/**
 * The site under its own Content-Security-Policy (the gateway sends it in every environment): a page that
 * needed an inline script, eval, a blocked image or a blocked connection would log 'Refused to …' in the console
 * and fire a securitypolicyviolation event. These pages exercise what the policy must allow: the bundles and
 * styled-components' inline styles, data: captchas, the home video and posters, the page-view beacon, the
 * graphql-ws socket of the checkstand.
 */
const watchCsp = async (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
};

test.describe('the site under its Content-Security-Policy', () => {
  test('the gateway sends a CSP that allows no inline script', async ({ page, baseURL }) => {
    const response = await page.goto(`${baseURL}/`);
    const policy = response!.headers()['content-security-policy'];
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).toMatch(/frame-ancestors 'none'/);
  });

  for (const language of ['zh', 'en'] as const) {
    test(`public pages in ${language} run without a CSP violation`, async ({ page, baseURL }) => {
      // nine pages, a video and a captcha: more than one page's time
      test.setTimeout(180_000);
      const violations = await watchCsp(page);
      const origin = originOf(baseURL!, language);
      for (const path of ['/', '/features', '/extensions', '/updates', '/buy', '/faq', '/doc', '/signIn', '/signUp']) {
        await page.goto(`${origin}${path}`);
        await expect(page.locator('main')).toBeVisible();
        await expect(page.getByRole('heading').first()).toBeVisible();
      }
      // the captcha of the sign-in form is a data: image
      await page.goto(`${origin}/signIn`);
      await expect(page.locator('button[data-uuid] img')).toHaveAttribute('src', /^data:image/);
      // the home video and its poster; hiding the page sends the page-view beacon
      await page.goto(`${origin}/`);
      await page.getByRole('button', { name: language === 'zh' ? '观看视频：资产测绘' : 'Watch the video: Asset mapping' }).click();
      await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      expect(violations).toEqual([]);
    });
  }

  test('the checkstand’s pay-status socket connects under the CSP', async ({ page, baseURL }) => {
    const violations = await watchCsp(page);
    const { token, origin } = await signedInBuyer(page, baseURL!, 'zh');
    const orderNo = await placeOrder(baseURL!, token, { licenseTypeId: '13', paymentType: 'ALIPAY', quantity: 1, period: 3 });
    const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/graphql'));
    await page.goto(`${origin}/buy/checkStand/${orderNo}/0`);
    const ws = await socket;
    await ws.waitForEvent('framesent', (frame) => String(frame.payload).includes('orderPayStatus'));
    expect(violations).toEqual([]);
  });
});
