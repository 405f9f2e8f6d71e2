import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docPages } from '../seed/docs.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';

type DocAnswer = { content: string; version: string; updateDate: string };
const file = (name: string) => readFileSync(new URL(`../seed/docs/${name}.md`, import.meta.url), 'utf8');
const seeded = (kind: string, lang: string) => docPages.find((page) => page.kind === kind && page.lang === lang)!;

describe('GET /doc/info/{type}/{lang} and /doc/extension/{lang}: the documentation pages', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  const get = (path: string, lang = 'en') =>
    t.api<DocAnswer>(path, { headers: { 'accept-language': lang } }) as Promise<{ status: number; body: { statusCode: number; messages: string; data: DocAnswer; code?: number; doc?: DocAnswer } }>;

  it('type 1 is the EXP doc from its file, as the envelope and as the legacy code and doc', async () => {
    const { status, body } = await get('/doc/info/1/EN');
    expect(status).toBe(200);
    expect(body.statusCode).toBe(200);
    expect(body.data).toEqual({ content: file('exp.en'), version: seeded('exp', 'EN').version, updateDate: seeded('exp', 'EN').updateDate });
    expect(body.code).toBe(0);
    expect(body.doc).toEqual(body.data);
    expect(body.data.updateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('type 0 is the Go EXP doc; CN is the Chinese page', async () => {
    expect((await get('/doc/info/0/CN')).body.data.content).toBe(file('goexp.zh'));
    expect((await get('/doc/info/0/EN')).body.data.content).toBe(file('goexp.en'));
    expect((await get('/doc/info/1/CN')).body.data.content).toBe(file('exp.zh'));
  });

  it('the extension doc in each language carries the 14 section ids', async () => {
    for (const [lang, name] of [['EN', 'extension.en'], ['CN', 'extension.zh']]) {
      const { body } = await get(`/doc/extension/${lang}`);
      expect(body).toMatchObject({ statusCode: 200, code: 0 });
      expect(body.data.content).toBe(file(name));
      const ids = [...body.data.content.matchAll(/^## .*\{#([\w-]+)\}\s*$/gm)].map((match) => match[1]);
      expect(ids).toEqual([
        'extension-overview', 'first-extension', 'testing', 'publishing', 'packaging', 'extension-functions', 'examples',
        'protocol-api', 'api-reference', 'publishing-configuration', 'initial-events', 'translation', 'manifest', 'theme-rules',
      ]);
    }
  });

  it('refuses an unknown type or language with a 400 that names it, in the request language', async () => {
    const type = await get('/doc/info/2/EN');
    expect(type.status).toBe(400);
    expect(type.body).toMatchObject({ statusCode: 400, data: null });
    expect(type.body.messages).toMatch(/type/);
    const lang = await get('/doc/extension/DE', 'zh-CN');
    expect(lang.status).toBe(400);
    expect(lang.body.messages).toMatch(/lang/);
    expect(lang.body.messages).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers 404 when a page is missing from the database', async () => {
    await t.upstream.db.deleteFrom('doc').where('kind', '=', 'goexp').where('lang', '=', 'EN').execute();
    const { status, body } = await get('/doc/info/0/EN');
    expect(status).toBe(404);
    expect(body).toMatchObject({ statusCode: 404, messages: 'The document does not exist', data: null });
    expect(body.code).toBeUndefined();
  });
});
