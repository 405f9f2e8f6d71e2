import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';
import { PUBLIC_VARY } from './http-caching.ts';
import { trustedDocuments } from '../graph/trusted-documents.ts';

const idOf = (name: string) => [...trustedDocuments].find(([, entry]) => entry.operationName === name)![0];
const persisted = (name: string) => JSON.stringify({ persistedQuery: { version: 1, sha256Hash: idOf(name) } });
/** The address the client's GET takes: the document id, variables and language in the URL. */
const getUrl = (base: string, name: string, locale: 'zh' | 'en', variables?: object) =>
  `${base}/graphql?${new URLSearchParams({ operationName: name, ...(variables ? { variables: JSON.stringify(variables) } : {}), extensions: persisted(name), locale })}`;
/** Apollo's CSRF prevention lets a GET through with this header (the client's requests carry it). */
const PREFLIGHT = { 'apollo-require-preflight': 'true', accept: 'application/graphql-response+json,application/json;q=0.9' };
/** The headers of one answer, without those of the exchange. */
const answerHeaders = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'content-encoding', 'transfer-encoding'].includes(name)));

/** A conditional GET's status through node:http: fetch adds `Cache-Control: no-cache` to a request with If-None-Match. */
const conditionalStatus = (url: string, etag: string) =>
  new Promise<{ status: number; cacheControl: string | undefined }>((resolve, reject) =>
    get(url, { headers: { ...PREFLIGHT, 'if-none-match': etag } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode!, cacheControl: res.headers['cache-control'] });
    }).once('error', reject),
  );

describe('public answers over GET, cacheable by any HTTP cache', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ PUBLIC_CACHE_TTL_MS: 60_000 });
  });
  afterAll(() => stack.close());
  const cachedAnswers = async () => (await stack.gateway.metrics.cachedAnswers.get()).values[0]?.value ?? 0;

  it('answers a public document by id as public, with an ETag and Vary, then from the kept bytes with the same headers', async () => {
    stack.gateway.responses.clear();
    const url = getUrl(stack.gateway.url, 'RecentVersions', 'en');
    const first = await fetch(url, { headers: PREFLIGHT });
    expect(first.status).toBe(200);
    const body = await first.text();
    expect(JSON.parse(body).data.versions.length).toBeGreaterThan(0);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.headers.get('vary')).toBe(PUBLIC_VARY);
    expect(first.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('content-security-policy')).toContain("default-src 'self'");

    const hits = await cachedAnswers();
    const calls = await stack.upstreamCalls();
    const again = await fetch(url, { headers: { ...PREFLIGHT, 'accept-encoding': 'br' } });
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(await again.text()).toBe(body);
    expect(answerHeaders(again)).toEqual(answerHeaders(first));
    expect(await cachedAnswers()).toBe(hits + 1);
    expect(await stack.upstreamCalls()).toBe(calls);
    const gzipOnly = await fetch(url, { headers: { ...PREFLIGHT, 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipOnly.text()).toBe(body);
  });

  it('refuses a GET without a preflight header alike whether its answer is kept or not (CSRF prevention)', async () => {
    const url = `${stack.gateway.url}/graphql?query=${encodeURIComponent('{ versions { version } }')}`;
    const warm = await fetch(url, { headers: PREFLIGHT });
    expect(warm.headers.get('cache-control')).toMatch(/^public/);
    const kept = await cachedAnswers();
    expect((await fetch(url, { headers: PREFLIGHT })).status).toBe(200);
    expect(await cachedAnswers()).toBe(kept + 1);
    const bare = await fetch(url, { headers: { accept: PREFLIGHT.accept } });
    expect(bare.status).toBe(400);
    expect(bare.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });

  it('answers 304 to an If-None-Match that names the answer, on the full path and from the kept bytes alike', async () => {
    stack.gateway.responses.clear();
    const url = getUrl(stack.gateway.url, 'SaleEditions', 'zh');
    const first = await fetch(url, { headers: PREFLIGHT });
    const etag = first.headers.get('etag')!;
    expect(await conditionalStatus(url, etag)).toEqual({ status: 304, cacheControl: 'public, max-age=60' });
    stack.gateway.responses.clear();
    expect(await conditionalStatus(url, etag)).toEqual({ status: 304, cacheControl: 'public, max-age=60' });
    expect((await conditionalStatus(url, '"other"')).status).toBe(200);
  });

  it('takes the language from the address, so each language has its own URL', async () => {
    const zh = (await (await fetch(getUrl(stack.gateway.url, 'FaqPage', 'zh'), { headers: PREFLIGHT })).json()) as { data: { faqGroups: { name: string }[] } };
    const en = (await (await fetch(getUrl(stack.gateway.url, 'FaqPage', 'en'), { headers: PREFLIGHT })).json()) as { data: { faqGroups: { name: string }[] } };
    expect(en.data.faqGroups[0].name).not.toBe(zh.data.faqGroups[0].name);
  });

  it('marks a signed-in query sent as GET private, no-store, and keeps nothing of it', async () => {
    const ada = await signedInUser(stack, 'getada');
    const size = stack.gateway.responses.size();
    const profile = await fetch(getUrl(stack.gateway.url, 'HeaderProfile', 'en'), { headers: { ...PREFLIGHT, ...ada.auth } });
    expect(((await profile.json()) as { data: { me: { username: string } } }).data.me.username).toBe('getada');
    expect(profile.headers.get('cache-control')).toBe('private, no-store');
    // a public document with a token is not public either: the token could change the answer
    const withToken = await fetch(getUrl(stack.gateway.url, 'LatestVersion', 'en'), { headers: { ...PREFLIGHT, ...ada.auth } });
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('cache-control')).toBe('private, no-store');
    const withCookie = await fetch(getUrl(stack.gateway.url, 'LatestVersion', 'en'), { headers: { ...PREFLIGHT, cookie: 'session=x' } });
    expect(withCookie.headers.get('cache-control')).toBe('private, no-store');
    expect(stack.gateway.responses.size()).toBe(size);
  });

  it('marks a GET of a query that is not public private, no-store', async () => {
    const anonymous = await fetch(getUrl(stack.gateway.url, 'HeaderProfile', 'en'), { headers: PREFLIGHT });
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
  });

  it('runs a document by id over POST too, and refuses an id it does not know', async () => {
    const post = (extensions: string) =>
      fetch(`${stack.gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"extensions":${extensions}}` });
    const known = (await (await post(persisted('RecentVersions'))).json()) as { data: { versions: unknown[] } };
    expect(known.data.versions.length).toBeGreaterThan(0);
    const unknown = (await (await post(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } }))).json()) as { errors: { extensions: { code: string } }[] };
    expect(unknown.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('answers a repeated public POST with its full text (a third-party client) from the kept bytes, with the same headers', async () => {
    const query = JSON.stringify({ query: '{ versions { version createdAt } editions { id name } }' });
    const post = () => fetch(`${stack.gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: query });
    const first = await post();
    const body = await first.text();
    const hits = await cachedAnswers();
    const again = await post();
    expect(await again.text()).toBe(body);
    expect(answerHeaders(again)).toEqual(answerHeaders(first));
    expect(first.headers.get('cache-control')).toBeNull();
    expect(await cachedAnswers()).toBe(hits + 1);
  });

  it('refuses a body that is not JSON as before, with 400 and a plain message', async () => {
    const answer = await fetch(`${stack.gateway.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errors: { message: string }[] }).errors[0].message).toBe('The request body is not valid JSON');
  });
});
