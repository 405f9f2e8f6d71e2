import type { Locale } from '../domain/locale.ts';
import type { Mail } from '../mail/mailer.ts';
import { compose } from '../mail/layout.ts';

export interface RenewalMailInput {
  to: string;
  locale: Locale;
  licenseId: number;
  /** the edition's name in the mail's language */
  edition: string;
  /** the machine it is bound to, when it is */
  mid: string | null;
  /** yyyy-mm-dd */
  until: string;
  daysBefore: number;
  /** license management, where Renew is */
  link: string;
}

/** A subscription ends soon: when, and where to renew it in place (same licence, same machine). */
export const renewalReminderMail = ({ to, locale, licenseId, edition, mid, until, daysBefore, link }: RenewalMailInput): Mail =>
  compose(
    to,
    link,
    locale,
    {
      en: {
        subject: daysBefore === 1 ? `Your Tidewatch license ${licenseId} ends tomorrow` : `Your Tidewatch license ${licenseId} ends in ${daysBefore} days`,
        greeting: 'Hello,',
        paragraphs: [
          `Your ${edition} license ${licenseId}${mid ? ` on the machine ${mid}` : ''} is valid until ${until}.`,
          'Renew it in license management: the same license runs on for the period you choose, on the same machine, and you download its new license file.',
        ],
        button: 'Renew in license management',
        closing: ['You receive this mail once for each reminder; a renewed license is reminded again before its new end.'],
      },
      zh: {
        subject: daysBefore === 1 ? `您的潮望授权 ${licenseId} 将于明天到期` : `您的潮望授权 ${licenseId} 将于 ${daysBefore} 天后到期`,
        greeting: '您好：',
        paragraphs: [
          `您的${edition}授权 ${licenseId}${mid ? `（机器码 ${mid}）` : ''}有效期至 ${until}。`,
          '请在授权管理中续费：同一授权按您选择的时长延续，仍绑定原机器，续费后下载新的授权文件。',
        ],
        button: '前往授权管理续费',
        closing: ['每个提醒只发送一次；续费后，将在新的到期日前再次提醒。'],
      },
    },
  );
