import { startUpstream, type RunningUpstream } from '../server.ts';
import { manualClock } from '../domain/clock.ts';
import { freshDatabaseUrl } from './database-url.ts';

export interface TestUpstreamOptions {
  /** keep the mail log on the console (off by default: tests read mail from /dev/outbox) */
  logMail?: boolean;
}

/** The admin token of test upstreams (the admin CLI's tests pass it). */
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789';

/**
 * A real upstream on a fresh database, and a small client for its REST answers. Its clock stands still
 * unless a test moves it (`clock.advance(ms)`), so expiry and rate windows are tested without sleeping.
 */
export const startTestUpstream = async (nodeEnv: 'test' | 'production' = 'test', options: TestUpstreamOptions = {}) => {
  const clock = manualClock();
  const upstream: RunningUpstream = await startUpstream(
    { DATABASE_URL: await freshDatabaseUrl(), UPSTREAM_PORT: 0, NODE_ENV: nodeEnv, PAYMENT_PROVIDER: 'sandbox', MAIL_URL: undefined, ADMIN_TOKEN: TEST_ADMIN_TOKEN, JOBS_TICK_MS: 0 },
    { clock, mailLog: options.logMail ? undefined : () => {} },
  );
  const api = async <T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    const response = await fetch(`${upstream.apiUrl}${path}`, {
      ...rest,
      headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...rest.headers },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as { statusCode: number; messages: string; data: T } };
  };
  return { upstream, api, clock, close: () => upstream.close() };
};

export type TestUpstream = Awaited<ReturnType<typeof startTestUpstream>>;
