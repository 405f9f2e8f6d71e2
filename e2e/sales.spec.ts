import { expectNoAxeViolations } from './axe.ts';
import type { Page } from '@playwright/test';
import { adminCli, captchaButton, captchaCode, expect, originOf, signedInBuyer, test, upstreamOf, type Language, type Mail } from './fixtures.ts';

/** What the forms show, in each language (spec §5's messages in the forms' order). */
const text = {
  en: {
    trialForm: 'Trial application',
    chatForm: 'Talk to our sales team',
    name: 'First and last name',
    email: 'Email',
    emailOptional: 'Email (optional)',
    phone: 'Phone',
    country: 'Country or region',
    company: 'Company',
    position: 'Job title',
    use: 'Purpose of use',
    users: 'Number of users (optional)',
    message: 'Message (optional)',
    code: 'Verification code',
    applyButton: 'Apply for the trial',
    sendButton: 'Send',
    success: 'Success!',
    trialMessages: [
      'Please enter the first and last name',
      'Please enter your email.',
      'Please select the country',
      'Please enter company name',
      'Please enter your job title',
      'Please enter your purpose of use',
      'Please enter verification',
    ],
    chatMessages: [
      'Please enter the first and last name',
      'Please enter your phone number',
      'Please select country',
      'Please enter your job title',
      'Please select your purpose of use',
      'Please enter your company',
    ],
    badEmail: 'Please enter the correct email address.',
    badPhone: 'Please enter the correct phone number',
    badUsers: 'The number of users must be a whole number from 1 to 100000',
    wrongCaptcha: 'The verification code is incorrect; please enter the new one',
    countryOption: 'United Kingdom',
    positionOption: 'Security Engineer',
    useOption: 'Penetration testing',
    trialReceived: 'Your trial request has been received',
    chatReceived: 'Thank you, your message has been received',
    twoDays: 'within 2 working days',
    download: /^Download Tidewatch/,
    trialMail: 'We received your Tidewatch trial request',
    chatMail: 'We received your message to the Tidewatch sales team',
  },
  zh: {
    trialForm: '试用申请',
    chatForm: '与销售团队沟通',
    name: '姓名',
    email: '邮箱',
    emailOptional: '邮箱（选填）',
    phone: '手机号码',
    country: '国家/地区',
    company: '公司',
    position: '职位',
    use: '使用目的',
    users: '用户数（选填）',
    message: '留言（选填）',
    code: '验证码',
    applyButton: '提交试用申请',
    sendButton: '发送',
    success: '成功！',
    trialMessages: ['请输入姓名', '请输入邮箱。', '请选择国家', '请输入公司名称', '请输入您的职位', '请输入使用目的', '请输入验证码'],
    chatMessages: ['请输入姓名', '请输入手机号码', '请选择国家/地区', '请输入您的职位', '请选择使用目的', '请输入公司名称'],
    badEmail: '请输入正确的邮箱地址。',
    badPhone: '请输入正确的手机号码',
    badUsers: '用户数须为 1 到 100000 之间的整数',
    wrongCaptcha: '验证码错误，请输入新的验证码',
    countryOption: '中国',
    positionOption: '安全工程师',
    useOption: '渗透测试',
    trialReceived: '您的试用申请已提交',
    chatReceived: '感谢您的留言，我们已收到',
    twoDays: '2 个工作日内',
    download: /^下载潮望/,
    trialMail: '我们已收到您的潮望试用申请',
    chatMail: '我们已收到您的销售咨询',
  },
} as const;

const SALES_EMAIL = 'sales@tidewatch.example';

let made = 0;
const freshEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${made++}@example.com`;

/** today − days as yyyy.MM.dd (spec §9), in the browser's calendar (the same machine). */
const coverage = (days: number) => {
  const day = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  return `${day.getFullYear()}.${String(day.getMonth() + 1).padStart(2, '0')}.${String(day.getDate()).padStart(2, '0')}`;
};

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The outbox's mails to `address` whose subject starts with `subject`, waited for. */
const mailsTo = async (baseURL: string, address: string, subject: string) => {
  let found: Mail[] = [];
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${upstreamOf(baseURL)}/dev/outbox`)).json()) as Mail[];
      found = mails.filter((mail) => mail.to === address && mail.subject.startsWith(subject));
      return found.length;
    }, { message: `a mail to ${address}: ${subject}` })
    .toBeGreaterThan(0);
  return found;
};

