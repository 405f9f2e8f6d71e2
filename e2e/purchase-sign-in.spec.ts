import { createAccount, expect, freshAccount, mailTo, originOf, signInText, signInThroughForm, solveCaptcha, test, type Language } from './fixtures.ts';
import { text } from './purchase.ts';

// A visitor on the way to buying: sent to sign in (or sign up), then back on the order form.
test.describe('purchase', () => {
  test('a visitor sent to sign in on the way to buying signs up, activates by mail and, signed in, is back on the order form', async ({ page, context, baseURL }) => {
    test.setTimeout(60_000);
    const origin = originOf(baseURL!, 'en');
    const account = freshAccount();
    await page.goto(`${origin}/buy/orderForm/13/0?period=12`);
    await expect(page).toHaveURL(`${origin}/signIn?redirect=${encodeURIComponent('/buy/orderForm/13/0?period=12')}`);
    await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();

    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Username', { exact: true }).fill(account.username);
    await signUp.getByLabel('Email', { exact: true }).fill(account.email);
    await signUp.getByLabel('Password', { exact: true }).fill(account.password);
    await signUp.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await solveCaptcha(page, baseURL!, signUp.getByLabel(signInText.en.code, { exact: true }));
    await signUp.getByRole('checkbox', { name: signInText.en.agreement }).check();
    await signUp.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/activate/mail`);

    // the mail's link opens in a new tab, as from a mail program; the destination is still known there
    const { link } = await mailTo(baseURL!, account.email, '/activate/result');
    const mailTab = await context.newPage();
    await mailTab.goto(link);
    await expect(mailTab.getByText('Your account has been activated.')).toBeVisible();
    await expect(mailTab).toHaveURL(`${origin}/signIn?redirect=${encodeURIComponent('/buy/orderForm/13/0?period=12')}`, { timeout: 8_000 });
    await expect(mailTab.getByRole('form', { name: signInText.en.form }).getByText(text.en.warning)).toBeVisible();
    await signInThroughForm(mailTab, baseURL!, 'en', account.username, account.password);
    await expect(mailTab).toHaveURL(`${origin}/buy/orderForm/13/0?period=12`);
    await expect(mailTab.getByRole('form', { name: text.en.form }).getByLabel(text.en.period, { exact: true })).toHaveValue('12');
    // once signed in, the destination is forgotten: a later activation or reset goes to plain sign-in
    expect(await mailTab.evaluate(() => localStorage.getItem('previousRoute'))).toBeNull();
    await mailTab.close();
  });

  for (const language of ['zh', 'en'] as Language[]) {
    test(`a visitor on the order form (${language}) is warned and sent to sign-in, then comes back`, async ({ page, baseURL }) => {
      const origin = originOf(baseURL!, language);
      const account = await createAccount(baseURL!, language);
      await page.goto(`${origin}/buy/orderForm/13/0`);
      await expect(page).toHaveURL(`${origin}/signIn?redirect=%2Fbuy%2ForderForm%2F13%2F0`);
      await expect(page.locator('[data-toast="warning"]')).toContainText(text[language].warning);
      // the page itself says why the visitor is there, after the toast has gone
      await expect(page.getByRole('form', { name: signInText[language].form }).getByText(text[language].warning)).toBeVisible();
      await signInThroughForm(page, baseURL!, language, account.username, account.password);
      await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0`);
      await expect(page.getByRole('form', { name: text[language].form })).toBeVisible();

      // /buy and /buy/orderForm without an edition go on to the pricing page
      await page.goto(`${origin}/buy`);
      await expect(page).toHaveURL(`${origin}/sale`);
    });
  }
});
