import type { BrowserContext, Locator, Page } from '@playwright/test';
import { captchaButton, expect, freshAccount, mailTo, originOf, signInText, signInThroughForm, solveCaptcha, test, type Account, type Language } from './fixtures.ts';
import { expectSignInAfterThreeSeconds, pauseClock, shortDate, text, toast } from './accounts.ts';

// An account from sign-up to a changed password: activation by mail, the profile and its API key, signing out and in.

/** One account's way through the site, in one language: what each step of the test below works on. */
interface Journey {
  page: Page;
  context: BrowserContext;
  baseURL: string;
  language: Language;
  t: (typeof text)[Language];
  origin: string;
  account: Account;
}

/** Sign up: the form is taken, and the page says where the activation mail went. */
const signUp = async ({ page, baseURL, language, t, origin, account }: Journey) => {
  await page.goto(`${origin}/signUp`);
  const signUpForm = page.getByRole('form', { name: t.signUp });
  await signUpForm.getByLabel(t.username, { exact: true }).fill(account.username);
  await signUpForm.getByLabel(t.email, { exact: true }).fill(account.email);
  await signUpForm.getByLabel(t.password, { exact: true }).fill(account.password);
  await signUpForm.getByLabel(t.confirmPassword, { exact: true }).fill(account.password);
  await solveCaptcha(page, baseURL, signUpForm.getByLabel(signInText[language].code, { exact: true }));
  await signUpForm.getByRole('checkbox', { name: signInText[language].agreement }).check();
  await signUpForm.getByRole('button', { name: t.signUp, exact: true }).click();
  await expect(toast(page, 'success', t.success)).toBeVisible();
  await expect(page).toHaveURL(`${origin}/activate/mail`);
  await expect(page.getByText(t.mailSent)).toContainText(account.email);
  // example.com has no known webmail: no Inbox link, and never a mailto: to the user's own address
  await expect(page.getByRole('main').locator('a[href^="mailto:"]')).toHaveCount(0);
};

/** The activation mail, in the language of the sign-up, links to that language's site. */
const activationMail = async ({ baseURL, t, origin, account }: Journey) => {
  const mail = await mailTo(baseURL, account.email, '/activate/result');
  expect(mail.subject).toBe(t.activationSubject);
  expect(new URL(mail.link).origin).toBe(origin);
  expect(mail.text).toContain(mail.link);
  expect(mail.html).toContain(mail.link);
  return mail;
};

/** Sign in: the profile, with the account's name, address and the day it joined. */
const signInToProfile = async ({ page, baseURL, language, t, origin, account }: Journey) => {
  await signInThroughForm(page, baseURL, language, account.username, account.password);
  await expect(page).toHaveURL(`${origin}/center/profile`);
  const profile = page.getByRole('region', { name: t.profile });
  await expect(profile).toContainText(account.username);
  await expect(profile).toContainText(account.email);
  const joined = profile.locator('time');
  const joinedAt = new Date((await joined.getAttribute('datetime'))!);
  expect(Math.abs(Date.now() - joinedAt.getTime())).toBeLessThan(5 * 60_000);
  await expect(joined).toHaveText(shortDate(joinedAt));
  return profile;
};

