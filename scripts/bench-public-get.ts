/**
 * The public query as a cached GET (the client's RecentVersions by document id, variables and language in the
 * address: what a browser or a CDN sends) and as a repeated POST of its text (a third-party client), each beside
 * a bare node:http server, started here, answering the same bytes with the same headers: the runtime's limit for
 * that answer on this machine. Answers the two ratios.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import type { RunningGateway } from '../gateway/src/server.ts';
import { trustedDocuments } from '../gateway/src/graph/trusted-documents.ts';

const EXCHANGE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** A server that does nothing but send these bytes with these headers. */
const bareServer = async (headers: Record<string, string>, body: Buffer) => {
  const server = createServer((_req, res) => res.writeHead(200, { ...headers, 'content-length': body.length }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

export const benchPublicGet = async (gateway: RunningGateway, publicQuery: string, { seconds, connections }: { seconds: number; connections: number }) => {
  const [id] = [...trustedDocuments].find(([, entry]) => entry.operationName === 'RecentVersions')!;
  const path = `/graphql?${new URLSearchParams({ operationName: 'RecentVersions', variables: '{}', extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }), locale: 'en' })}`;
  const getHeaders = { 'apollo-require-preflight': 'true', accept: 'application/graphql-response+json,application/json;q=0.9' };
  const postBody = JSON.stringify({ query: publicQuery });
  const postHeaders = { 'content-type': 'application/json' };

  const sample = async (init: RequestInit & { url: string }) => {
    await fetch(init.url, init); // the first answer fills the gateway's cache
    const response = await fetch(init.url, { ...init, headers: { ...(init.headers as Record<string, string>), 'accept-encoding': 'identity' } });
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !EXCHANGE_HEADERS.has(name)));
    return { headers, body: Buffer.from(await response.arrayBuffer()), cacheControl: response.headers.get('cache-control') };
  };
  const measure = async (title: string, url: string, request: autocannon.Request) => {
    const result = await autocannon({ url, connections, duration: seconds, requests: [request] });
    const errors = result.errors + result.non2xx;
    console.log(`  ${title.padEnd(56)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p99 ${result.latency.p99} ms${errors ? `  (${errors} errors)` : ''}`);
    return result.requests.average;
  };

  const get = await sample({ url: `${gateway.url}${path}`, headers: getHeaders });
  const post = await sample({ url: `${gateway.url}/graphql`, method: 'POST', headers: postHeaders, body: postBody });
  const bareGet = await bareServer(get.headers, get.body);
  const barePost = await bareServer(post.headers, post.body);
  console.log(`Public query answered from the gateway's kept bytes, beside a bare node:http server sending the same bytes and headers
(GET ${get.body.length} bytes, ${get.cacheControl}; POST ${post.body.length} bytes), ${connections} connections, ${seconds} s each:\n`);
  const rates = { get: [] as number[], bareGet: [] as number[], post: [] as number[], barePost: [] as number[] };
  for (let round = 1; round <= 2; round++) {
    rates.get.push(await measure(`gateway  GET RecentVersions by id (round ${round})`, gateway.url, { method: 'GET', path, headers: getHeaders }));
    rates.bareGet.push(await measure(`bare node:http, same bytes (round ${round})`, bareGet.url, { method: 'GET', path }));
    rates.post.push(await measure(`gateway  POST the query's text (round ${round})`, gateway.url, { method: 'POST', path: '/graphql', headers: postHeaders, body: postBody }));
    rates.barePost.push(await measure(`bare node:http, same bytes (round ${round})`, barePost.url, { method: 'POST', path: '/graphql', headers: postHeaders, body: postBody }));
  }
  await bareGet.close();
  await barePost.close();
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const ratios = { get: mean(rates.get) / mean(rates.bareGet), post: mean(rates.post) / mean(rates.barePost) };
  console.log(`
  ratio cached GET / bare server    ${ratios.get.toFixed(2)}  (budget ≥ 0.30)
  ratio cached POST / bare server   ${ratios.post.toFixed(2)}
`);
  return ratios;
};
