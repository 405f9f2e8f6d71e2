import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFragmentData } from '../../../client/src/gql/fragment-masking.ts';
import { OsLinks_VersionFragmentDoc, PocCard_PocFragmentDoc, RecentVersionsDocument, UpdatesPageDocument, VersionHistoryDocument } from '../../../client/src/gql/graphql.ts';
import { startTestStack, type TestStack } from '../testing/stack.ts';

describe('the download slice through the real gateway and upstream', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack.close());

  it('answers the home download block with the versions newest first', async () => {
    const { status, body } = await stack.graph(RecentVersionsDocument);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const versions = body.data!.versions;
    expect(versions.length).toBeGreaterThanOrEqual(5);
    const dates = versions.map((v) => Date.parse(v.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const links = getFragmentData(OsLinks_VersionFragmentDoc, versions[0]);
    expect(links.winDownloadUrl).toMatch(/^https:\/\/.+windows/);
    expect(links.macDownloadUrl).toMatch(/^https:\/\/.+mac/);
    expect(links.linuxDownloadUrl).toMatch(/^https:\/\/.+linux/);
  });

  it('answers the updates page with weekly groups carrying every PoC field', async () => {
    const { body } = await stack.graph(UpdatesPageDocument);
    expect(body.errors).toBeUndefined();
    const groups = body.data!.pocPushGroups;
    expect(groups.length).toBeGreaterThanOrEqual(6);
    const weeks = groups.map((g) => g.createdAtWeek);
    expect(weeks).toEqual(weeks.toSorted().reverse());
    const poc = getFragmentData(PocCard_PocFragmentDoc, groups[0].pushData[0]);
    for (const field of ['name', 'nameEn', 'cveId', 'fofaQuery', 'product', 'description', 'descriptionEn'] as const) {
      expect(poc[field], field).not.toBe('');
    }
    expect(poc.cveId).toMatch(/^CVE-\d{4}-\d+$/);
    expect(poc.cvss).toBeGreaterThan(0);
    expect(poc.tags.length).toBeGreaterThan(0);
    expect(poc.releasedAt.length).toBeGreaterThan(0);
  });

  it('answers the version history of the updates page with every release and its download links', async () => {
    const { body } = await stack.graph(VersionHistoryDocument);
    expect(body.errors).toBeUndefined();
    expect(body.data!.downloads.length).toBeGreaterThanOrEqual(5);
    expect(getFragmentData(OsLinks_VersionFragmentDoc, body.data!.downloads[0]).winDownloadUrl).toMatch(/^https:\/\//);
  });

  it('answers the public query (versions + editions) with a bounded number of upstream calls, then from cache', async () => {
    const query = '{ versions { version } editions { id name price dollar } pocPushGroups { createdAtWeek } }';
    const before = await stack.upstreamCalls();
    const first = await stack.graph(query, {}, { 'x-locale': 'en' });
    expect(first.body.errors).toBeUndefined();
    expect((first.body.data as { editions: { id: string }[] }).editions.map((e) => e.id)).toEqual(
      expect.arrayContaining(['13', '15', '16', '17']),
    );
    const afterFirst = await stack.upstreamCalls();
    expect(afterFirst - before).toBe(3);
    await stack.graph(query, {}, { 'x-locale': 'en' });
    expect(await stack.upstreamCalls()).toBe(afterFirst);
  });

  it('gives one edition by id through the loader, null for an unknown id', async () => {
    const { body } = await stack.graph<{ known: { name: string; dollarMonthAmount: number; dollarYearOriginalAmount: number } | null; unknown: unknown }>(
      '{ known: edition(id: 13) { name nameCn monthAmount yearAmount dollarMonthAmount dollarYearOriginalAmount } unknown: edition(id: 999) { name } }',
    );
    expect(body.data!.known!.name).toBe('Red Team');
    expect(body.data!.known!.dollarMonthAmount).toBeGreaterThan(0);
    expect(body.data!.known!.dollarYearOriginalAmount).toBeGreaterThan(body.data!.known!.dollarMonthAmount);
    expect(body.data!.unknown).toBeNull();
  });

  it('gives the dictionaries in the language of the request', async () => {
    const zh = await stack.graph<{ dictionaries: { country: { text: string; value: string }[] } }>('{ dictionaries { country { text value } } }', {}, { 'x-locale': 'zh' });
    const en = await stack.graph<{ dictionaries: { country: { text: string; value: string }[] } }>('{ dictionaries { country { text value } } }', {}, { 'x-locale': 'en' });
    const china = (answer: typeof zh) => answer.body.data!.dictionaries.country.find((c) => c.value === 'CN')?.text;
    expect(china(zh)).toBe('中国');
    expect(china(en)).toBe('China');
  });

  it('takes the language from the host when the client sends no choice', async () => {
    const useList = async (host: string) => {
      const text = await new Promise<string>((resolve, reject) => {
        const req = request(`${stack.gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', host } }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve(body));
        });
        req.on('error', reject);
        req.end(JSON.stringify({ query: '{ dictionaries { use { value text } } }' }));
      });
      return (JSON.parse(text) as { data: { dictionaries: { use: { value: string; text: string }[] } } }).data.dictionaries.use;
    };
    expect((await useList('en.localhost:8080')).find((u) => u.value === 'penetration_testing')?.text).toBe('Penetration testing');
    expect((await useList('localhost:8080')).find((u) => u.value === 'penetration_testing')?.text).toBe('渗透测试');
  });
});
