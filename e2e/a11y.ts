import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { apiSignIn, confirmTransfer, createAccount, expect, graphWith, originOf, placeOrder, settleAnimations, storeSession, type Language } from './fixtures.ts';

/**
 * What the accessibility specs share (a11y-*.spec.ts): on a 390 px phone, in both languages, a page never scrolls
 * sideways (wide tables scroll inside their own region) and axe finds no WCAG 2.1 A/AA violation of any impact.
 */

/** The phone every small-screen check uses. */
export const PHONE = { width: 390, height: 844 };

/** The page is drawn: its data arrived (no Loading… left) and nothing is still fading in. */
export const settled = async (page: Page) => {
  await page.waitForLoadState('load');
  await expect(page.getByRole('status').filter({ hasText: /^(Loading…|加载中…)$/ })).toHaveCount(0);
  await expect(page.locator('h1, [role="dialog"] h2').first()).toBeVisible();
  await settleAnimations(page);
};

/** The document is no wider than the window; on failure, names the elements that stick out. */
export const expectNoSidewaysScroll = async (page: Page, what: string) => {
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(-3)
      .map((element) => element.outerHTML.slice(0, 100));
  });
  expect.soft(overflow, `${what}: the page scrolls sideways at ${PHONE.width} px`).toEqual([]);
};

/** Drawn, no sideways scroll, no axe violation. */
export const checkPage = async (page: Page, what: string) => {
  await settled(page);
  await expectNoSidewaysScroll(page, what);
  expect.soft(await axeViolations(page), `axe on ${what}`).toEqual([]);
};

/** A buyer with licenses (one generated), a paid order, a bank transfer awaiting staff and an unpaid WeChat order. */
export const makeBuyer = async (baseURL: string) => {
  const account = await createAccount(baseURL, 'en');
  const token = await apiSignIn(baseURL, account);
  const paid = await placeOrder(baseURL, token, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 3, period: 12 });
  await confirmTransfer(baseURL, paid);
  const transfer = await placeOrder(baseURL, token, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 2, period: 12 });
  const unpaid = await placeOrder(baseURL, token, { licenseTypeId: '13', paymentType: 'WECHAT_PAY', quantity: 1, period: 3 });
  const { licenses } = await graphWith<{ licenses: { items: { id: string }[] } }>(baseURL, token, '{ licenses { items { id } } }');
  await graphWith(baseURL, token, 'mutation ($input: GenerateLicenseInput!) { generateLicense(input: $input) { licenseId } }', {
    input: { licenseId: licenses.items[0]!.id, mid: 'A1B2C3D4E5F60718293A4B5C6D7E8F90' },
  });
  return { token, username: account.username, transfer, unpaid };
};
export type Buyer = Awaited<ReturnType<typeof makeBuyer>>;

/** The buyer of the signed-in tests, made once for the worker by the first test that needs it. */
let buyerMade: ReturnType<typeof makeBuyer> | undefined;
export const signIn = async (page: Page, baseURL: string, language: Language) => {
  buyerMade ??= makeBuyer(baseURL);
  const buyer = await buyerMade;
  const origin = originOf(baseURL, language);
  await storeSession(page, origin, buyer.token);
  return { buyer, origin };
};
