import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../server.ts';
import { startTestStack, type TestStack } from '../testing/stack.ts';

const view = (path: string, extra: Record<string, unknown> = {}) => ({ path, referrer_host: '', locale: 'zh', width: 390, ...extra });

const beacon = (stack: { gateway: { url: string } }, body: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.gateway.url}/analytics/page-views`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers }, body });

const forwardedCalls = async (stack: TestStack) => {
  const metric = await stack.gateway.metrics.upstreamCalls.get();
  return metric.values.filter((value) => value.labels.call === 'recordPageViews').reduce((sum, value) => sum + value.value, 0);
};

describe('the page-view beacon, recorded by the upstream', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());
  const stored = () => stack.upstream.db.selectFrom('page_view').select(['path', 'referrer_host', 'locale', 'width']).orderBy('id').execute();

  it('answers 204 to anything that is not a valid batch, and forwards none of it', async () => {
    const bad = [
      '',
      'not json',
      '{"views":',
      JSON.stringify({ views: [] }),
      JSON.stringify({ views: [view('/faq?q=1')] }),
      JSON.stringify({ views: [view('/ok'), view('/ok', { locale: 'de' })] }),
      JSON.stringify({ views: [view('/ok', { width: -1 })] }),
      JSON.stringify({ views: Array.from({ length: 21 }, () => view('/ok')) }),
      JSON.stringify({ views: [view('/ok', { referrer_host: 'x'.repeat(9000) })] }),
    ];
    for (const body of bad) {
      const response = await beacon(stack, body);
      expect(response.status, body.slice(0, 60)).toBe(204);
      expect(await response.text()).toBe('');
    }
    // the same answer whatever the content type
    expect((await beacon(stack, 'nope', { 'content-type': 'application/json' })).status).toBe(204);

    // A good batch after the bad ones: once it is stored, it is the only thing ever forwarded.
    expect((await beacon(stack, JSON.stringify({ views: [view('/updates', { referrer_host: 'www.example.org' })] }))).status).toBe(204);
    await expect.poll(stored).toHaveLength(1);
    expect(await stored()).toEqual([{ path: '/updates', referrer_host: 'www.example.org', locale: 'zh', width: 390 }]);
    // the metric counts the call once its answer is back, a moment after the row is stored
    await expect.poll(() => forwardedCalls(stack)).toBe(1);
  });

  it('forwards a batch of up to 20 views to the upstream', async () => {
    await stack.upstream.db.deleteFrom('page_view').execute();
    const views = Array.from({ length: 20 }, (_, i) => view(`/p${i}`, { locale: 'en', width: 1440 }));
    expect((await beacon(stack, JSON.stringify({ views }))).status).toBe(204);
    await expect.poll(async () => (await stored()).length).toBe(20);
    expect((await stored()).map((row) => row.path)).toEqual(views.map((v) => v.path));
    // answered too, so that the next test counts this batch in its window
    await expect.poll(() => forwardedCalls(stack)).toBe(2);
  });

  it('forwards at most 60 batches a minute from one address, however many a loop sends', async () => {
    await stack.upstream.db.deleteFrom('page_view').execute();
    const before = await forwardedCalls(stack);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => beacon(stack, JSON.stringify({ views: [view(`/loop${i}`)] }))));
    expect(answers.every((answer) => answer.status === 204)).toBe(true);
    // `before` batches of the tests above count in the same window; the burst may straddle one turn of it, never more
    await expect.poll(async () => (await stored()).length).toBeGreaterThanOrEqual(60 - before);
    await expect.poll(async () => (await forwardedCalls(stack)) - before).toBeGreaterThanOrEqual(60 - before);
    const forwarded = (await forwardedCalls(stack)) - before;
    expect(forwarded).toBeLessThanOrEqual(120 - before);
  });

  it('swallows an upstream that does not answer', async () => {
    const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: 'http://127.0.0.1:9/api', UPSTREAM_TIMEOUT_MS: 500, NODE_ENV: 'test' });
    try {
      expect((await beacon({ gateway }, JSON.stringify({ views: [view('/')] }))).status).toBe(204);
      await expect.poll(async () => {
        const metric = await gateway.metrics.upstreamCalls.get();
        return metric.values.find((value) => value.labels.call === 'recordPageViews' && value.labels.outcome === 'network')?.value;
      }).toBe(1);
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});

describe('the page-view beacon, with ANALYTICS_URL set', () => {
  let stack: TestStack;
  let plausible: Server;
  const events: { body: Record<string, unknown>; headers: IncomingHttpHeaders; url: string }[] = [];
  beforeAll(async () => {
    // A Plausible-compatible events API on loopback: it keeps what it was sent and answers 202, as Plausible does.
    plausible = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        events.push({ body: JSON.parse(text) as Record<string, unknown>, headers: req.headers, url: req.url ?? '' });
        res.writeHead(202).end('ok');
      });
    });
    await new Promise<void>((resolve) => plausible.listen(0, '127.0.0.1', resolve));
    const { port } = plausible.address() as AddressInfo;
    stack = await startTestStack({ ANALYTICS_URL: `http://127.0.0.1:${port}/api/event`, SITE_ORIGIN_ZH: 'https://tidewatch.example' });
  });
  afterAll(async () => {
    await stack.close();
    await new Promise((resolve) => plausible.close(resolve));
  });

  it('sends one pageview event per view with the browser user agent and address, and nothing to the upstream', async () => {
    const views = [view('/updates', { referrer_host: 'news.example.net' }), view('/sale', { locale: 'en', width: 1280 })];
    const response = await beacon(stack, JSON.stringify({ views }), { 'user-agent': 'Mozilla/5.0 (test browser)' });
    expect(response.status).toBe(204);
    await expect.poll(() => events.length).toBe(2);
    expect(events.map((event) => event.body)).toEqual([
      { name: 'pageview', url: 'https://tidewatch.example/updates', domain: 'tidewatch.example', referrer: 'https://news.example.net/', props: { locale: 'zh', width: 390 } },
      { name: 'pageview', url: 'https://tidewatch.example/sale', domain: 'tidewatch.example', referrer: '', props: { locale: 'en', width: 1280 } },
    ]);
    for (const event of events) {
      expect(event.url).toBe('/api/event');
      expect(event.headers['content-type']).toBe('application/json');
      expect(event.headers['user-agent']).toBe('Mozilla/5.0 (test browser)');
      expect(event.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    }
    expect(await forwardedCalls(stack)).toBe(0);
    expect(await stack.upstream.db.selectFrom('page_view').selectAll().execute()).toEqual([]);
  });

  it('sends nothing for a bad batch', async () => {
    const before = events.length;
    expect((await beacon(stack, JSON.stringify({ views: [view('relative')] }))).status).toBe(204);
    expect((await beacon(stack, JSON.stringify({ views: [view('/faq')] }))).status).toBe(204);
    await expect.poll(() => events.length).toBe(before + 1);
    expect((events.at(-1)!.body as { url: string }).url).toBe('https://tidewatch.example/faq');
  });
});
