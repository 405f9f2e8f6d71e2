import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from './testing/api.ts';

describe('development routes', () => {
  let dev: Awaited<ReturnType<typeof startTestUpstream>>;
  let production: Awaited<ReturnType<typeof startTestUpstream>>;
  beforeAll(async () => {
    [dev, production] = await Promise.all([startTestUpstream('test'), startTestUpstream('production')]);
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('lists the outbox as JSON and as a mailbox page outside production', async () => {
    const outbox = await fetch(`${dev.upstream.origin}/dev/outbox`);
    expect(outbox.status).toBe(200);
    expect(Array.isArray(await outbox.json())).toBe(true);
    expect(await (await fetch(`${dev.upstream.origin}/dev/mailbox`)).text()).toMatch(/Development mailbox/);
  });

  it('has no development routes in production', async () => {
    expect((await fetch(`${production.upstream.origin}/dev/outbox`)).status).toBe(404);
  });
});
