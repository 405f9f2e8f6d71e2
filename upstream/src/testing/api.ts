import { startUpstream, type RunningUpstream } from '../server.ts';
import { freshDatabaseUrl } from './database-url.ts';

/** A real upstream on a fresh database, and a small client for its REST answers. */
export const startTestUpstream = async (nodeEnv: 'test' | 'production' = 'test') => {
  const upstream: RunningUpstream = await startUpstream({ DATABASE_URL: await freshDatabaseUrl(), UPSTREAM_PORT: 0, NODE_ENV: nodeEnv });
  const api = async <T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    const response = await fetch(`${upstream.apiUrl}${path}`, {
      ...rest,
      headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...rest.headers },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
    return { status: response.status, body: (await response.json()) as { statusCode: number; messages: string; data: T } };
  };
  return { upstream, api, close: () => upstream.close() };
};
