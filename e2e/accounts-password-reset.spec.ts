import { createAccount, type Account, expect, mailTo, originOf, signInThroughForm, test, type Language } from './fixtures.ts';
import { expectSignInAfterThreeSeconds, pauseClock, sendUntilTaken, text, toast } from './accounts.ts';

// A forgotten password: the reset mail, its link, the new password.

/**
 * Accounts for the reset flow, made first: the upstream sends one mail a minute to an address, so the reset
 * mail is taken only a minute after the activation mail, and the later test finds its minute passed.
 */
const resetAccounts = {} as Record<Language, Account>;
test.beforeAll(async ({ baseURL }) => {
  resetAccounts.zh = await createAccount(baseURL!, 'zh');
  resetAccounts.en = await createAccount(baseURL!, 'en');
});

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`password reset by mail (${language})`, () => {
    test('send the mail, open its link, set a new password, then sign in with it', async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const t = text[language];
      const origin = originOf(baseURL!, language);
      const account = resetAccounts[language];
      const newPassword = 'Reset789x';
      // the page's clock: time flows until the reset, then the test moves it through the countdown
      await page.clock.install();

      await page.goto(`${origin}/password/send`);
      const sendForm = page.getByRole('form', { name: t.forgot });
      await sendForm.getByLabel(t.username, { exact: true }).fill(account.username);
      await sendForm.getByLabel(t.email, { exact: true }).fill(account.email);
      // the mail limit (one a minute per address) counts the activation mail
      await sendUntilTaken(page, sendForm.getByRole('button', { name: t.send }), 'RequestPasswordReset');
      await expect(page.getByRole('status').filter({ hasText: t.resetSent })).toContainText(account.email);

      // The mail, in the account's language, links to that language's /password/reset?token=.
      const mail = await mailTo(baseURL!, account.email, '/password/reset');
      expect(mail.subject).toBe(t.resetSubject);
      const link = new URL(mail.link);
      expect(link.origin).toBe(origin);
      expect(link.searchParams.get('token')).toMatch(/^\S{16,}$/);
      expect(mail.text).toContain(mail.link);

      await page.goto(mail.link);
      const resetForm = page.getByRole('form', { name: t.resetForm });
      await resetForm.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
      await resetForm.getByLabel(t.confirmPassword, { exact: true }).fill(newPassword);
      await pauseClock(page);
      await resetForm.getByRole('button', { name: t.resetForm }).click();
      await expect(toast(page, 'success', t.success)).toBeVisible();
      await expectSignInAfterThreeSeconds(page, origin, page.getByText(t.resetDone));

      await signInThroughForm(page, baseURL!, language, account.username, newPassword);
      await expect(page).toHaveURL(`${origin}/center/profile`);
      await expect(page.getByRole('region', { name: t.profile })).toContainText(account.email);
    });
  });
}
