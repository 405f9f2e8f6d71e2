import nodemailer, { type Transporter } from 'nodemailer';
import type { UpstreamConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

export interface Attachment {
  filename: string;
  /** the text, or with `encoding: 'base64'` the bytes (a PDF receipt) */
  content: string;
  encoding?: 'base64';
  contentType?: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the links the mail carries (activation, reset…), listed by /dev/outbox and logged */
  links: string[];
  attachments?: Attachment[];
}

export interface Mailer {
  /** Keeps the mail in the outbox; given a transaction, the mail exists only if the transaction commits. */
  store(db: Database, mail: Mail): Promise<void>;
  /** Logs the mail's links and, when MAIL_URL is set, sends it by SMTP. A failed send is logged, not thrown. */
  deliver(mail: Mail): Promise<void>;
  /** store, then deliver. */
  sendMail(db: Database, mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** where the links of each mail are written (the console by default) */
  log?: (line: string) => void;
}

/** The sender: MAIL_FROM, else the SMTP user when it is an address, else no-reply@ the Chinese site's host. */
export const senderAddress = (config: Pick<UpstreamConfig, 'MAIL_URL' | 'MAIL_FROM' | 'SITE_ORIGIN_ZH'>) => {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  const smtpUser = config.MAIL_URL ? decodeURIComponent(new URL(config.MAIL_URL).username) : '';
  const address = smtpUser.includes('@') ? smtpUser : `no-reply@${new URL(config.SITE_ORIGIN_ZH).hostname}`;
  return `"Tidewatch" <${address}>`;
};

export const createMailer = (
  config: Pick<UpstreamConfig, 'MAIL_URL' | 'MAIL_FROM' | 'SITE_ORIGIN_ZH'>,
  { log = (line) => console.log(line) }: MailerOptions = {},
): Mailer => {
  const from = senderAddress(config);
  const smtp: Transporter | null = config.MAIL_URL ? nodemailer.createTransport(config.MAIL_URL, { from }) : null;

  const store = async (db: Database, mail: Mail) => {
    await db
      .insertInto('outbox')
      .values({
        to_address: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        links: JSON.stringify(mail.links),
        attachments: JSON.stringify(mail.attachments ?? []),
      })
      .execute();
  };

  const deliver = async (mail: Mail) => {
    log(`[mail] to ${mail.to}: ${mail.subject}${mail.links.map((link) => `\n  ${link}`).join('')}`);
    if (!smtp) return;
    try {
      await smtp.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map(({ filename, content, encoding, contentType }) => ({ filename, content, encoding, contentType })),
      });
    } catch (error) {
      console.error(`[mail] SMTP could not send "${mail.subject}" to ${mail.to} (it stays in the outbox): ${(error as Error).message}`);
    }
  };

  return {
    store,
    deliver,
    async sendMail(db, mail) {
      await store(db, mail);
      await deliver(mail);
    },
    close: () => smtp?.close(),
  };
};
