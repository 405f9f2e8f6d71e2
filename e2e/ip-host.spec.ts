import type { Page } from '@playwright/test';
import { apiSignIn, createAccount, expect, mailsWhere, signInThroughForm, test, type Language } from './fixtures.ts';
import { text } from './purchase.ts';

// Issue #32 item 7: the site opened by IP address signs in, and a payment started there comes back there, signed in,
// with the confirmation mail's links on that address too (not on the configured localhost, signed out).

/** The site on 127.0.0.1 (the gateway answers on every address): an origin with no `en.` sister. */
const ipOrigin = (baseURL: string) => `http://127.0.0.1:${new URL(baseURL).port}`;

/** The fixtures wait for a page to become interactive on the localhost names only; this is the same wait on the IP. */
const interactive = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);

/** Opens `path` on the IP origin in `language` (the language choice kept in that origin's storage, as the switch does). */
const openOnIp = async (page: Page, origin: string, language: Language, path: string) => {
  await page.goto(`${origin}/agreement`);
  await page.evaluate((locale) => localStorage.setItem('locale', locale), language);
  await page.goto(`${origin}${path}`);
  await interactive(page);
};

const profileRegion = { zh: '个人资料', en: 'Profile' } as const;

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`the site on an IP address (${language})`, () => {
    // axe runs on the localhost names (fixtures.ts); the pages here are the same pages
    test.use({ axeOnLastPage: false });

    test('signing in on http://127.0.0.1 goes on to the profile, with no error on the form', async ({ page, baseURL }) => {
      const origin = ipOrigin(baseURL!);
      const account = await createAccount(baseURL!, language);
      await openOnIp(page, origin, language, '/signIn');
      await signInThroughForm(page, baseURL!, language, account.username, account.password);
      await expect(page).toHaveURL(`${origin}/center/profile`);
      await expect(page.getByRole('region', { name: profileRegion[language] })).toContainText(account.username);
    });

    test('a PayPal payment started on http://127.0.0.1 returns there signed in, and its mail links there', async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      const origin = ipOrigin(baseURL!);
      const t = text[language];
      const account = await createAccount(baseURL!, language);
      const token = await apiSignIn(baseURL!, account);
      await page.goto(`${origin}/agreement`);
      await page.evaluate((value) => localStorage.setItem('token', value), token);
      await openOnIp(page, origin, language, '/buy/orderForm/14/0');
      const form = page.getByRole('form', { name: t.form });
      await form.getByRole('radio', { name: t.paypal }).click();
      await form.getByRole('button', { name: t.next }).click();
      await form.getByRole('button', { name: t.pay, exact: true }).click();
      await expect(page).toHaveURL(/\/sandbox\/checkout\//);
      const orderNo = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
      await page.getByRole('button', { name: 'Approve payment', exact: true }).click();

      await expect(page).toHaveURL(`${origin}/buy/payResultSuccess/0?orderNo=${encodeURIComponent(orderNo)}`);
      await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
      const [mail] = await mailsWhere(baseURL!, `the payment mail of ${orderNo}`, (sent) => sent.to === account.email && sent.subject.includes(orderNo));
      expect(mail!.links.length).toBeGreaterThan(0);
      for (const link of mail!.links) expect(new URL(link).origin).toBe(origin);
    });
  });
}