/** The API key: masked until shown, replaced by Refresh Key, put on the clipboard by Copy Key. */
const useApiKey = async ({ page, context, t, origin }: Journey, profile: Locator) => {
  const key = profile.getByTestId('api-key');
  // masked until revealed: four characters at each end
  await expect(key).toHaveText(/^[^•\s]{4}•{12}[^•\s]{4}$/);
  await profile.getByRole('button', { name: t.showKey }).click();
  await expect(key).toHaveText(/^[^•\s]{16,}$/);
  const firstKey = (await key.textContent())!;

  // Refresh Key replaces the key.
  await profile.getByRole('button', { name: t.refreshKey }).click();
  await expect(key).not.toHaveText(firstKey);
  await expect(key).toHaveText(/^\S{16,}$/);
  const newKey = (await key.textContent())!;

  // Copy Key puts it on the clipboard and says so.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await profile.getByRole('button', { name: t.copyKey }).click();
  await expect(toast(page, 'success', t.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(newKey);
};

/** Edit profile: /modify shows the name and address read-only and changes the password. */
const changePassword = async ({ page, t, origin, account }: Journey, profile: Locator, newPassword: string) => {
  await profile.getByRole('link', { name: t.editProfile }).click();
  await expect(page).toHaveURL(`${origin}/modify`);
  const modify = page.getByRole('form', { name: t.editProfile });
  await expect(modify.getByLabel(t.username, { exact: true })).toHaveValue(account.username);
  await expect(modify.getByLabel(t.username, { exact: true })).toHaveAttribute('readonly');
  await expect(modify.getByLabel(t.email, { exact: true })).toHaveValue(account.email);
  await expect(modify.getByLabel(t.email, { exact: true })).toHaveAttribute('readonly');
  await modify.getByLabel(t.currentPassword, { exact: true }).fill(account.password);
  await modify.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
  await modify.getByLabel(t.repeatPassword, { exact: true }).fill(newPassword);
  await modify.getByRole('button', { name: t.submit }).click();
  await expect(toast(page, 'success', t.success)).toBeVisible();
  await expect(modify.getByLabel(t.currentPassword, { exact: true })).toHaveValue('');
};

/** Sign out from the user menu: home, and the sign-in link is back. Answers the banner. */
const signOut = async ({ page, t, origin, account }: Journey) => {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: account.username }).click();
  await page.getByRole('menuitem', { name: t.signOut }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(banner.getByRole('link', { name: t.signIn, exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: account.username })).toHaveCount(0);
  return banner;
};

/** The old password is refused with a message (and a new captcha); the new one works (by email this time). */
const signInAgain = async ({ page, baseURL, language, t, origin, account }: Journey, banner: Locator, newPassword: string) => {
  await banner.getByRole('link', { name: t.signIn, exact: true }).click();
  await expect(page).toHaveURL(`${origin}/signIn`);
  await expect(captchaButton(page)).toHaveAttribute('data-uuid', /.+/);
  const uuid = (await captchaButton(page).getAttribute('data-uuid'))!;
  await signInThroughForm(page, baseURL, language, account.email, account.password);
  const form = page.getByRole('form', { name: signInText[language].form });
  await expect(form.getByRole('alert')).toHaveText(t.refused);
  await expect(page).toHaveURL(`${origin}/signIn`);
  await expect(captchaButton(page)).not.toHaveAttribute('data-uuid', uuid);
  await signInThroughForm(page, baseURL, language, account.email, newPassword);
  await expect(page).toHaveURL(`${origin}/center/profile`);
  await expect(page.getByRole('region', { name: t.profile })).toContainText(account.username);
  await expect(banner.getByRole('button', { name: account.username })).toBeVisible();
};

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`accounts (${language})`, () => {
    test('sign up, activate by mail, sign in, use the profile and API key, change the password, sign out and in again', async ({ page, context, baseURL }) => {
      test.setTimeout(60_000);
      const journey: Journey = { page, context, baseURL: baseURL!, language, t: text[language], origin: originOf(baseURL!, language), account: freshAccount() };
      const newPassword = 'Changed456';
      // the page's clock: time flows until the activation, then the test moves it through the countdown
      await page.clock.install();

      await signUp(journey);
      const mail = await activationMail(journey);

      // Success, then sign-in after 3 s.
      await pauseClock(page);
      await page.goto(mail.link);
      await expectSignInAfterThreeSeconds(page, journey.origin, page.getByText(journey.t.activated));

      const profile = await signInToProfile(journey);
      await useApiKey(journey, profile);
      await changePassword(journey, profile, newPassword);
      const banner = await signOut(journey);
      await signInAgain(journey, banner, newPassword);
    });
  });
}
