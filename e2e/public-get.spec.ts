import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { customerOfFile, openSignedIn } from './center.ts';

// How the browser asks the graph: public queries as cacheable GETs by document id, the rest as POSTs by id.
const customer = customerOfFile();

/** The GraphQL requests a page makes, with their answers' Cache-Control. */
const graphRequests = (page: Page) => {
  const seen: { request: Request; cacheControl: Promise<string | undefined> }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') seen.push({ request, cacheControl: request.response().then(async (response) => (await response?.allHeaders())?.['cache-control']) });
  });
  return seen;
};

test.describe('GraphQL over GET', () => {
  // (a prerendered page carries its data and asks for none: the market with a query in its address is not one)
  test('the market asks its public queries as GETs by id, language in the address, without a token, answered public', async ({ page, baseURL }) => {
    const seen = graphRequests(page);
    await openSignedIn(page, baseURL!, 'en', '/extensions?engines=any', customer().token);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => seen.filter(({ request }) => request.method() === 'GET').length).toBeGreaterThan(0);
    for (const { request, cacheControl } of seen.filter(({ request }) => request.method() === 'GET')) {
      const url = new URL(request.url());
      expect(url.searchParams.get('locale')).toBe('en');
      expect(JSON.parse(url.searchParams.get('extensions')!).persistedQuery.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
      expect(url.searchParams.has('query')).toBe(false);
      expect(await request.headerValue('authorization')).toBeNull();
      expect(await cacheControl).toMatch(/^public, max-age=\d+$/);
    }
  });

  test('the orders page asks for the caller’s orders as a POST by id, with the token and without the text', async ({ page, baseURL }) => {
    const seen = graphRequests(page);
    await openSignedIn(page, baseURL!, 'en', '/center/orderManagement', customer().token);
    await expect(page.getByRole('table')).toBeVisible();
    const orders = seen.find(({ request }) => request.postDataJSON()?.operationName === 'OrderManagement');
    expect(orders).toBeDefined();
    expect(orders!.request.method()).toBe('POST');
    expect(orders!.request.postDataJSON().query).toBeUndefined();
    expect(await orders!.request.headerValue('authorization')).toBe(`Bearer ${customer().token}`);
  });
});
