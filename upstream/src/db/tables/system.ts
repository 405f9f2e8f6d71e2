import type { ColumnType, Generated } from 'kysely';
import type { Created, Json, Moment } from './columns.ts';

/** The upstream's own machinery: the mail outbox, generated secrets, the scheduled jobs' turns. */

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  links: Json<string[]>;
  attachments: Json<{ filename: string; content: string; encoding?: 'base64'; contentType?: string }[]>;
  created_at: Created;
  /** when it was sent (or, without SMTP, logged); null while it is still to go */
  sent_at: Moment;
  /** tries so far (a sender claims the mail by counting one) */
  attempts: ColumnType<number, number | undefined, number>;
  /** not tried again before this (null: due at once) */
  next_attempt_at: Moment;
}

/** Generated secrets kept with the data (the sandbox's signing key, the license signing key, the admin token). */
export interface SecretTable {
  name: string;
  value: string;
  created_at: Created;
}

/** When each scheduled job last had its turn (jobs/schedule.ts claims a turn by moving it forward). */
export interface JobTable {
  name: string;
  last_run_at: ColumnType<Date, Date, Date>;
}
