import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf, staffPageViews } from '../../../contract/index.ts';
import { DAY } from '../domain/clock.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { staffSessionFor } from '../testing/staff.ts';

// Page views in the back office (issue #33): counted per day per path and per day per language over a range, in SQL.
type Summary = DataOf<typeof staffPageViews>;
let t: TestUpstream;
beforeAll(async () => {
  t = await startTestUpstream();
}, 60_000);
afterAll(() => t.close());

const ymd = (date: Date) => date.toISOString().slice(0, 10);
const as = (bearer: string) => ({ authorization: `Bearer ${bearer}`, 'accept-language': 'en' });
const record = (views: { path: string; locale: string }[]) =>
  t.api('/page-views', { method: 'POST', json: { views: views.map((v) => ({ ...v, referrer_host: '', width: 1440 })) }, headers: { 'accept-language': 'en' } });
/** asked by a sales member signed in now (the tests move the clock by days, past any one session) */
const summary = async (query: string, bearer?: string) =>
  t.api<Summary>(`/staff/page-views${query}`, { headers: as(bearer ?? (await staffSessionFor(t.upstream.db, t.clock.now(), 'sales')).token) });

describe('page views in the back office', () => {
  it('refuses a finance member (403)', async () => {
    const finance = await staffSessionFor(t.upstream.db, t.clock.now(), 'finance');
    const { status, body } = await summary('', finance.token);
    expect(status).toBe(403);
    expect(body.messages).toBe('Your role (finance) may not do this');
  });

  it('counts views per day per path and per day per language over the range, with the top paths', async () => {
    const first = ymd(t.clock.now());
    await record([{ path: '/sale', locale: 'zh' }, { path: '/sale', locale: 'en' }, { path: '/updates', locale: 'zh' }]);
    t.clock.advance(DAY);
    const second = ymd(t.clock.now());
    await record([{ path: '/sale', locale: 'en' }, { path: '/docs', locale: 'en' }]);
    t.clock.advance(DAY);
    await record([{ path: '/outside', locale: 'en' }]); // the day after the range

    const { body } = await summary(`?from=${first}&to=${second}`);
    expect(body.data).toEqual({
      from: first,
      to: second,
      total: 5,
      per_day_locale: [
        { day: first, locale: 'en', views: 1 },
        { day: first, locale: 'zh', views: 2 },
        { day: second, locale: 'en', views: 2 },
      ],
      per_day_path: [
        { day: first, path: '/sale', views: 2 },
        { day: first, path: '/updates', views: 1 },
        { day: second, path: '/docs', views: 1 },
        { day: second, path: '/sale', views: 1 },
      ],
      top_paths: [
        { path: '/sale', views: 3 },
        { path: '/docs', views: 1 },
        { path: '/updates', views: 1 },
      ],
    });
  });

  it('takes the last 30 days up to today by default', async () => {
    const { body } = await summary('');
    expect(body.data.to).toBe(ymd(t.clock.now()));
    expect(body.data.from).toBe(ymd(new Date(t.clock.now().getTime() - 29 * DAY)));
  });

  it('refuses a range that runs backwards, spans over 366 days or names no real day', async () => {
    expect((await summary('?from=2026-03-02&to=2026-03-01')).body.messages).toBe('The range must start on or before its end and span at most 366 days');
    expect((await summary('?from=2024-01-01&to=2026-01-01')).status).toBe(400);
    expect((await summary('?from=2026-02-30&to=2026-03-01')).body.messages).toBe('A day is written yyyy-mm-dd and must exist');
    expect((await summary('?from=yesterday')).status).toBe(400);
  });
});
