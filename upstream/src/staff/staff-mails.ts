import type { Locale } from '../domain/locale.ts';
import type { Mail } from '../mail/mailer.ts';
import { compose } from '../mail/layout.ts';

/** The new member's enrolment link, in the layout of every mail of the site (names escaped there). */
export const enrolmentMail = (to: string, username: string, link: string, locale: Locale): Mail =>
  compose(to, link, locale, {
    en: {
      subject: 'Your Tidewatch back-office account',
      greeting: `Hello ${username},`,
      paragraphs: [
        'An admin has made you a member of the Tidewatch back office.',
        'Open the link below within 72 hours to set your password and your authenticator app (a second factor). The link works once.',
      ],
      button: 'Set up my account',
      closing: ['If you did not expect this, ignore this mail and tell the admins.'],
    },
    zh: {
      subject: '您的潮望管理后台账号',
      greeting: `${username}，您好：`,
      paragraphs: ['管理员已为您开通潮望管理后台账号。', '请在 72 小时内打开以下链接，设置密码并绑定身份验证器（第二重验证）。该链接仅可使用一次。'],
      button: '设置我的账号',
      closing: ['如果您没有预期收到此邮件，请忽略并告知管理员。'],
    },
  });
