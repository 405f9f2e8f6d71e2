import type { Database } from '../db/database.ts';
import type { UpstreamConfig } from '../domain/config.ts';
import type { Clock } from '../domain/clock.ts';
import type { Locale } from '../domain/locale.ts';
import type { Mailer } from '../mail/mailer.ts';

/**
 * What every feature's services receive: the database, the time, the configuration, the mailer and the site of a
 * language (mail links, the page a buyer returns to). A feature that needs more (the licence signer, the payment
 * provider, the package signer) says so in its own runtime type, so the kernel never names a feature.
 */
export interface Runtime {
  db: Database;
  clock: Clock;
  config: UpstreamConfig;
  mailer: Mailer;
  siteOrigin: (locale: Locale) => string;
}
