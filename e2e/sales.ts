import type { Page } from '@playwright/test';
import { USERS_MAX } from '../contract/sales.ts';
import { captchaButton, captchaCode, choose, expect, mailsWhere, workerSlot, type Language } from './fixtures.ts';

// The sales specs (sales-*.spec.ts): the trial application and talk-to-sales forms' texts and shared helpers.

/** What the forms show, in each language (spec §5's messages in the forms' order). */
export const text = {
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
    badUsers: `The number of users must be a whole number from 1 to ${USERS_MAX}`,
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
    badUsers: `用户数须为 1 到 ${USERS_MAX} 之间的整数`,
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

export const SALES_EMAIL = 'sales@tidewatch.example';

let made = 0;
export const freshEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${workerSlot}${made++}@example.com`;

/** today − days as yyyy.MM.dd (spec §9), in the browser's calendar (the same machine). */
export const coverage = (days: number) => {
  const day = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  return `${day.getFullYear()}.${String(day.getMonth() + 1).padStart(2, '0')}.${String(day.getDate()).padStart(2, '0')}`;
};

/**
 * The sales team's notice of this test's own lead (`[Sales #…` or `[Trial #…`), found by the address the lead gave: other
 * tests, in another worker or an earlier attempt, send notices to the same team.
 */
export const noticeFor = async (baseURL: string, kind: '[Sales #' | '[Trial #', email: string) =>
  (await mailsWhere(baseURL, `the ${kind} notice of ${email}`, (mail) => mail.to === SALES_EMAIL && mail.subject.startsWith(kind) && mail.text.includes(email)))[0];

/** The outbox's mails to `address` whose subject starts with `subject`, waited for. */
export const mailsTo = (baseURL: string, address: string, subject: string) =>
  mailsWhere(baseURL, `a mail to ${address}: ${subject}`, (mail) => mail.to === address && mail.subject.startsWith(subject));

/** Nothing of the page's own content reaches past the right edge at the current width (the shared header aside). */
export const expectNoSidewaysScroll = async (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return [...document.querySelectorAll('main *')].filter((element) => element.getBoundingClientRect().right > width + 0.5).length;
      }),
    )
    .toBe(0);

/** The field messages shown, top to bottom. */
export const shownMessages = (page: Page) => page.locator('form [role="alert"]');

/** Fills the trial form as a person does, the captcha read through the development route. */
export const fillTrial = async (page: Page, baseURL: string, language: Language, email: string) => {
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