/** Nothing of the page's own content reaches past the right edge at the current width (the shared header aside). */
const expectNoSidewaysScroll = async (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return [...document.querySelectorAll('main *')].filter((element) => element.getBoundingClientRect().right > width + 0.5).length;
      }),
    )
    .toBe(0);

/** The field messages shown, top to bottom. */
const shownMessages = (page: Page) => page.locator('form [role="alert"]');

/** Fills the trial form as a person does, the captcha read through the development route. */
const fillTrial = async (page: Page, baseURL: string, language: Language, email: string) => {
  const t = text[language];
  const form = page.getByRole('form', { name: t.trialForm });
  await form.getByLabel(t.name, { exact: true }).fill('Ada Lovelace');
  await form.getByLabel(t.email, { exact: true }).fill(email);
  await choose(page, t.country, t.countryOption);
  await form.getByLabel(t.company, { exact: true }).fill('Analytical <b>Engines</b>');
  await choose(page, t.position, t.positionOption);
  await choose(page, t.use, t.useOption);
  await expect(captchaButton(page)).toHaveAttribute('data-uuid', /.+/);
  await form.getByLabel(t.code, { exact: true }).fill(await captchaCode(baseURL, (await captchaButton(page).getAttribute('data-uuid'))!));
  return form;
};

