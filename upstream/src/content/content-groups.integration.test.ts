import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentGroup } from '../../../contract/index.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';

const han = /[\u4e00-\u9fff]/;
const entriesOf = (groups: ContentGroup[]) => groups.flatMap((group) => group.lists);

describe('GET /faqs and GET /features: the FAQ and features pages', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  const faqs = (lang: string) => t.api<ContentGroup[]>('/faqs', { headers: { 'accept-language': lang } });
  const features = (lang: string, query = '?page=1&size=1000') =>
    t.api<{ lists: ContentGroup[]; page: number; size: number; total: number }>(`/features${query}`, { headers: { 'accept-language': lang } });

  it('answers at least 5 FAQ groups with 20 entries in all, in Chinese by default', async () => {
    const { body } = await faqs('zh-CN');
    expect(body.statusCode).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(entriesOf(body.data).length).toBeGreaterThanOrEqual(20);
    for (const group of body.data) {
      expect(group.name).toMatch(han);
      expect(group.lists.length).toBeGreaterThan(0);
    }
    expect(entriesOf(body.data).every((entry) => han.test(entry.title) && /<p>|<ul>|<ol>/.test(entry.content))).toBe(true);
  });

  it('answers the same groups and keys in English, with no Chinese in them', async () => {
    const [zh, en] = [(await faqs('zh-CN')).body.data, (await faqs('en-US,en;q=0.9')).body.data];
    expect(en.map((group) => group.key)).toEqual(zh.map((group) => group.key));
    expect(entriesOf(en).map((entry) => entry.key)).toEqual(entriesOf(zh).map((entry) => entry.key));
    for (const entry of entriesOf(en)) {
      expect(`${entry.title} ${entry.content}`, entry.key).not.toMatch(han);
    }
  });

  it('gives every entry a key that is unique on its page and safe in a URL fragment', async () => {
    for (const groups of [(await faqs('en')).body.data, (await features('en')).body.data.lists]) {
      const keys = entriesOf(groups).map((entry) => entry.key!);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.every((key) => /^[a-z0-9-]+$/.test(key))).toBe(true);
    }
  });

  it('covers editions, licences and the MID, payment and invoices, trials, extensions and the update feed', async () => {
    const text = JSON.stringify((await faqs('en')).body.data);
    for (const topic of [/Community/, /32 characters/, /license\.key/, /PayPal/, /Alipay/, /WeChat Pay/, /bank transfer/i, /invoice/i, /\$1/, /7 days/, /extension/i, /at least 5/i]) {
      expect(text).toMatch(topic);
    }
  });

  it('answers at least 4 feature groups of several entries, paged as asked', async () => {
    const { body } = await features('en');
    expect(body.statusCode).toBe(200);
    expect(body.data).toMatchObject({ page: 1, size: 1000 });
    expect(body.data.total).toBe(body.data.lists.length);
    expect(body.data.lists.length).toBeGreaterThanOrEqual(4);
    expect(body.data.lists.every((group) => group.lists.length >= 3)).toBe(true);
    const second = await features('en', '?page=2&size=2');
    expect(second.body.data.lists.map((group) => group.key)).toEqual(body.data.lists.slice(2, 4).map((group) => group.key));
    expect(second.body.data.total).toBe(body.data.total);
    const zh = await features('zh');
    expect(zh.body.data.lists[0].name).toMatch(han);
  });

  it('refuses a bad page with a message', async () => {
    const { status, body } = await features('en', '?page=0&size=10');
    expect(status).toBeLessThan(500);
    expect(body.statusCode).toBe(400);
    expect(body.messages).toMatch(/page/);
  });
});
