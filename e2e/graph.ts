import { expect, type Page, type Request } from '@playwright/test';
import type { Language } from './stack.ts';

// The site's GraphQL endpoint: calls from a page or from set-up, and telling its requests apart.

export const graph = async <T>(page: Page, baseURL: string, query: string) => {
  const response = await page.request.post(`${baseURL}/graphql`, { data: { query } });
  return ((await response.json()) as { data: T }).data;
};

/** A GraphQL call as the holder of `token`, outside any page (set-up in beforeAll), in Chinese unless told; errors fail the test. */
export const graphWith = async <T>(baseURL: string, token: string, query: string, variables?: Record<string, unknown>, language: Language = 'zh') => {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-locale': language },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(answer.errors, query).toBeUndefined();
  return answer.data;
};

/** Whether an address is the graph's: public queries arrive as GETs with their id in the query string (issue #26). */
export const isGraphUrl = (url: URL) => url.pathname === '/graphql';

/** The operation a graph request names: a POST's body says it, a GET (a public query by id) its address. */
export const operationNameOf = (request: Request): string | undefined =>
  request.method() === 'GET'
    ? (new URL(request.url()).searchParams.get('operationName') ?? undefined)
    : ((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? undefined);