test.describe('trial application', () => {
  test('English: from /sale, every message in order, the coverage date, success, both mails, and a staff grant shows in licence management', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const t = text.en;
    const { origin, account } = await signedInBuyer(page, baseURL!, 'en');
    await page.goto(`${origin}/sale`);
    await page.getByRole('link', { name: 'Apply for a free company trial' }).click();
    await expect(page).toHaveURL(`${origin}/trial/15`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Try Red Team Enterprise for 7 days');
    await expect(page.getByTestId('coverage')).toHaveText(`The trial includes the vulnerabilities updated before ${coverage(14)}.`);
    await expect(page).toHaveTitle(/Apply for a free trial of Red Team Enterprise/);

    const form = page.getByRole('form', { name: t.trialForm });
    await form.getByRole('button', { name: t.applyButton }).click();
    await expect(shownMessages(page)).toHaveText([...t.trialMessages]);
    // checked on change and blur: a wrong address is named as soon as the box is left
    await form.getByLabel(t.email, { exact: true }).fill('not-an-address');
    await form.getByLabel(t.company, { exact: true }).focus();
    await expect(form.getByText(t.badEmail)).toBeVisible();
    await expectNoAxeViolations(page);

    const email = freshEmail('trial-en');
    await fillTrial(page, baseURL!, 'en', email);
    await expect(shownMessages(page)).toHaveCount(0);
    await form.getByRole('button', { name: t.applyButton }).click();
    await expect(page.locator('[data-toast="success"]')).toContainText(t.success);
    await expect(page).toHaveURL(`${origin}/trialSuccess/15`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.trialReceived);
    await page.getByRole('button', { name: t.download }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Windows', 'macOS', 'Linux']);
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);

    const [confirmation] = await mailsTo(baseURL!, email, t.trialMail);
    expect(confirmation.subject).toBe('We received your Tidewatch trial request (Red Team Enterprise)');
    const [notice] = await mailsTo(baseURL!, SALES_EMAIL, '[Trial #');
    expect(notice.text).toContain(`Email / 邮箱: ${email}`);
    // typed HTML stays text in the mail
    expect(notice.html).toContain('Analytical &lt;b&gt;Engines&lt;/b&gt;');
    const leadId = /#(\d+)/.exec(notice.subject)![1];

    // staff: the request is listed, granted, and the licence appears in the applicant's licence management
    expect(adminCli(baseURL!, 'leads', '--kind', 'trial', '--state', 'new')).toMatch(new RegExp(`^${leadId}\\s+trial\\s+new`, 'm'));
    expect(adminCli(baseURL!, 'grant-trial', leadId)).toContain(`is in the licence management of ${account.username}`);
    await page.goto(`${origin}/center/licenseManagement`);
    await expect(page.getByRole('row').filter({ hasText: 'Red Team Enterprise' }).filter({ hasText: '7 days' })).toHaveCount(1);
  });

  test('Chinese on a phone: from the Blue Team introduction, messages in order, the server refusing a wrong code, then success and the Chinese mail', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const t = text.zh;
    await page.setViewportSize({ width: 390, height: 844 });
    const origin = originOf(baseURL!, 'zh');
    await page.goto(`${origin}/sale`);
    await page.getByTestId('blue-team').getByRole('link', { name: '申请免费试用' }).click();
    await expect(page).toHaveURL(`${origin}/trial/17`);
    await expect(page.getByTestId('coverage')).toHaveText(`试用版包含 ${coverage(14)} 之前更新的漏洞。`);
    await expectNoSidewaysScroll(page);

    const form = page.getByRole('form', { name: t.trialForm });
    await form.getByRole('button', { name: t.applyButton }).click();
    await expect(shownMessages(page)).toHaveText([...t.trialMessages]);
    await expectNoAxeViolations(page);

    const email = freshEmail('trial-zh');
    await fillTrial(page, baseURL!, 'zh', email);
    const usedUp = (await captchaButton(page).getAttribute('data-uuid'))!;
    await form.getByLabel(t.code, { exact: true }).fill('ZZZZ');
    await form.getByRole('button', { name: t.applyButton }).click();
    await expect(form.getByRole('alert').first()).toHaveText(t.wrongCaptcha);
    await expect(form.getByLabel(t.code, { exact: true })).toHaveValue('');
    // the refused code used the captcha up: a new one is shown
    await expect(captchaButton(page)).not.toHaveAttribute('data-uuid', usedUp);
    await form.getByLabel(t.code, { exact: true }).fill(await captchaCode(baseURL!, (await captchaButton(page).getAttribute('data-uuid'))!));
    await form.getByRole('button', { name: t.applyButton }).click();
    await expect(page.locator('[data-toast="success"]')).toContainText(t.success);
    await expect(page).toHaveURL(`${origin}/trialSuccess/17`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.trialReceived);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    const [mail] = await mailsTo(baseURL!, email, t.trialMail);
    expect(mail.subject).toMatch(/^我们已收到您的潮望试用申请（.+）$/);
    expect(mail.text).toContain('Ada Lovelace，您好：');
    await mailsTo(baseURL!, SALES_EMAIL, '[Trial #');
  });
});

