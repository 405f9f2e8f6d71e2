import {
  apiChangePassword,
  apiSignIn,
  captchaButton,
  createAccount,
  type Account,
  expect,
  freshAccount,
  mailTo,
  originOf,
  signInText,
  signInThroughForm,
  solveCaptcha,
  test,
  type Language,
} from './fixtures.ts';
import type { Page } from '@playwright/test';

/** The account screens' texts (client/src/locales/zh/messages.po and the upstream's messages). */
const text = {
  zh: {
    signUp: '注册',
    username: '用户名',
    email: '邮箱',
    password: '密码',
    confirmPassword: '确认密码',
    mailSent: '验证邮件已发送至',
    activated: '您的账号已激活。',
    profile: '个人资料',
    refreshKey: '刷新密钥',
    copyKey: '复制密钥',
    showKey: '显示密钥',
    copied: '成功！',
    editProfile: '编辑资料',
    currentPassword: '当前密码',
    newPassword: '新密码',
    repeatPassword: '再次输入新密码',
    submit: '提交',
    success: '成功',
    signOut: '退出登录',
    signIn: '登录',
    refused: '用户名、邮箱或密码错误',
    forgot: '忘记密码',
    send: '发送',
    resetSent: '重置密码邮件已发送至',
    resetForm: '重置密码',
    resetDone: '您的密码已重置。',
    activationSubject: '激活您的潮望账号',
    resetSubject: '重置您的潮望密码',
  },
  en: {
    signUp: 'Sign up',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    mailSent: 'A verification mail has been sent to',
    activated: 'Your account has been activated.',
    profile: 'Profile',
    refreshKey: 'Refresh Key',
    copyKey: 'Copy Key',
    showKey: 'Show Key',
    copied: 'Success!',
    editProfile: 'Edit profile',
    currentPassword: 'Current password',
    newPassword: 'New password',
    repeatPassword: 'Re-enter new password',
    submit: 'Submit',
    success: 'Success',
    signOut: 'Sign out',
    signIn: 'Sign in',
    refused: 'Incorrect username, email address or password',
    forgot: 'Forgot password',
    send: 'Send',
    resetSent: 'A password reset mail has been sent to',
    resetForm: 'Reset password',
    resetDone: 'Your password has been reset.',
    activationSubject: 'Activate your Tidewatch account',
    resetSubject: 'Reset your Tidewatch password',
  },
} as const;

/** Sign-in messages in the order the spec checks them (§5). */
const signInMessages = {
  zh: ['请输入用户名或邮箱地址', '请输入密码', '请输入验证码', '请阅读并勾选《用户注册与服务协议》'],
  en: [
    'Please enter your username or email address',
    'Please enter password',
    'Please enter the verification code',
    'Please read and check User Registration and Service Agreement',
  ],
} as const;

/** The keys the client keeps the session under (client/src/lib/session.ts). */
const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), username: localStorage.getItem('username'), userInfo: localStorage.getItem('userInfo') }));
const noSession = { token: null, username: null, userInfo: null };

/** A local date as the profile shows it (2026-11-17). */
const shortDate = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const toast = (page: Page, kind: 'success' | 'error', message: string) => page.locator(`[data-toast="${kind}"]`).getByText(message, { exact: true });

/** Waits on a success panel for the 3-second redirect to sign-in and checks it took about 3 s. */
const expectSignInAfterThreeSeconds = async (page: Page, origin: string, successShownAt: number) => {
  await expect(page).toHaveURL(`${origin}/signIn`, { timeout: 8_000 });
  expect(Date.now() - successShownAt).toBeGreaterThanOrEqual(2_500);
};

/**
 * Accounts for the reset flow, made first: the upstream sends one mail a minute to an address, so the
 * reset mail may only be asked for a minute after the activation mail.
 */
