import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.ts';

describe('GraphiQL', () => {
  let development: RunningGateway;
  let production: RunningGateway;
  beforeAll(async () => {
    [development, production] = await Promise.all([
      startGateway({ PORT: 0, UPSTREAM_URL: 'http://127.0.0.1:9/api', NODE_ENV: 'development' }),
      startGateway({ PORT: 0, UPSTREAM_URL: 'http://127.0.0.1:9/api', NODE_ENV: 'production' }),
    ]);
  });
  afterAll(async () => {
    await development.close();
    await production.close();
  });

  it('is served locally at /graphql in development, with no script from a CDN', async () => {
    const page = await (await fetch(`${development.url}/graphql`, { headers: { accept: 'text/html' } })).text();
    expect(page).toMatch(/GraphiQL/);
    expect(page).not.toMatch(/<script[^>]+src="https?:/);
  });

  it('carries the schema in its page, so the explorer needs no introspection (which the gateway refuses)', async () => {
    const page = await (await fetch(`${development.url}/graphql`, { headers: { accept: 'text/html' } })).text();
    expect(page).toMatch(/"schema":\{"__schema":\{/);
    expect(page).toMatch(/"name":"orderPayStatus"/);
  });

  it('is absent in production', async () => {
    const res = await fetch(`${production.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await res.text()).not.toMatch(/GraphiQL/);
  });
});