test.describe('talk to our sales team', () => {
  test('English: from the Enterprise card, messages in order, a bad number of users, success with the 2-working-day promise and both mails', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const t = text.en;
    const origin = originOf(baseURL!, 'en');
    await page.goto(`${origin}/sale`);
    await page.getByTestId('edition-enterprise').getByRole('link', { name: 'Contact sales' }).click();
    await expect(page).toHaveURL(`${origin}/chat/15`);
    await expect(page.getByText(/^Red Team Enterprise$/i)).toBeVisible();

    const form = page.getByRole('form', { name: t.chatForm });
    await form.getByLabel(t.users, { exact: true }).fill('');
    await form.getByRole('button', { name: t.sendButton }).click();
    await expect(shownMessages(page)).toHaveText([...t.chatMessages]);
    await expectNoAxeViolations(page);

    const email = freshEmail('sales-en');
    await form.getByLabel(t.name, { exact: true }).fill('Grace Hopper');
    await form.getByLabel(t.phone, { exact: true }).fill('+44 20 7946 0958');
    await form.getByLabel(t.emailOptional, { exact: true }).fill(email);
    await choose(page, t.country, t.countryOption);
    await choose(page, t.position, t.positionOption);
    await choose(page, t.use, 'Vulnerability management');
    await form.getByLabel(t.company, { exact: true }).fill('Compilers Inc');
    for (const users of ['0', '-1', 'abc']) {
      await form.getByLabel(t.users, { exact: true }).fill(users);
      await expect(shownMessages(page)).toHaveText([t.badUsers]);
    }
    await form.getByLabel(t.users, { exact: true }).fill('25');
    await form.getByLabel(t.message, { exact: true }).fill('<script>alert(1)</script> We would like a demo.');
    await expect(shownMessages(page)).toHaveCount(0);
    await form.getByRole('button', { name: t.sendButton }).click();
    await expect(page.locator('[data-toast="success"]')).toContainText(t.success);
    await expect(page).toHaveURL(`${origin}/chatSuccess/15`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.chatReceived);
    await expect(page.getByText(t.twoDays)).toBeVisible();
    await expect(page.getByRole('button', { name: t.download })).toBeVisible();
    await expectNoAxeViolations(page);

    const [confirmation] = await mailsTo(baseURL!, email, t.chatMail);
    expect(confirmation.subject).toBe('We received your message to the Tidewatch sales team (Red Team Enterprise)');
    const [notice] = await mailsTo(baseURL!, SALES_EMAIL, '[Sales #');
    expect(notice.text).toContain('Users / 用户数: 25');
    expect(notice.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const leadId = /#(\d+)/.exec(notice.subject)![1];
    expect(adminCli(baseURL!, 'leads', '--kind', 'sales')).toMatch(new RegExp(`^${leadId}\\s+sales\\s+new`, 'm'));
    const csv = adminCli(baseURL!, 'export-leads');
    expect(csv.split('\r\n')[0]).toMatch(/^id,kind,state,edition,name,email,mobile/);
    expect(csv).toContain(`'+44 20 7946 0958`);
  });

  test('Chinese on a phone: from the Blue Team introduction, a 12-digit or lettered phone refused, success without email: only the sales team is mailed', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const t = text.zh;
    await page.setViewportSize({ width: 390, height: 844 });
    const origin = originOf(baseURL!, 'zh');
    await page.goto(`${origin}/sale`);
    await page.getByTestId('blue-team').getByRole('link', { name: '联系销售' }).click();
    await expect(page).toHaveURL(`${origin}/chat/17`);
    await expectNoSidewaysScroll(page);

    const form = page.getByRole('form', { name: t.chatForm });
    await form.getByRole('button', { name: t.sendButton }).click();
    await expect(shownMessages(page)).toHaveText([...t.chatMessages]);
    await expectNoAxeViolations(page);

    const company = `移动端公司 ${Date.now().toString(36)}`;
    await form.getByLabel(t.name, { exact: true }).fill('张三');
    for (const phone of ['138001380001', '1380013800a']) {
      await form.getByLabel(t.phone, { exact: true }).fill(phone);
      await expect(form.getByText(t.badPhone)).toBeVisible();
    }
    await form.getByLabel(t.phone, { exact: true }).fill('13800138000');
    await choose(page, t.country, t.countryOption);
    await choose(page, t.position, t.positionOption);
    await choose(page, t.use, '漏洞管理');
    await form.getByLabel(t.company, { exact: true }).fill(company);
    await expect(shownMessages(page)).toHaveCount(0);
    await form.getByRole('button', { name: t.sendButton }).click();
    await expect(page.locator('[data-toast="success"]')).toContainText(t.success);
    await expect(page).toHaveURL(`${origin}/chatSuccess/17`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.chatReceived);
    await expect(page.getByText(t.twoDays, { exact: false }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    const notices = await mailsTo(baseURL!, SALES_EMAIL, '[Sales #');
    const notice = notices.find((mail) => mail.subject.endsWith(company))!;
    expect(notice.text).toContain('Email / 邮箱: —');
    expect(notice.text).toContain('Phone / 电话: 13800138000');
  });
});
