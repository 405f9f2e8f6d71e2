import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { PHONE, checkPage } from './a11y.ts';
import { adminCli, expect, mailTo, originOf, signedInBuyer, signedInStaff, test, workerSlot, type Language } from './fixtures.ts';

// Issue #33, the back office's core: enrolment from the CLI's link, sign-in with a second factor, staff management
// and the audit log, in both languages.

/** A code of the secret as an authenticator app computes it (the same library and settings as the upstream). */
const codeAt = (secret: string, at: number) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
const STEP = 30_000;
const PASSWORD = 'staff-pass-1';

const words = {
  zh: {
    enrol: '完成登记', recovery: '恢复码', username: '用户名', password: '密码', newPassword: '新密码', confirm: '确认密码', totp: '身份验证器中的验证码',
    code: '验证码或恢复码', signIn: '登录', signOut: '退出登录', home: '管理后台', failed: '用户名、密码或验证码错误', support: '客服', staff: '员工',
    audit: '审计日志', actor: '操作人', filter: '筛选', export: '导出 CSV', ended: '的所有会话已结束',
    add: '添加员工', email: '邮箱', notEnrolled: '尚未登记',
  },
  en: {
    enrol: 'Finish enrolment', recovery: 'Recovery codes', username: 'Username', password: 'Password', newPassword: 'New password', confirm: 'Confirm the password',
    totp: 'Code from the authenticator', code: 'Code or recovery code', signIn: 'Sign in', signOut: 'Sign out', home: 'Back office',
    failed: 'Incorrect username, password or code', support: 'Support', staff: 'Staff', audit: 'Audit log', actor: 'Actor', filter: 'Filter', export: 'Export CSV',
    ended: 'has ended',
    add: 'Add member', email: 'Email', notEnrolled: 'Not enrolled yet',
  },
} as const;

let made = 0;
const freshName = (language: Language) => `e2e${language}${workerSlot}x${Date.now() % 1_000_000}x${++made}`;

/** Made from the terminal as the first admin would be: answers the token of the printed enrolment link. */
const createFromCli = (baseURL: string, username: string, role = 'admin') => {
  const printed = adminCli(baseURL, 'create-staff', '--username', username, '--email', `${username}@staff.example.com`, '--role', role);
  const link = /(\S+\/admin\/enrol\?token=\S+)/.exec(printed)?.[1];
  expect(link, printed).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
};

/** Enrols on the enrolment page: the secret read from the page, a code computed from it; answers the secret and codes. */
const enrolOnPage = async (page: Page, origin: string, token: string, w: (typeof words)[Language], language: Language) => {
  await page.goto(`${origin}/admin/enrol?token=${encodeURIComponent(token)}`);
  await expect(page.getByTestId('totp-secret')).toBeVisible();
  await checkPage(page, `the enrolment page (${language})`);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel(w.newPassword, { exact: true }).fill(PASSWORD);
  await page.getByLabel(w.confirm, { exact: true }).fill(PASSWORD);
  await page.getByLabel(w.totp).fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: w.enrol }).click();
  const codes = page.getByRole('list', { name: w.recovery }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  return { secret, recoveryCodes: (await codes.allTextContents()).map((c) => c.trim()) };
};

const signInOnPage = async (page: Page, origin: string, username: string, code: string, w: (typeof words)[Language]) => {
  await page.goto(`${origin}/admin/signIn`);
  await page.getByLabel(w.username, { exact: true }).fill(username);
  await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(w.code).fill(code);
  await page.getByRole('button', { name: w.signIn, exact: true }).click();
};

