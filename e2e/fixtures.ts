import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Mail } from '../upstream/src/mail/mailer.ts';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import { axeViolations } from './axe.ts';

export type Language = 'zh' | 'en';

/** The origin of a language: Chinese on localhost, English on en.localhost, same port. */
export const originOf = (baseURL: string, language: Language) => {
  const url = new URL(baseURL);
  if (language === 'en') url.hostname = 'en.localhost';
  return url.origin;
};

/** A page of the site under test (either language's host, the test's port): not a provider's page, not about:blank. */
const isSitePage = (url: string, baseURL: string | undefined) => {
  if (!baseURL || !/^https?:/.test(url)) return false;
  const page = new URL(url);
  return page.port === new URL(baseURL).port && /(^|\.)(localhost|scanner\.test)$/.test(page.hostname) && page.hostname !== '127.0.0.1';
};

/**
 * Waits for the page's finite animations (a dialog fading in) to end: axe measures colours as they are drawn.
 * A paused animation never ends, so only running ones are waited for.
 */
export const settleAnimations = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/**
 * Every test ends by checking that no error toast appeared and no page error was thrown, and (unless a spec
 * sets `axeOnLastPage: false`) that axe finds no WCAG 2.1 A/AA violation of any impact on the page it ends on.
 */
/**
 * A prerendered page shows its buttons before React answers them: after loading a page of the site, wait until it is
 * interactive (client/src/main.tsx marks it), so that a test's first click is never lost. Pages without the client's
 * root (a JSON or XML answer) are not waited for.
 */
const untilInteractive = async (page: Page, baseURL: string | undefined) => {
  if (!isSitePage(page.url(), baseURL)) return;
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.interactive !== undefined);
};

