import type { Locale } from '../domain/locale.ts';
import { compose } from '../mail/layout.ts';
import type { Mail } from '../mail/mailer.ts';

export interface AccountMailInput {
  to: string;
  username: string;
  locale: Locale;
  link: string;
  /** how long the link works */
  hours: number;
}

export const activationMail = ({ to, username, locale, link, hours }: AccountMailInput): Mail =>
  compose(
    to,
    link,
    locale,
    {
      en: {
        subject: 'Activate your Tidewatch account',
        greeting: `Hello ${username},`,
        paragraphs: [
          'Thank you for signing up for Tidewatch. Please confirm that this email address is yours to activate your account.',
          `The link works for ${hours} hours.`,
        ],
        button: 'Verify email address',
        closing: ['If you did not sign up, ignore this mail: the account stays unverified.'],
      },
      zh: {
        subject: '激活您的潮望账号',
        greeting: `${username}，您好：`,
        paragraphs: ['感谢您注册潮望。请确认此邮箱地址属于您，以激活您的账号。', `该链接在 ${hours} 小时内有效。`],
        button: '验证邮箱',
        closing: ['如果您没有注册过潮望，请忽略此邮件，该账号将保持未验证状态。'],
      },
    },
  );

export const passwordResetMail = ({ to, username, locale, link, hours }: AccountMailInput): Mail =>
  compose(
    to,
    link,
    locale,
    {
      en: {
        subject: 'Reset your Tidewatch password',
        greeting: `Hello ${username},`,
        paragraphs: [
          'We received a request to reset the password of your Tidewatch account. Open the link below to choose a new password.',
          `The link works once, for ${hours} hour${hours === 1 ? '' : 's'}. Setting a new password signs you out everywhere.`,
        ],
        button: 'Choose a new password',
        closing: ['If you did not ask for this, ignore this mail: your password stays unchanged.'],
      },
      zh: {
        subject: '重置您的潮望密码',
        greeting: `${username}，您好：`,
        paragraphs: [
          '我们收到了重置您潮望账号密码的请求。请打开以下链接设置新密码。',
          `该链接仅可使用一次，${hours} 小时内有效。设置新密码后，所有设备上的登录都将失效。`,
        ],
        button: '设置新密码',
        closing: ['如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。'],
      },
    },
  );
