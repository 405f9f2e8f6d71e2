import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeAdminToken } from './staff/index.ts';
import { createUpstreamApp } from './app.ts';
import { readUpstreamConfig, type UpstreamConfig } from './domain/config.ts';
import { migrate, openDatabase, type Database } from './db/database.ts';
import { loadDemoData } from './seed/load.ts';
import { oneStartAtATime } from './db/start-up-lock.ts';
import { createMailer, type MailerOptions } from './mail/mailer.ts';
import type { Clock } from './domain/clock.ts';
import { secretOf } from './db/secret.ts';
import { jobs } from './jobs.ts';
import { chosenProviders, type ProviderOptions } from './payments/index.ts';
import { runDueJobs, startJobs } from './runtime/schedule.ts';

export interface RunningUpstream {
  /** the REST base, ending in /api */
  apiUrl: string;
  origin: string;
  /** the database it runs on (tests read what the answers do not show) */
  db: Database;
  /** runs the scheduled jobs whose turn is due now, as a tick would (tests move the clock and call this) */
  runJobs: () => Promise<string[]>;
  close: () => Promise<void>;
}

export interface StartOptions {
  /** the time the services read; tests pass a manual clock instead of sleeping */
  clock?: Clock;
  /** where each mail's links are logged (the console by default) */
  mailLog?: MailerOptions['log'];
  /** the sandbox's notification schedule (tests delay its first attempt to play a copy that dies before sending) */
  notifyDelays?: number[];
  /** what tests tell a real payment adapter beyond its settings (the PayPal fake's certificate authority) */
  providerOptions?: ProviderOptions;
  /** a database already open, which this upstream shares and leaves open on close (tests: two upstreams on one PGlite) */
  db?: Database;
}

/** How this upstream reaches itself (the sandbox's notifications): loopback when it listens everywhere. */
const ownHost = (bindAddress: string) => {
  if (bindAddress === '0.0.0.0') return '127.0.0.1';
  if (bindAddress === '::') return '[::1]';
  return bindAddress.includes(':') ? `[${bindAddress}]` : bindAddress;
};

/** Opens the database, migrates, loads demo data on first start and listens. */
export const startUpstream = async (overrides: Partial<UpstreamConfig> = {}, options: StartOptions = {}): Promise<RunningUpstream> => {
  const config = { ...readUpstreamConfig(), ...overrides };
  const providers = chosenProviders(config.PAYMENT_PROVIDER, config.NODE_ENV);
  const db = options.db ?? openDatabase(config.DATABASE_URL, config.DATA_DIR);
  await oneStartAtATime(db, config.DATABASE_URL, async () => {
    await migrate(db);
    await loadDemoData(db);
  });
  const mailer = createMailer(config, { db, clock: options.clock, log: options.mailLog });
  if (config.NODE_ENV === 'production' && providers.includes('sandbox')) {
    console.warn('[upstream] PAYMENT_PROVIDER=sandbox in production: anyone can approve a payment on /sandbox/ pages. Plug in a real provider before taking money.');
  }
  let origin = '';
  const { app, ready, runtime, close: closeApp } = createUpstreamApp(db, config, { mailer, clock: options.clock, origin: () => origin, notifyDelays: options.notifyDelays, providerOptions: options.providerOptions });
  await ready();
  if (!config.ADMIN_TOKEN && config.DATABASE_URL !== 'memory://') {
    // The admin CLI on this machine reads it from here; an in-memory database (tests) sets ADMIN_TOKEN instead.
    writeAdminToken(config.DATA_DIR, await secretOf(db, 'admin_token'));
  }
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(config.UPSTREAM_PORT, config.UPSTREAM_BIND_ADDRESS, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  // Kept-alive sockets outlive the gateway's (60 s), so the gateway, not this server, closes idle ones.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const scheduled = config.JOBS_TICK_MS > 0 ? startJobs(runtime, jobs, config.JOBS_TICK_MS) : undefined;
  const { port } = server.address() as AddressInfo;
  origin = `http://${ownHost(config.UPSTREAM_BIND_ADDRESS)}:${port}`;
  return {
    apiUrl: `${origin}/api`,
    origin,
    db,
    runJobs: () => runDueJobs(runtime, jobs),
    close: async () => {
      await scheduled?.stop();
      closeApp();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      mailer.close();
      if (!options.db) await db.destroy();
    },
  };
};
