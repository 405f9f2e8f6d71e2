import type { UpstreamConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Clock } from '../domain/clock.ts';
import type { LicenseSigner } from '../licenses/signing.ts';
import type { PackageSigner } from '../plugins/signing.ts';
import type { Payments } from './payment.ts';

/** What the services need: the database, the time, the configuration, the mailer, the payment provider and the license signer and the package signer. */
export interface Runtime {
  db: Database;
  clock: Clock;
  config: UpstreamConfig;
  mailer: Mailer;
  payments: Payments;
  /** signs license.key files */
  signer: LicenseSigner;
  /** signs approved extension packages (its own key) */
  packageSigner: PackageSigner;
}
