import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// The account specs (accounts-*.spec.ts): their texts and the helpers they share.

/** The account screens' texts (client/src/locales/zh/messages.po and the upstream's messages). */
export const text = {
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
export const signInMessages = {
  zh: ['请输入用户名或邮箱地址', '请输入密码', '请输入验证码', '请阅读并勾选《用户注册与服务协议》'],
  en: [
    'Please enter your username or email address',
    'Please enter password',
    'Please enter the verification code',
    'Please read and check User Registration and Service Agreement',
  ],
} as const;

/** The keys the client keeps the session under (client/src/lib/session.ts). */
export const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), username: localStorage.getItem('username'), userInfo: localStorage.getItem('userInfo') }));
export const noSession = { token: null, username: null, userInfo: null };

/** A local date as the profile shows it (2026-11-17). */
export const shortDate = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export const toast = (page: Page, kind: 'success' | 'error', message: string) => page.locator(`[data-toast="${kind}"]`).getByText(message, { exact: true });

/**
 * Stops the page's clock (installed with page.clock.install() before the page loaded) before the step that shows a
 * success panel: its 3-second countdown then starts on a still clock, and moves only as the test moves it. The clock
 * runs while the moment to stop at is read and sent, so on a busy machine that moment may already be past: it is then
 * read again (pauseAt refuses the past), never waited for.
 */
export const pauseClock = async (page: Page) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250));
    } catch (error) {
      if (attempt === 5 || !/past/i.test((error as Error).message)) throw error;
    }
  }
};

/**
 * On a success panel (`success`, its message) whose countdown started on the paused clock: still there 2.9 s on, at sign-in once the 3 s
 * are up; then time flows again.
 */
export const expectSignInAfterThreeSeconds = async (page: Page, origin: string, success: Locator) => {
  await expect(success).toBeVisible();
  await page.clock.runFor(2_900);
  await expect(success).toBeVisible();
  await page.clock.runFor(200);
  await expect(page).toHaveURL(`${origin}/signIn`);
  await page.clock.resume();
};

/**
 * Clicks `send` until the upstream takes the `operation` it sends. The upstream sends one mail a minute to an
 * address and refuses a sooner one, changing nothing; the request is made again after each refusal until the
 * address's minute has passed, rather than waiting out a guess of it.
 */
export const sendUntilTaken = async (page: Page, send: Locator, operation: string) => {
  await expect
    .poll(
      async () => {
        const [response] = await Promise.all([
          page.waitForResponse(
            (response) => new URL(response.url()).pathname === '/graphql' && response.request().postDataJSON()?.operationName === operation,
          ),
          send.click(),
        ]);
        return ((await response.json()) as { errors?: unknown[] }).errors === undefined;
      },
      { message: `${operation} taken`, timeout: 90_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe(true);
};
