import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Edition, PocPushGroup, Version, VersionListItem } from '../../../contract/index.ts';
import { startTestUpstream } from '../testing/api.ts';

describe('catalogue calls on the demo data', () => {
  let t: Awaited<ReturnType<typeof startTestUpstream>>;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  it('GET /versions lists at least 5 versions newest first, each with Windows, macOS and Linux downloads', async () => {
    const { status, body } = await t.api<Version[]>('/versions');
    expect(status).toBe(200);
    expect(body.statusCode).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    const dates = body.data.map((v) => Date.parse(v.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const version of body.data) {
      expect([version.win_download_url, version.mac_download_url, version.linux_download_url].every((url) => url.startsWith('https://'))).toBe(true);
    }
  });

  it('GET /version-list gives the download list with the Windows link as url', async () => {
    const { body } = await t.api<VersionListItem[]>('/version-list');
    expect(body.data[0]).toMatchObject({ url: expect.stringContaining('windows'), mac_download_url: expect.any(String) });
  });

  it('GET /license/category lists editions by sequence: index 1 Standard, 2 Enterprise, 3 Vul Scan', async () => {
    const { body } = await t.api<Edition[]>('/license/category');
    expect(body.data.map((e) => e.id).slice(0, 4)).toEqual([11, 13, 15, 14]);
    expect(body.data.map((e) => e.id)).toEqual(expect.arrayContaining([13, 15, 16, 17]));
    const redTeam = body.data.find((e) => e.id === 13)!;
    expect(redTeam.month_original_amount - redTeam.month_discount_amount).toBe(redTeam.month_amount);
    expect(redTeam.dollar).toBeGreaterThan(0);
    // dollar prices for both terms, the 3-month one equal to the headline dollar price, discounted like the yuan ones
    expect(redTeam.dollar_month_amount).toBe(redTeam.dollar);
    expect(redTeam.dollar_year_amount).toBeGreaterThan(redTeam.dollar_month_amount);
    expect(redTeam.dollar_month_original_amount).toBeGreaterThan(redTeam.dollar_month_amount);
    expect(redTeam.dollar_year_original_amount).toBeGreaterThan(redTeam.dollar_year_amount);
  });

  it('GET /license/category/detail gives one edition, 404 for an unknown id, 400 for a bad one', async () => {
    expect((await t.api<Edition>('/license/category/detail?license_type_id=16')).body.data.id).toBe(16);
    const unknown = await t.api('/license/category/detail?license_type_id=999');
    expect([unknown.status, unknown.body.statusCode]).toEqual([404, 404]);
    const bad = await t.api('/license/category/detail?license_type_id=abc');
    expect(bad.body).toMatchObject({ statusCode: 400, messages: expect.stringContaining('license_type_id') });
  });

  it('GET /poc-push-list gives at least 6 weeks newest first with every field of each entry', async () => {
    const { body } = await t.api<PocPushGroup[]>('/poc-push-list');
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    expect(body.data[0].created_at_week > body.data[1].created_at_week).toBe(true);
    const entry = body.data[0].push_data[0];
    expect(Object.keys(entry).sort()).toEqual(
      ['asset_count', 'cve_id', 'cvss', 'demo_gif_url', 'description', 'description_en', 'fofa_query', 'name', 'name_en', 'product', 'released_at', 'tags', 'tags_en'].sort(),
    );
  });

  it('POST /dict answers the named dictionaries in the language asked for', async () => {
    const ask = (lang: string) => t.api<Record<string, { text: string; value: string }[]>>('/dict', { method: 'POST', json: { dicts: ['country', 'position', 'use'] }, headers: { 'accept-language': lang } });
    const en = (await ask('en')).body.data;
    const zh = (await ask('zh-CN')).body.data;
    expect(en.country.find((c) => c.value === 'US')?.text).toBe('United States');
    expect(zh.country.find((c) => c.value === 'US')?.text).toBe('美国');
    expect(en.position.length).toBeGreaterThan(5);
    expect(zh.use.length).toBe(en.use.length);
  });

  it('POST /dict refuses an unknown dictionary and changes nothing', async () => {
    const { body } = await t.api('/dict', { method: 'POST', json: { dicts: ['planets'] } });
    expect(body.statusCode).toBe(400);
    expect(body.messages).toMatch(/dicts/);
  });

  it('answers an unknown call with a 404 envelope', async () => {
    const { status, body } = await t.api('/no/such/call');
    expect([status, body.statusCode]).toEqual([404, 404]);
  });

  it('serves the OpenAPI document of the contract', async () => {
    const response = await fetch(`${t.upstream.apiUrl}/openapi.json`);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/poc-push-list');
  });
});
