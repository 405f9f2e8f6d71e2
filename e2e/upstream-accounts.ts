import { expect, type Page } from '@playwright/test';
import { captchaCode, mailTo } from './dev-routes.ts';
import { originOf, upstreamOf, workerSlot, type Language } from './stack.ts';

// Accounts set up without a browser, straight through the upstream, and their sessions put in a page.

let accountsMade = 0;
/** A username, address and password no other test uses (rate limits count per address and per name). */
export const freshAccount = () => {
  const username = `u${Date.now().toString(36)}${workerSlot}${accountsMade++}`;
  return { username, email: `${username}@example.com`, password: 'Secret123' };
};
export type Account = ReturnType<typeof freshAccount>;

let addresses = 0;
/** REST calls straight to the upstream, each from its own client address (X-Forwarded-For) so set-up stays clear of per-IP limits. */
const upstreamCall = async <T>(baseURL: string, path: string, options: { body?: unknown; token?: string; language?: Language } = {}) => {
  const n = ++addresses;
  const response = await fetch(`${upstreamOf(baseURL)}/api${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${99 + workerSlot}.${(n >> 8) & 255}.${n & 255}`,
      'accept-language': options.language === 'en' ? 'en' : 'zh-CN',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const answer = (await response.json()) as { statusCode: number; messages: string; data: T };
  expect(answer.statusCode, `${path}: ${answer.messages}`).toBe(200);
  return answer.data;
};

const apiCaptcha = async (baseURL: string) => {
  const { uuid } = await upstreamCall<{ uuid: string }>(baseURL, '/user/captcha');
  return { uuid, code: await captchaCode(baseURL, uuid) };
};

/** An activated account made through the upstream (sign-up in `language`, activation mail, activation). */
export const createAccount = async (baseURL: string, language: Language) => {
  const account = freshAccount();
  const body = { ...account, confirmPassword: account.password, agreement: 'User Registration and Service Agreement', ...(await apiCaptcha(baseURL)) };
  await upstreamCall(baseURL, '/user/register', { body, language });
  const { link } = await mailTo(baseURL, account.email, '/activate/result');
  await upstreamCall(baseURL, '/user/activate', { body: { token: new URL(link).searchParams.get('token') } });
  return account;
};

/** A new session for `account`, made through the upstream. */
export const apiSignIn = async (baseURL: string, account: Pick<Account, 'username' | 'password'>) =>
  (await upstreamCall<{ token: string }>(baseURL, '/user/login', { body: { username: account.username, password: account.password, ...(await apiCaptcha(baseURL)) } })).token;

/** Changes the password through the upstream with `token`'s session; the account's other sessions end. */
export const apiChangePassword = (baseURL: string, token: string, password: string, newPassword: string) =>
  upstreamCall(baseURL, '/user/updatePassword', { token, body: { password, newPassword, confirmNewPassword: newPassword } });

/** Puts `token` in `origin`'s storage as a sign-in does (from /agreement, a page that needs no session); the next page load is signed in. */
export const storeSession = async (page: Page, origin: string, token: string) => {
  await page.goto(`${origin}/agreement`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
};

/** A fresh activated account signed in on the language's site: its session token is in that origin's storage. */
export const signedInBuyer = async (page: Page, baseURL: string, language: Language) => {
  const account = await createAccount(baseURL, language);
  const token = await apiSignIn(baseURL, account);
  const origin = originOf(baseURL, language);
  await storeSession(page, origin, token);
  return { account, token, origin };
};
