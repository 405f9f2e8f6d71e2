import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUpstreamApp } from './app.ts';
import { readUpstreamConfig, type UpstreamConfig } from './config.ts';
import { migrate, openDatabase } from './db/database.ts';
import { loadDemoData } from './db/demo-data.ts';
import { createMailer, type MailerOptions } from './mail/mailer.ts';
import type { Clock } from './services/clock.ts';

export interface RunningUpstream {
  /** the REST base, ending in /api */
  apiUrl: string;
  origin: string;
  close: () => Promise<void>;
}

export interface StartOptions {
  /** the time the services read; tests pass a manual clock instead of sleeping */
  clock?: Clock;
  /** where each mail's links are logged (the console by default) */
  mailLog?: MailerOptions['log'];
}

/** Opens the database, migrates, loads demo data on first start and listens. */
export const startUpstream = async (overrides: Partial<UpstreamConfig> = {}, options: StartOptions = {}): Promise<RunningUpstream> => {
  const config = { ...readUpstreamConfig(), ...overrides };
  const db = openDatabase(config.DATABASE_URL, config.DATA_DIR);
  await migrate(db);
  await loadDemoData(db);
  const mailer = createMailer(config, { log: options.mailLog });
  const app = createUpstreamApp(db, config, { mailer, clock: options.clock });
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(config.UPSTREAM_PORT, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    apiUrl: `${origin}/api`,
    origin,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      mailer.close();
      await db.destroy();
    },
  };
};