const resetAccounts = {} as Record<Language, Account & { mailedAt: number }>;
test.beforeAll(async ({ baseURL }) => {
  resetAccounts.zh = await createAccount(baseURL!, 'zh');
  resetAccounts.en = await createAccount(baseURL!, 'en');
});

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`sign in (${language})`, () => {
    test('messages come one at a time in the spec order; an unticked agreement shakes the checkbox for 1 s', async ({ page, baseURL }) => {
      const origin = originOf(baseURL!, language);
      const labels = signInText[language];
      const [needLogin, needPassword, needCode, needAgreement] = signInMessages[language];
      await page.goto(`${origin}/signIn`);
      const form = page.getByRole('form', { name: labels.form });
      const submit = form.getByRole('button', { name: labels.submit, exact: true });
      const alerts = form.getByRole('alert');
      await expect(alerts).toHaveCount(0);

      await submit.click();
      await expect(alerts).toHaveText([needLogin]);
      await form.getByLabel(labels.login, { exact: true }).fill('someone');
      await submit.click();
      await expect(alerts).toHaveText([needPassword]);
      await form.getByLabel(labels.password, { exact: true }).fill('Secret123');
      await submit.click();
      await expect(alerts).toHaveText([needCode]);
      await form.getByLabel(labels.code, { exact: true }).fill('abcd');

      // The agreement: its message, and the box shakes (data-shaking) for about a second.
      const box = form.getByRole('checkbox', { name: labels.agreement });
      await expect(box).not.toHaveAttribute('data-shaking');
      await box.evaluate((element) => {
        const changes: { shaking: boolean; at: number }[] = [];
        (window as unknown as { shakeChanges: typeof changes }).shakeChanges = changes;
        new MutationObserver(() => changes.push({ shaking: element.hasAttribute('data-shaking'), at: performance.now() })).observe(element, {
          attributes: true,
          attributeFilter: ['data-shaking'],
        });
      });
      await submit.click();
      await expect(alerts).toHaveText([needAgreement]);
      await expect(box).toHaveAttribute('data-shaking', '');
      await expect(box).not.toHaveAttribute('data-shaking', { timeout: 3_000 });
      const changes = await page.evaluate(() => (window as unknown as { shakeChanges: { shaking: boolean; at: number }[] }).shakeChanges);
      expect(changes.map((change) => change.shaking)).toEqual([true, false]);
      const shookFor = changes[1].at - changes[0].at;
      expect(shookFor).toBeGreaterThanOrEqual(900);
      expect(shookFor).toBeLessThanOrEqual(1_400);
      await expect(page).toHaveURL(`${origin}/signIn`);
    });
  });
}

