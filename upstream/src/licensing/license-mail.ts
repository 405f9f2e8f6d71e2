import type { Locale } from '../domain/locale.ts';
import { compose, SANDBOX_SUBJECT } from '../mail/layout.ts';
import type { Mail } from '../mail/mailer.ts';

export interface LicenseMailInput {
  to: string;
  locale: Locale;
  licenseId: number;
  /** the edition's name in the mail's language */
  edition: string;
  mid: string;
  expiresAt: Date;
  /** the license.key file's text */
  file: string;
  /** the user centre's license page */
  link: string;
  /** the licence's order was paid through the sandbox provider: the mail says no money moved */
  sandbox?: boolean;
}

/** The line every mail of a sandbox payment opens with. */
export const SANDBOX_NOTE = {
  en: 'Sandbox payment: the order of this licence was paid in the payment sandbox, and no real money moved.',
  zh: '沙箱支付：此授权的订单是在支付沙箱中支付的，未产生真实扣款。',
};

/** A generated license sent by mail: its terms in the text, the file attached as license.key. */
export const licenseMail = ({ to, locale, licenseId, edition, mid, expiresAt, file, link, sandbox = false }: LicenseMailInput): Mail => {
  const note = sandbox ? [SANDBOX_NOTE[locale]] : [];
  const mark = sandbox ? SANDBOX_SUBJECT[locale] : '';
  const until = expiresAt.toISOString().slice(0, 10);
  const mail = compose(
    to,
    link,
    locale,
    {
      en: {
        subject: `${mark}Your Tidewatch license ${licenseId} (${edition})`,
        greeting: 'Hello,',
        paragraphs: [
          ...note,
          `The license file for ${edition} is attached as license.key. It is bound to the machine ${mid} and valid until ${until}.`,
          'Import it in Tidewatch on that machine (Settings → License). The file is signed, so it cannot be altered.',
        ],
        button: 'Manage licenses',
        fallback: 'Your licenses are also in the user centre:',
      },
      zh: {
        subject: `${mark}您的潮望授权 ${licenseId}（${edition}）`,
        greeting: '您好：',
        paragraphs: [
          ...note,
          `附件 license.key 是 ${edition} 的授权文件，已绑定机器码 ${mid}，有效期至 ${until}。`,
          '请在该机器上的潮望中导入（设置 → 授权）。授权文件带有签名，无法修改。',
        ],
        button: '管理授权',
        fallback: '您也可以在用户中心查看全部授权：',
      },
    },
  );
  return { ...mail, attachments: [{ filename: 'license.key', content: file }] };
};
