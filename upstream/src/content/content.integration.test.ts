import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';

describe('POST /get-pocdoc: the user registration and service agreement', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  const agreement = (type: unknown, lang = 'zh-CN') =>
    t.api<{ content: string }>('/get-pocdoc', { method: 'POST', json: { type }, headers: { 'accept-language': lang } });

  it('type 0 is the Chinese agreement as rich text with headings, paragraphs and lists', async () => {
    const { body } = await agreement(0);
    expect(body.statusCode).toBe(200);
    expect(body.data.content).toMatch(/^<h1>潮望用户注册与服务协议<\/h1>/);
    expect(body.data.content.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(10);
    expect(body.data.content).toMatch(/<ul>[\s\S]*<li>/);
    expect(body.data.content).toMatch(/<ol>/);
  });

  it('type 1 is the English agreement', async () => {
    const { body } = await agreement(1, 'en');
    expect(body.data.content).toMatch(/^<h1>Tidewatch User Registration and Service Agreement<\/h1>/);
    expect(body.data.content.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(10);
    expect(body.data.content).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('another type is refused with a message', async () => {
    const { body } = await agreement(2, 'en');
    expect(body.statusCode).toBe(400);
    expect(body.messages).toMatch(/type/);
  });
});
