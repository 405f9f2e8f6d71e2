import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Tables } from '../db/tables.ts';
import { HOUR, MINUTE, type Clock } from '../domain/clock.ts';
import type { Mail } from './mail.ts';

/**
 * The outbox: every mail is a row before it is sent, so a mail survives a failed send or a dead process and is
 * sent once across copies of the upstream.
 */

/** A mail not sent is tried again this long after each attempt; after the last, it stays in the outbox unsent. */
export const MAIL_RETRY_DELAYS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR];
/** How long a sender may take over one mail before another copy takes it as abandoned. */
const SENDING_LEASE = 5 * MINUTE;

/** Keeps the mail in the outbox (in `target`, a transaction or not); answers its row's id. */
export const storeInOutbox = async (target: Database, mail: Mail) => {
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
  return id;
};

/**
 * Takes due mails (of `ids` only, when given) in one statement: a taken row is not due again until SENDING_LEASE has
 * passed, so no other sender takes it meanwhile (rows another sender is taking are skipped, not waited for), and a
 * mail whose sender died goes out later from another copy.
 */
export const claimDue = async (db: Database, clock: Clock, ids?: number[]) => {
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

export type OutboxRow = Awaited<ReturnType<typeof claimDue>>[number];

/** The mail a row keeps. */
export const mailOfRow = (row: OutboxRow): Mail => ({ to: row.to_address, subject: row.subject, text: row.text, html: row.html, links: row.links, attachments: row.attachments });

/** After an attempt: sent, or due again after the delay of its attempt. */
export const recordAttempt = async (db: Database, clock: Clock, row: OutboxRow, sent: boolean) => {
  const retryAt = new Date(clock.now().getTime() + (MAIL_RETRY_DELAYS[row.attempts - 1] ?? 0));
  await db
    .updateTable('outbox')
    .set(sent ? { sent_at: clock.now(), next_attempt_at: null } : { next_attempt_at: retryAt })
    .where('id', '=', row.id)
    .execute();
};
