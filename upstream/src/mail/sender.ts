import nodemailer, { type Transporter } from 'nodemailer';
import type { UpstreamConfig } from '../domain/config.ts';
import type { Mail } from './mail.ts';

export type SenderConfig = Pick<UpstreamConfig, 'MAIL_URL' | 'MAIL_FROM' | 'SITE_ORIGIN_ZH'>;

/** The sender: MAIL_FROM, else the SMTP user when it is an address, else no-reply@ the Chinese site's host. */
export const senderAddress = (config: SenderConfig) => {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  const smtpUser = config.MAIL_URL ? decodeURIComponent(new URL(config.MAIL_URL).username) : '';
  const address = smtpUser.includes('@') ? smtpUser : `no-reply@${new URL(config.SITE_ORIGIN_ZH).hostname}`;
  return `"Tidewatch" <${address}>`;
};

/** Sending one mail: its links written to `log` and, when MAIL_URL is set, the mail handed to that SMTP server. */
export const createSender = (config: SenderConfig, log: (line: string) => void) => {
  const from = senderAddress(config);
  const smtp: Transporter | null = config.MAIL_URL ? nodemailer.createTransport(config.MAIL_URL, { from }) : null;
  return {
    /** Answers whether it went: logged, and accepted by the SMTP server when there is one. */
    async send(mail: Mail) {
      log(`[mail] to ${mail.to}: ${mail.subject}${mail.links.map((link) => `\n  ${link}`).join('')}`);
      if (!smtp) return true;
      try {
        await smtp.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments?.map(({ filename, content, encoding, contentType }) => ({ filename, content, encoding, contentType })),
        });
        return true;
      } catch (error) {
        console.error(`[mail] SMTP could not send "${mail.subject}" to ${mail.to} (it stays in the outbox, tried again later): ${(error as Error).message}`);
        return false;
      }
    },
    close: () => smtp?.close(),
  };
};
