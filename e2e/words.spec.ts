import { apiSignIn, createAccount, expect, graphWith, mailsWhere, originOf, payByQr, storeSession, test, type Language } from './fixtures.ts';
import { text as purchase } from './purchase.ts';

// Issue #32 item 9, in both languages: one term for licence management (the user centre's tab and the mails), the
// review step naming each field once, one spelling of the trial edition, and every sandbox mail marked as such.

const words = {
  zh: { licenses: '授权管理', otherLicenses: '许可证管理', trial: '7 天体验版', otherTrial: '7天体验版', sandbox: '【沙箱】' },
  en: { licenses: 'License management', otherLicenses: 'Licence management', trial: '7-Day Trial', otherTrial: '7-day Trial', sandbox: '[Sandbox] ' },
} as const;

const TRIAL = { licenseTypeId: '16', paymentType: 'ALIPAY', quantity: 1, period: -1, company: 'Acme', position: 'Engineer', use: 'Research' } as const;

/** A buyer signed in on the language's site: the account, its token and the origin. */
const buyerOn = async (page: import('@playwright/test').Page, baseURL: string, language: Language) => {
  const account = await createAccount(baseURL, language);
  const token = await apiSignIn(baseURL, account);
  const origin = originOf(baseURL, language);
  await storeSession(page, origin, token);
  return { account, token, origin };
};

for (const language of ['zh', 'en'] as Language[]) {
  const w = words[language];
  test.describe(`words (${language})`, () => {
    test('the user centre names licence management with the one term the mails use', async ({ page, baseURL }) => {
      const { origin } = await buyerOn(page, baseURL!, language);
      await page.goto(`${origin}/center/licenseManagement`);
      await expect(page.getByRole('link', { name: w.licenses, exact: true }).first()).toBeVisible();
      await expect(page.getByText(new RegExp(w.otherLicenses))).toHaveCount(0);
    });

    test('the review step names the payment method once', async ({ page, baseURL }) => {
      const t = purchase[language];
      const { origin } = await buyerOn(page, baseURL!, language);
      await page.goto(`${origin}/buy/orderForm/14/0`);
      const form = page.getByRole('form', { name: t.form });
      await form.getByRole('button', { name: t.next }).click();
      const payment = form.getByRole('region', { name: t.method });
      await expect(payment).toBeVisible();
      await expect(form.getByText(t.method, { exact: true })).toHaveCount(1);
      await expect(payment.getByTestId('review-payment')).not.toContainText(t.method);
    });

    test('the trial edition has one spelling on the order form and in its sandbox payment mail, which is marked', async ({ page, baseURL }) => {
      const { account, token, origin } = await buyerOn(page, baseURL!, language);
      await page.goto(`${origin}/buy/orderForm/16/0`);
      await expect(page.getByText(w.trial).first()).toBeVisible();
      // a RegExp: matched with its letter case, where a string matches any case
      await expect(page.getByText(new RegExp(w.otherTrial))).toHaveCount(0);

      const { createOrder } = await graphWith<{ createOrder: { orderNo: string } }>(
        baseURL!,
        token,
        'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { orderNo } }',
        { input: { name: 'E2E Buyer', country: 'CN', ...TRIAL } },
        language,
      );
      await payByQr(baseURL!, token, createOrder.orderNo);
      const [mail] = await mailsWhere(baseURL!, `the payment mail of ${createOrder.orderNo}`, (sent) => sent.to === account.email && sent.subject.includes(createOrder.orderNo));
      expect(mail!.subject.startsWith(w.sandbox)).toBe(true);
      expect(mail!.text).toContain(w.trial);
      expect(mail!.text).not.toContain(w.otherTrial);
      expect(mail!.text.toLowerCase()).toContain(w.licenses.toLowerCase());
    });
  });
}
