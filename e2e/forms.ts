import { expect, type Locator, type Page } from '@playwright/test';
import { captchaCode } from './dev-routes.ts';
import type { Language } from './stack.ts';

// Filling the site's forms: its selects, its captchas, its sign-in form.

/** Picks `option` in the select (a Radix combobox) labelled `label`. */
export const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The captcha image button; its data-uuid is the current captcha's. */
export const captchaButton = (page: Page) => page.locator('button[data-uuid]');

/** Types the code of the captcha on the page into `codeBox`. */
export const solveCaptcha = async (page: Page, baseURL: string, codeBox: Locator) => {
  await expect(captchaButton(page)).toHaveAttribute('data-uuid', /.+/);
  const uuid = (await captchaButton(page).getAttribute('data-uuid'))!;
  await codeBox.fill(await captchaCode(baseURL, uuid));
};

/** The sign-in form's texts. */
export const signInText = {
  zh: { form: '登录', login: '用户名或邮箱', password: '密码', code: '验证码', agreement: /我已阅读并同意/, submit: '登录' },
  en: { form: 'Sign in', login: 'Username or email', password: 'Password', code: 'Verification code', agreement: /I have read and agree/, submit: 'Sign in' },
} as const;

/** Fills the sign-in form on the current page (captcha solved, agreement ticked) and submits it. */
export const signInThroughForm = async (page: Page, baseURL: string, language: Language, login: string, password: string) => {
  const text = signInText[language];
  const form = page.getByRole('form', { name: text.form });
  await form.getByLabel(text.login, { exact: true }).fill(login);
  await form.getByLabel(text.password, { exact: true }).fill(password);
  await solveCaptcha(page, baseURL, form.getByLabel(text.code, { exact: true }));
  await form.getByRole('checkbox', { name: text.agreement }).check();
  await form.getByRole('button', { name: text.submit, exact: true }).click();
};
