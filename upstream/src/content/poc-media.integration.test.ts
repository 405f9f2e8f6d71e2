import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PocPushGroup } from '../../../contract/index.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';

describe('GET /poc-push-list: the demo media our site serves', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
  });
  afterAll(() => t.close());

  const mediaOf = async (language: string) => {
    const { body } = await t.api<PocPushGroup[]>('/poc-push-list', { headers: { 'accept-language': language } });
    return body.data.flatMap((group) => group.push_data.map((poc) => poc.demo_gif_url)).filter((media) => media.includes('/media/poc/'));
  };

  it('answers them as URLs on the site of the request language, each file present in client/public', async () => {
    for (const [language, origin] of [['zh-CN', 'http://localhost:8080'], ['en', 'http://en.localhost:8080']]) {
      const media = await mediaOf(language);
      expect(media.length).toBeGreaterThanOrEqual(20);
      for (const item of media) {
        const url = item.startsWith('<img ') ? /src="([^"]+)"/.exec(item)![1] : item;
        expect(url.startsWith(`${origin}/media/poc/`), url).toBe(true);
        expect(existsSync(`client/public${new URL(url).pathname}`), url).toBe(true);
      }
    }
  });
});
