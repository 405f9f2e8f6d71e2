import type { Database } from '../db/database.ts';
import { systemClock, type Clock } from '../domain/clock.ts';
import type { Mail } from './mail.ts';
import { claimDue, mailOfRow, recordAttempt, storeInOutbox, type OutboxRow } from './outbox.ts';
import { createSender, type SenderConfig } from './sender.ts';

export type { Attachment, Mail } from './mail.ts';
export { MAIL_RETRY_DELAYS } from './outbox.ts';
export { senderAddress } from './sender.ts';

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

/** The mailer: the outbox (outbox.ts) sent through the sender (sender.ts). */
export const createMailer = (config: SenderConfig, { db, clock = systemClock, log = (line) => console.log(line) }: MailerOptions): Mailer => {
  const sender = createSender(config, log);
  /** the outbox row of each mail this process stored, so that deliver sends that row (once across copies) */
  const rows = new WeakMap<Mail, number>();

  const store = async (target: Database, mail: Mail) => {
    rows.set(mail, await storeInOutbox(target, mail));
  };

  const sendRows = async (taken: OutboxRow[]) => {
    let sent = 0;
    for (const row of taken) {
      const ok = await sender.send(mailOfRow(row));
      await recordAttempt(db, clock, row, ok);
      if (ok) sent++;
    }
    return sent;
  };

  const deliver = async (mail: Mail) => {
    const id = rows.get(mail);
    if (id === undefined) return void (await sender.send(mail));
    await sendRows(await claimDue(db, clock, [id]));
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
      for (let taken = await claimDue(db, clock); taken.length > 0; taken = await claimDue(db, clock)) sent += await sendRows(taken);
      return sent;
    },
    close: () => sender.close(),
  };
};
