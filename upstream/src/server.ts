import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUpstreamApp } from './app.ts';
import { readUpstreamConfig, type UpstreamConfig } from './config.ts';
import { migrate, openDatabase } from './db/database.ts';
import { loadDemoData } from './db/demo-data.ts';

export interface RunningUpstream {
  /** the REST base, ending in /api */
  apiUrl: string;
  origin: string;
  close: () => Promise<void>;
}

/** Opens the database, migrates, loads demo data on first start and listens. */
export const startUpstream = async (overrides: Partial<UpstreamConfig> = {}): Promise<RunningUpstream> => {
  const config = { ...readUpstreamConfig(), ...overrides };
  const db = openDatabase(config.DATABASE_URL, config.DATA_DIR);
  await migrate(db);
  await loadDemoData(db);
  const app = createUpstreamApp(db, config);
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
      await db.destroy();
    },
  };
};