export const test = base.extend<{ pageErrors: string[]; axeOnLastPage: boolean; axeCheck: void }>({
  page: async ({ page, baseURL }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilInteractive(page, baseURL);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilInteractive(page, baseURL);
      return response;
    };
    await use(page);
  },
  axeOnLastPage: [true, { option: true }],
  axeCheck: [
    async ({ page, axeOnLastPage, baseURL }, use, testInfo) => {
      await use();
      if (!axeOnLastPage || page.isClosed() || testInfo.status !== testInfo.expectedStatus) return;
      if (!isSitePage(page.url(), baseURL)) return;
      await page.waitForLoadState('load');
      await settleAnimations(page);
      expect(await axeViolations(page), `axe on the page the test ended on, ${page.url()}`).toEqual([]);
    },
    { auto: true, timeout: 30_000 },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      await expect(page.locator('[data-toast="error"]')).toHaveCount(0);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const graph = async <T>(page: Page, baseURL: string, query: string) => {
  const response = await page.request.post(`${baseURL}/graphql`, { data: { query } });
  return ((await response.json()) as { data: T }).data;
};

// ---------------------------------------------------------------------------------------------
// Accounts: the reference upstream's development routes (captcha codes, the outbox) and helpers.

/** The reference upstream of the e2e stack: 127.0.0.1 on the port after the site's. */
export const upstreamOf = (baseURL: string) => `http://127.0.0.1:${Number(new URL(baseURL).port) + 1}`;

/**
 * This worker's place among the workers running at once (0, 1, …; Playwright sets it in each worker): names and
 * addresses made from a clock and a counter carry it, or two workers starting in the same millisecond make the same.
 */
export const workerSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

let accountsMade = 0;
/** A username, address and password no other test uses (rate limits count per address and per name). */
export const freshAccount = () => {
  const username = `u${Date.now().toString(36)}${workerSlot}${accountsMade++}`;
  return { username, email: `${username}@example.com`, password: 'Secret123' };
};
export type Account = ReturnType<typeof freshAccount>;

/** The code of a captcha, read through GET /dev/captcha/{uuid}. */
export const captchaCode = async (baseURL: string, uuid: string) => {
  const response = await fetch(`${upstreamOf(baseURL)}/dev/captcha/${uuid}`);
  expect(response.status, `captcha ${uuid}`).toBe(200);
  return ((await response.json()) as { code: string }).code;
};

/** A mail as GET /dev/outbox lists it: the upstream's own shape. */
export type { Mail } from '../upstream/src/mail/mailer.ts';

/** The outbox's mails (GET /dev/outbox, newest first) that `wanted` picks, waited for until there is one. */
export const mailsWhere = async (baseURL: string, description: string, wanted: (mail: Mail) => boolean) => {
  let found: Mail[] = [];
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${upstreamOf(baseURL)}/dev/outbox`)).json()) as Mail[];
      found = mails.filter(wanted);
      return found.length;
    }, { message: description })
    .toBeGreaterThan(0);
  return found;
};

const linksTo = (link: string, path: string) => new URL(link).pathname === path;

/** The newest mail to `address` carrying a link to `path` (/activate/result, /password/reset), from GET /dev/outbox. */
export const mailTo = async (baseURL: string, address: string, path: string) => {
  const [found] = await mailsWhere(baseURL, `a mail to ${address} linking to ${path}`, (mail) => mail.to === address && mail.links.some((link) => linksTo(link, path)));
  return { ...found!, link: found!.links.find((link) => linksTo(link, path))! };
};

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

// ---------------------------------------------------------------------------------------------
// Purchases: a signed-in buyer and the staff's admin CLI.

/** The upstream's admin token in the e2e stack (the webServer env of playwright.config.ts sets the same). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123';

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

/** Runs the admin CLI (`npx tsx upstream/src/staff/admin.ts …`) against the e2e upstream, as staff would; answers its output. */
export const adminCli = (baseURL: string, ...args: string[]) =>
  execFileSync('npx', ['tsx', 'upstream/src/staff/admin.ts', ...args], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, UPSTREAM_ORIGIN: upstreamOf(baseURL), ADMIN_TOKEN: E2E_ADMIN_TOKEN },
    encoding: 'utf8',
  });

// ---------------------------------------------------------------------------------------------
// User centre (#5): orders set up without a browser — placed through the graph, bank transfers confirmed
// by staff, QR payments approved on the sandbox provider.

/** A GraphQL call as the holder of `token`, outside any page (set-up in beforeAll), in Chinese unless told; errors fail the test. */
export const graphWith = async <T>(baseURL: string, token: string, query: string, variables?: Record<string, unknown>, language: Language = 'zh') => {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-locale': language },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(answer.errors, query).toBeUndefined();
  return answer.data;
};

/** What an order is placed with: the graph's CreateOrderInput without the buyer's details. */
export interface OrderSpec {
  licenseTypeId: string;
  paymentType: 'PAYPAL' | 'ALIPAY' | 'WECHAT_PAY' | 'COMPANY_PAY';
  quantity: number;
  period: number;
  company?: string;
  position?: string;
  use?: string;
}

/** Places an order as the holder of `token`; answers its number. */
export const placeOrder = async (baseURL: string, token: string, spec: OrderSpec) => {
  const { createOrder } = await graphWith<{ createOrder: { orderNo: string } }>(
    baseURL,
    token,
    'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { orderNo } }',
    { input: { name: 'E2E Buyer', country: 'CN', company: '', ...spec } },
  );
  return createOrder.orderNo;
};

/** Staff confirm a bank transfer through the admin route the CLI calls: the order is paid and its licenses issued. */
export const confirmTransfer = async (baseURL: string, orderNo: string) => {
  const response = await fetch(`${upstreamOf(baseURL)}/admin/orders/${encodeURIComponent(orderNo)}/confirm-transfer`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status, `confirm-transfer ${orderNo}: ${await response.clone().text()}`).toBe(200);
};

/**
 * Pays an order by Alipay as a scanned QR code would: the sandbox checkout the code encodes is approved, and
 * the provider's asynchronous notification is waited for through the order's pay status.
 */
export const payByQr = async (baseURL: string, token: string, orderNo: string) => {
  const { order } = await graphWith<{ order: { payInfo: { qrcodeUrl: string } } }>(
    baseURL,
    token,
    'query ($no: ID!) { order(orderNo: $no) { payInfo(paymentType: ALIPAY) { qrcodeUrl } } }',
    { no: orderNo },
  );
  const checkout = new URL(order.payInfo.qrcodeUrl);
  const approval = await fetch(`${checkout.origin}${checkout.pathname}/pay`, {
    method: 'POST',
    body: new URLSearchParams({ payment: checkout.searchParams.get('payment') ?? '' }),
    redirect: 'manual',
  });
  expect(approval.status, `sandbox approval of ${orderNo}`).toBe(303);
  await expect
    .poll(
      async () =>
        (await graphWith<{ order: { payStatus: string } }>(baseURL, token, 'query ($no: ID!) { order(orderNo: $no) { payStatus } }', { no: orderNo })).order.payStatus,
      { message: `${orderNo} paid`, timeout: 10_000 },
    )
    .toBe('PAID');
};

/** Whether an address is the graph's: public queries arrive as GETs with their id in the query string (issue #26). */
export const isGraphUrl = (url: URL) => url.pathname === '/graphql';

/** The operation a graph request names: a POST's body says it, a GET (a public query by id) its address. */
export const operationNameOf = (request: Request): string | undefined =>
  request.method() === 'GET'
    ? (new URL(request.url()).searchParams.get('operationName') ?? undefined)
    : ((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? undefined);
