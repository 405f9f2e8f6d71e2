import type { Locale } from '../domain/locale.ts';
import type { Mail } from '../mail/mailer.ts';
import { compose } from '../mail/layout.ts';

export interface PluginReviewMailInput {
  to: string;
  username: string;
  locale: Locale;
  /** publisher.name */
  extension: string;
  version: string;
  /** null: approved; else the reviewer's reason for rejecting */
  reason: string | null;
  /** the user centre's Extensions tab */
  link: string;
}

/** The publisher hears the review's outcome either way, never silence: approved, or rejected with the reason. */
export const pluginReviewMail = ({ to, username, locale, extension, version, reason, link }: PluginReviewMailInput): Mail =>
  compose(
    to,
    link,
    locale,
    {
      en: {
        subject: reason === null ? `${extension} ${version} is in the Tidewatch extension market` : `${extension} ${version} was not approved`,
        greeting: `Hello ${username},`,
        paragraphs:
          reason === null
            ? [`Our staff reviewed ${extension} ${version} and approved it. It is now the latest version in the extension market.`]
            : [
                `Our staff reviewed ${extension} ${version} and could not approve it, for this reason:`,
                reason,
                'Fix what the reason names, raise the version and upload the package again.',
              ],
        button: 'Open my extensions',
      },
      zh: {
        subject: reason === null ? `${extension} ${version} 已上架潮望扩展市场` : `${extension} ${version} 未通过审核`,
        greeting: `${username}，您好：`,
        paragraphs:
          reason === null
            ? [`工作人员已审核并通过 ${extension} ${version}，它现在是扩展市场中的最新版本。`]
            : [`工作人员审核了 ${extension} ${version}，但未能通过，原因如下：`, reason, '请根据原因修改，提高版本号后重新上传扩展包。'],
        button: '查看我的扩展',
      },
    },
  );
