import nodemailer, { type Transporter } from 'nodemailer';
import type { UpstreamConfig } from '../domain/config.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Tables } from '../db/tables.ts';
import { HOUR, MINUTE, systemClock, type Clock } from '../domain/clock.ts';

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
  /**
   * Sends a mail stored before (its links logged and, when MAIL_URL is set, by SMTP), unless another copy already
   * took it; a failed send is logged, not thrown, and tried again later by `sendDue`. A mail never stored is sent as it is.
   */
  deliver(mail: Mail): Promise<void>;
  /** store, then deliver. */
  sendMail(db: Database, mail: Mail): Promise<void>;
  /** Sends every mail of the outbox that is due: never sent, and not taken by a sender in the last while (scheduled job). */
  sendDue(): Promise<number>;
  close(): void;
}

export interface MailerOptions {
  /** the database whose outbox is sent from */
  db: Database;
  /** the time the retries are counted in (tests move a manual clock) */
  clock?: Clock;
  /** where the links of each mail are written (the console by default) */
  log?: (line: string) => void;
}

/** A mail not sent is tried again this long after each attempt; after the last, it stays in the outbox unsent. */
export const MAIL_RETRY_DELAYS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR];
/** How long a sender may take over one mail before another copy takes it as abandoned. */
const SENDING_LEASE = 5 * MINUTE;

/** The sender: MAIL_FROM, else the SMTP user when it is an address, else no-reply@ the Chinese site's host. */
export const senderAddress = (config: Pick<UpstreamConfig, 'MAIL_URL' | 'MAIL_FROM' | 'SITE_ORIGIN_ZH'>) => {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  const smtpUser = config.MAIL_URL ? decodeURIComponent(new URL(config.MAIL_URL).username) : '';
  const address = smtpUser.includes('@') ? smtpUser : `no-reply@${new URL(config.SITE_ORIGIN_ZH).hostname}`;
  return `"Tidewatch" <${address}>`;
};

export const createMailer = (config: Pick<UpstreamConfig, 'MAIL_URL' | 'MAIL_FROM' | 'SITE_ORIGIN_ZH'>, { db, clock = systemClock, log = (line) => console.log(line) }: MailerOptions): Mailer => {
  const from = senderAddress(config);
  const smtp: Transporter | null = config.MAIL_URL ? nodemailer.createTransport(config.MAIL_URL, { from }) : null;
  /** the outbox row of each mail this process stored, so that deliver sends that row (once across copies) */
  const rows = new WeakMap<Mail, number>();

  const store = async (target: Database, mail: Mail) => {
    const { id } = await target
      .insertInto('outbox')
      .values({
        to_address: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        links: JSON.stringify(mail.links),
        attachments: JSON.stringify(mail.attachments ?? []),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    rows.set(mail, id);
  };

  /** Answers whether it went: logged, and accepted by the SMTP server when there is one. */
  const send = async (mail: Mail) => {
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
  };

  /**
   * Takes due mails in one statement: a taken row is not due again until SENDING_LEASE has passed, so no other
   * sender takes it meanwhile (rows another sender is taking are skipped, not waited for), and a mail whose sender
   * died goes out later from another copy.
   */
  const claim = async (ids?: number[]) => {
    const now = clock.now();
    const due = (eb: ExpressionBuilder<Tables, 'outbox'>) =>
      eb.and([
        eb('sent_at', 'is', null),
        eb('attempts', '<=', MAIL_RETRY_DELAYS.length),
        eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]),
      ]);
    let candidates = db.selectFrom('outbox').select('id').where(due).orderBy('id').limit(50).forUpdate().skipLocked();
    if (ids) candidates = candidates.where('id', 'in', ids);
    return db
      .updateTable('outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: new Date(now.getTime() + SENDING_LEASE) }))
      .where('id', 'in', candidates)
      .where(due)
      .returningAll()
      .execute();
  };

  const sendRows = async (taken: Awaited<ReturnType<typeof claim>>) => {
    let sent = 0;
    for (const row of taken) {
      const mail = { to: row.to_address, subject: row.subject, text: row.text, html: row.html, links: row.links, attachments: row.attachments };
      const ok = await send(mail);
      const retryAt = new Date(clock.now().getTime() + (MAIL_RETRY_DELAYS[row.attempts - 1] ?? 0));
      await db
        .updateTable('outbox')
        .set(ok ? { sent_at: clock.now(), next_attempt_at: null } : { next_attempt_at: retryAt })
        .where('id', '=', row.id)
        .execute();
      if (ok) sent++;
    }
    return sent;
  };

  const deliver = async (mail: Mail) => {
    const id = rows.get(mail);
    if (id === undefined) return void (await send(mail));
    await sendRows(await claim([id]));
  };

  return {
    store,
    deliver,
    async sendMail(target, mail) {
      await store(target, mail);
      await deliver(mail);
    },
    async sendDue() {
      let sent = 0;
      for (let taken = await claim(); taken.length > 0; taken = await claim()) sent += await sendRows(taken);
      return sent;
    },
    close: () => smtp?.close(),
  };
};