test.describe('sign in and the session', () => {
  test('a failed sign-in refreshes the captcha and clears the code box', async ({ page, baseURL }) => {
    const language = 'en';
    const origin = originOf(baseURL!, language);
    const account = await createAccount(baseURL!, language);
    await page.goto(`${origin}/signIn`);
    await expect(captchaButton(page)).toHaveAttribute('data-uuid', /.+/);
    const firstUuid = (await captchaButton(page).getAttribute('data-uuid'))!;
    const firstImage = await captchaButton(page).locator('img').getAttribute('src');

    await signInThroughForm(page, baseURL!, language, account.username, 'Wrong1234');
    const form = page.getByRole('form', { name: signInText[language].form });
    await expect(form.getByRole('alert')).toHaveText(text[language].refused);
    await expect(captchaButton(page)).not.toHaveAttribute('data-uuid', firstUuid);
    await expect(captchaButton(page).locator('img')).not.toHaveAttribute('src', firstImage!);
    await expect(form.getByLabel(signInText[language].code, { exact: true })).toHaveValue('');
    await expect(form.getByLabel(signInText[language].login, { exact: true })).toHaveValue(account.username);
    await expect(page).toHaveURL(`${origin}/signIn`);

    // The new captcha works.
    await form.getByLabel(signInText[language].password, { exact: true }).fill(account.password);
    await solveCaptcha(page, baseURL!, form.getByLabel(signInText[language].code, { exact: true }));
    await form.getByRole('button', { name: signInText[language].submit, exact: true }).click();
    await expect(page).toHaveURL(`${origin}/center/profile`);
  });

  test('a return URL is honoured after sign-in', async ({ page, baseURL }) => {
    const language = 'en';
    const origin = originOf(baseURL!, language);
    const account = await createAccount(baseURL!, language);
    await page.goto(`${origin}/center/profile`);
    await expect(page).toHaveURL(`${origin}/signIn?redirect=%2Fcenter%2Fprofile`);
    await signInThroughForm(page, baseURL!, language, account.username, account.password);
    await expect(page).toHaveURL(`${origin}/center/profile`);
    await expect(page.getByRole('region', { name: text[language].profile })).toContainText(account.username);
  });

  test('a revoked token sends the user to sign-in with the return URL and clears the session', async ({ page, baseURL }) => {
    const language = 'zh';
    const origin = originOf(baseURL!, language);
    const account = await createAccount(baseURL!, language);
    await page.goto(`${origin}/signIn`);
    await signInThroughForm(page, baseURL!, language, account.username, account.password);
    await expect(page).toHaveURL(`${origin}/center/profile`);
    expect((await storedSession(page)).token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    // Changing the password from another session signs this one out.
    const elsewhere = await apiSignIn(baseURL!, account);
    await apiChangePassword(baseURL!, elsewhere, account.password, 'Elsewhere123');

    await page.goto(`${origin}/center/profile`);
    await expect(page).toHaveURL(`${origin}/signIn?redirect=%2Fcenter%2Fprofile`);
    await expect.poll(() => storedSession(page)).toEqual(noSession);
    await expect(page.getByRole('banner').getByRole('link', { name: text[language].signIn, exact: true })).toBeVisible();
  });

  test('a token the server no longer knows sends the user to sign-in with the return URL and clears the session', async ({ page, baseURL }) => {
    const language = 'en';
    const origin = originOf(baseURL!, language);
    const account = await createAccount(baseURL!, language);
    await page.goto(`${origin}/signIn`);
    await signInThroughForm(page, baseURL!, language, account.username, account.password);
    await expect(page).toHaveURL(`${origin}/center/profile`);

    await page.evaluate(() => localStorage.setItem('token', 'expired-or-made-up-token'));
    await page.goto(`${origin}/center/profile`);
    await expect(page).toHaveURL(`${origin}/signIn?redirect=%2Fcenter%2Fprofile`);
    await expect.poll(() => storedSession(page)).toEqual(noSession);
    await expect(page.getByRole('banner').getByRole('link', { name: text[language].signIn, exact: true })).toBeVisible();
  });
});

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`accounts (${language})`, () => {
    test('sign up, activate by mail, sign in, use the profile and API key, change the password, sign out and in again', async ({ page, context, baseURL }) => {
      test.setTimeout(60_000);
      const t = text[language];
      const origin = originOf(baseURL!, language);
      const account = freshAccount();
      const newPassword = 'Changed456';

      // Sign up.
      await page.goto(`${origin}/signUp`);
      const signUpForm = page.getByRole('form', { name: t.signUp });
      await signUpForm.getByLabel(t.username, { exact: true }).fill(account.username);
      await signUpForm.getByLabel(t.email, { exact: true }).fill(account.email);
      await signUpForm.getByLabel(t.password, { exact: true }).fill(account.password);
      await signUpForm.getByLabel(t.confirmPassword, { exact: true }).fill(account.password);
      await solveCaptcha(page, baseURL!, signUpForm.getByLabel(signInText[language].code, { exact: true }));
      await signUpForm.getByRole('checkbox', { name: signInText[language].agreement }).check();
      await signUpForm.getByRole('button', { name: t.signUp, exact: true }).click();
      await expect(page).toHaveURL(`${origin}/activate/mail`);
      await expect(page.getByText(t.mailSent)).toContainText(account.email);
      // example.com has no known webmail: no Inbox link, and never a mailto: to the user's own address
      await expect(page.getByRole('main').locator('a[href^="mailto:"]')).toHaveCount(0);

      // The activation mail, in the language of the sign-up, links to that language's site.
      const mail = await mailTo(baseURL!, account.email, '/activate/result');
      expect(mail.subject).toBe(t.activationSubject);
      expect(new URL(mail.link).origin).toBe(origin);
      expect(mail.text).toContain(mail.link);
      expect(mail.html).toContain(mail.link);

      // Success, then sign-in after 3 s.
      await page.goto(mail.link);
      await expect(page.getByText(t.activated)).toBeVisible();
      await expectSignInAfterThreeSeconds(page, origin, Date.now());

      // Sign in: the profile.
      await signInThroughForm(page, baseURL!, language, account.username, account.password);
      await expect(page).toHaveURL(`${origin}/center/profile`);
      const profile = page.getByRole('region', { name: t.profile });
      await expect(profile).toContainText(account.username);
      await expect(profile).toContainText(account.email);
      const joined = profile.locator('time');
      const joinedAt = new Date((await joined.getAttribute('datetime'))!);
      expect(Math.abs(Date.now() - joinedAt.getTime())).toBeLessThan(5 * 60_000);
      await expect(joined).toHaveText(shortDate(joinedAt));
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

      // Edit profile: /modify changes the password.
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

      // Sign out from the user menu: home, and the sign-in link is back.
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: account.username }).click();
      await page.getByRole('menuitem', { name: t.signOut }).click();
      await expect(page).toHaveURL(`${origin}/`);
      await expect(banner.getByRole('link', { name: t.signIn, exact: true })).toBeVisible();
      await expect(banner.getByRole('button', { name: account.username })).toHaveCount(0);

      // The old password is refused with a message; the new one works (by email this time).
      await banner.getByRole('link', { name: t.signIn, exact: true }).click();
      await expect(page).toHaveURL(`${origin}/signIn`);
      await expect(captchaButton(page)).toHaveAttribute('data-uuid', /.+/);
      const uuid = (await captchaButton(page).getAttribute('data-uuid'))!;
      await signInThroughForm(page, baseURL!, language, account.email, account.password);
      const form = page.getByRole('form', { name: signInText[language].form });
      await expect(form.getByRole('alert')).toHaveText(t.refused);
      await expect(page).toHaveURL(`${origin}/signIn`);
      await expect(captchaButton(page)).not.toHaveAttribute('data-uuid', uuid);
      await signInThroughForm(page, baseURL!, language, account.email, newPassword);
      await expect(page).toHaveURL(`${origin}/center/profile`);
      await expect(page.getByRole('region', { name: t.profile })).toContainText(account.username);
      await expect(banner.getByRole('button', { name: account.username })).toBeVisible();
    });
  });
}

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`password reset by mail (${language})`, () => {
    test('send the mail, open its link, set a new password, then sign in with it', async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const t = text[language];
      const origin = originOf(baseURL!, language);
      const account = resetAccounts[language];
      const newPassword = 'Reset789x';

      // The mail limit (one a minute per address) counts the activation mail: wait out what is left of it.
      const mailAllowedIn = account.mailedAt + 61_000 - Date.now();
      if (mailAllowedIn > 0) await page.waitForTimeout(mailAllowedIn);

      await page.goto(`${origin}/password/send`);
      const sendForm = page.getByRole('form', { name: t.forgot });
      await sendForm.getByLabel(t.username, { exact: true }).fill(account.username);
      await sendForm.getByLabel(t.email, { exact: true }).fill(account.email);
      await sendForm.getByRole('button', { name: t.send }).click();
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
      await resetForm.getByRole('button', { name: t.resetForm }).click();
      await expect(page.getByText(t.resetDone)).toBeVisible();
      await expectSignInAfterThreeSeconds(page, origin, Date.now());

      await signInThroughForm(page, baseURL!, language, account.username, newPassword);
      await expect(page).toHaveURL(`${origin}/center/profile`);
      await expect(page.getByRole('region', { name: t.profile })).toContainText(account.email);
    });
  });
}
