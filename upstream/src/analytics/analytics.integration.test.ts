import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPageViews } from '../staff/admin-format.ts';
import { runAdmin } from '../staff/admin.ts';
import { DAY } from '../domain/clock.ts';
import { startTestUpstream, TEST_ADMIN_TOKEN, type TestUpstream } from '../testing/api.ts';

const view = (path: string, extra: Record<string, unknown> = {}) => ({ path, referrer_host: '', locale: 'en', width: 1440, ...extra });

describe('POST /page-views and the page-views admin command', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  const record = (views: unknown) => t.api<{ recorded: number }>('/page-views', { method: 'POST', json: { views }, headers: { 'accept-language': 'en' } });
  const stored = () => t.upstream.db.selectFrom('page_view').selectAll().orderBy('id').execute();
  const env = () => ({ UPSTREAM_ORIGIN: t.upstream.origin, ADMIN_TOKEN: TEST_ADMIN_TOKEN });

  it('stores a batch: path, referrer host, locale, width and the UTC day, and nothing about the visitor', async () => {
    const { body } = await record([view('/updates', { referrer_host: 'www.example.org', locale: 'zh', width: 390 }), view('/sale')]);
    expect(body).toMatchObject({ statusCode: 200, data: { recorded: 2 } });
    const rows = await stored();
    expect(rows.map(({ path, referrer_host, locale, width }) => ({ path, referrer_host, locale, width }))).toEqual([
      { path: '/updates', referrer_host: 'www.example.org', locale: 'zh', width: 390 },
      { path: '/sale', referrer_host: '', locale: 'en', width: 1440 },
    ]);
    expect(Object.keys(rows[0]).sort()).toEqual(['created_at', 'day', 'id', 'locale', 'path', 'referrer_host', 'width']);
  });

  it('refuses a batch with any bad view and stores none of it', async () => {
    const before = (await stored()).length;
    const bad = [
      [view('/ok'), view('/password/reset?token=secret')],
      [view('/ok'), view('/doc#manifest')],
      [view('no-slash')],
      [view('/' + 'a'.repeat(200))],
      [view('/ok', { locale: 'fr' })],
      [view('/ok', { width: 10_001 })],
      [view('/ok', { width: 2.5 })],
      [view('/ok', { referrer_host: 'https://evil.example/path' })],
      [view('/ok', { referrer_host: 'a'.repeat(256) })],
      Array.from({ length: 21 }, () => view('/ok')),
      [],
      'not a list',
    ];
    for (const views of bad) {
      const { body } = await record(views);
      expect(body.statusCode, JSON.stringify(views).slice(0, 80)).toBe(400);
    }
    expect(await stored()).toHaveLength(before);
  });

  it('counts views per path per day over the last N days, newest day first', async () => {
    await t.upstream.db.deleteFrom('page_view').execute();
    await record([view('/updates'), view('/updates'), view('/sale')]);
    t.clock.advance(DAY);
    await record([view('/sale'), view('/sale'), view('/updates')]);
    const today = t.clock.now().toISOString().slice(0, 10);
    const yesterday = new Date(t.clock.now().getTime() - DAY).toISOString().slice(0, 10);

    const twoDays = await runAdmin(['page-views', '--days', '2'], env());
    expect(twoDays.split('\n')).toEqual([
      'DAY         PATH         VIEWS',
      `${today}  /sale            2`,
      `${today}  /updates         1`,
      `${today}  (all pages)      3`,
      `${yesterday}  /updates         2`,
      `${yesterday}  /sale            1`,
      `${yesterday}  (all pages)      3`,
      '6 view(s) in the last 2 days.',
    ]);
    const todayOnly = await runAdmin(['page-views', '--days', '1'], env());
    expect(todayOnly).not.toContain(yesterday);
    expect(todayOnly).toMatch(/3 view\(s\) today\.$/);
    expect(await runAdmin(['page-views'], env())).toMatch(/6 view\(s\) in the last 7 days\.$/);
    t.clock.advance(7 * DAY);
    expect(await runAdmin(['page-views'], env())).toBe('No page views in the last 7 days.');
  });

  it('refuses a bad --days and a wrong admin token', async () => {
    await expect(runAdmin(['page-views', '--days', '0'], env())).rejects.toThrow('--days must be a whole number from 1 to 366');
    await expect(runAdmin(['page-views', '--days', 'week'], env())).rejects.toThrow('--days');
    await expect(runAdmin(['page-views'], { ...env(), ADMIN_TOKEN: 'wrong-token-0123456789' })).rejects.toThrow('refused the admin token from ADMIN_TOKEN');
  });
});

describe('formatPageViews', () => {
  it('aligns paths and right-aligns counts, with a total per day', () => {
    expect(formatPageViews([{ day: '2026-11-22', path: '/', views: 120 }, { day: '2026-11-22', path: '/center/licenseManagement', views: 7 }], 7)).toBe(
      [
        'DAY         PATH                       VIEWS',
        '2026-11-22  /                            120',
        '2026-11-22  /center/licenseManagement      7',
        '2026-11-22  (all pages)                  127',
        '127 view(s) in the last 7 days.',
      ].join('\n'),
    );
  });
});
