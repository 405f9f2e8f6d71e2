import type { UpstreamConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Clock } from './clock.ts';

/** What the account services need: the database, the time, the configuration and the mailer. */
export interface Runtime {
  db: Database;
  clock: Clock;
  config: UpstreamConfig;
  mailer: Mailer;
}