for (const language of ['zh', 'en'] as Language[]) {
  test.describe(`the back office's core (${language})`, () => {
    const w = words[language];

    test('a member made from the CLI enrols, sees recovery codes once, and signs in with a code', async ({ page, baseURL }) => {
      const origin = originOf(baseURL!, language);
      const username = freshName(language);
      const token = createFromCli(baseURL!, username);
      await page.setViewportSize(PHONE);
      const { secret } = await enrolOnPage(page, origin, token, w, language);
      await checkPage(page, `the recovery codes at 390 px (${language})`);
      // the enrolment's code is spent: the next step's is what the app shows next
      await signInOnPage(page, origin, username, codeAt(secret, Date.now() + STEP), w);
      await expect(page).toHaveURL(`${origin}/admin`);
      await expect(page.getByRole('heading', { level: 1, name: w.home })).toBeVisible();
      await expect(page.getByTestId('staff-me')).toContainText(username);
      await checkPage(page, `the back office at 390 px (${language})`);
    });

    test('a recovery code signs in once; its second use is refused', async ({ page, baseURL }) => {
      const origin = originOf(baseURL!, language);
      const username = freshName(language);
      const { recoveryCodes } = await enrolOnPage(page, origin, createFromCli(baseURL!, username, 'support'), w, language);
      await signInOnPage(page, origin, username, recoveryCodes[0], w);
      await expect(page.getByTestId('staff-me')).toContainText(username);
      await page.getByRole('button', { name: w.signOut }).click();
      await expect(page).toHaveURL(`${origin}/admin/signIn`);
      await signInOnPage(page, origin, username, recoveryCodes[0], w);
      await expect(page.getByRole('alert')).toHaveText(w.failed);
      await expect(page).toHaveURL(`${origin}/admin/signIn`);
    });

    test("an admin changes a member's role and ends their sessions; the audit log and its CSV show both", async ({ page, browser, baseURL }) => {
      const origin = originOf(baseURL!, language);
      const admin = await signedInStaff(page, baseURL!, 'admin', freshName(language));
      const memberContext = await browser.newContext();
      const memberPage = await memberContext.newPage();
      const member = await signedInStaff(memberPage, baseURL!, 'sales', freshName(language));
      await memberPage.goto(`${origin}/admin`);
      await expect(memberPage.getByTestId('staff-me')).toContainText(member.username);

      await page.goto(`${origin}/admin/staff`);
      const row = page.getByTestId(`staff-${member.username}`);
      await row.getByRole('combobox').selectOption({ label: w.support });
      await expect(page.locator('[data-toast="success"]').first()).toBeVisible();
      await row.getByRole('button', { name: new RegExp(member.username) }).last().click();
      await expect(page.locator('[data-toast="success"]', { hasText: w.ended })).toBeVisible();

      await memberPage.goto(`${origin}/admin`);
      await expect(memberPage).toHaveURL(new RegExp(`${origin}/admin/signIn`));
      await memberContext.close();

      await page.goto(`${origin}/admin/audit`);
      await page.getByLabel(w.actor).fill(admin.username);
      await page.getByRole('button', { name: w.filter, exact: true }).click();
      const entries = page.getByTestId('audit-entry');
      await expect(entries).toHaveCount(2);
      await expect(entries.nth(0)).toContainText('staff.sessions_end');
      await expect(entries.nth(1)).toContainText('staff.role');
      await expect(entries.nth(1)).toContainText('SALES'.toLowerCase());
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: w.export }).click();
      const csv = readFileSync((await (await download).path())!, 'utf8');
      expect(csv).toContain(`${admin.username},STAFF`);
      expect(csv).toContain('staff.role');
      expect(csv).toContain('staff.sessions_end');

      await page.setViewportSize(PHONE);
      await checkPage(page, `the audit log at 390 px (${language})`);
      await page.goto(`${origin}/admin/staff`);
      await checkPage(page, `the staff list at 390 px (${language})`);
    });

    test('an admin adds a member on the web: the enrolment link is shown once and mailed to them', async ({ page, baseURL }) => {
      const origin = originOf(baseURL!, language);
      await signedInStaff(page, baseURL!, 'admin', freshName(language));
      const username = freshName(language);
      await page.goto(`${origin}/admin/staff`);
      const form = page.getByRole('form', { name: w.add === 'Add member' ? 'Add a member of staff' : '添加员工' });
      await form.getByLabel(w.username, { exact: true }).fill(username);
      await form.getByLabel(w.email, { exact: true }).fill(`${username}@staff.example.com`);
      await form.getByRole('combobox').selectOption({ label: w.support });
      await form.getByRole('button', { name: w.add }).click();
      const shown = (await page.getByTestId('enrolment-link').locator('code').textContent())!;
      expect(shown).toMatch(new RegExp(`^${origin}/admin/enrol\\?token=[\\w-]{43}$`));
      await expect(page.getByTestId(`staff-${username}`)).toContainText(w.notEnrolled);
      const mail = await mailTo(baseURL!, `${username}@staff.example.com`, '/admin/enrol');
      expect(mail.link).toBe(shown);
      await page.reload();
      await expect(page.getByTestId('enrolment-link')).toHaveCount(0);
    });

    test("a buyer's token gets FORBIDDEN from the staff list and the audit log", async ({ page, baseURL }) => {
      const { token } = await signedInBuyer(page, baseURL!, language);
      for (const query of ['{ staffMembers { id } }', '{ auditLog { total } }']) {
        const response = await fetch(`${baseURL}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-locale': language },
          body: JSON.stringify({ query }),
        });
        const answer = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
        expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    });
  });
}
