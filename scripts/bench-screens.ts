/**
 * Two budgets of the bench that are about screens rather than single queries:
 * - the upstream calls each screen's own query costs (every query document the client ships, run through a
 *   gateway whose public cache is off, so the count is the worst case of a cold gateway);
 * - the signed-in orders page (20 rows) through the gateway beside the same data straight from the upstream.
 */
import autocannon from 'autocannon';
import { print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as documents from '../client/src/gql/graphql.ts';
import { startGateway } from '../gateway/src/server.ts';
import type { TestUpstream } from '../upstream/src/testing/api.ts';
import { buyer, paidOrder, placeOrder } from '../upstream/src/testing/orders.ts';

const operationOf = (document: DocumentNode) =>
  document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');

const clientQueries = () =>
  Object.entries(documents)
    .filter(([name, value]) => name.endsWith('Document') && typeof value === 'object' && value !== null && 'definitions' in value)
    .map(([, value]) => value as DocumentNode)
    .filter((document) => operationOf(document)?.operation === 'query')
    .map((document) => ({ name: operationOf(document)!.name!.value, text: print(document) }));

/** Variables a real visit would send, per screen query; a query missing here is reported, not skipped silently. */
const sampleVariables = (orders: { unpaid: string; paid: string; transfer: string }, extensionId: string): Record<string, Record<string, unknown>> => ({
  AgreementPage: {},
  BankTransferPage: { orderNo: orders.transfer },
  CheckStand: { orderNo: orders.unpaid, paymentType: 'WECHAT_PAY' },
  CrossLogin: {},
  DocPage: { kind: 'EXTENSION' },
  FaqPage: {},
  FeaturesPage: {},
  HeaderProfile: {},
  HomePlugins: { size: 9 },
  LatestVersion: {},
  LicenseManagement: { page: 1, size: 10 },
  MarketFilters: {},
  MarketPage: { page: 1, size: 12 },
  ModifyPage: {},
  MyPlugins: { page: 1, size: 10 },
  OrderDetail: { orderNo: orders.paid, bankTransfer: false },
  OrderForm: { edition: '13' },
  OrderManagement: { payStatus: 'ALL', page: 1, size: 20 },
  OrderPreview: { input: { licenseTypeId: '13', paymentType: 'WECHAT_PAY', quantity: 2, period: 12 } },
  PaidOrder: { orderNo: orders.paid },
  PayAgain: { orderNo: orders.unpaid },
  PluginDetail: { extensionId },
  ProfilePage: {},
  RecentVersions: {},
  SaleEditions: {},
  SalesForm: { edition: '17' },
  UpdatesPage: {},
  VersionHistory: {},
});

export const benchScreens = async (t: TestUpstream, { seconds, connections }: { seconds: number; connections: number }) => {
  const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: t.upstream.apiUrl, NODE_ENV: 'production', PUBLIC_CACHE_TTL_MS: 0 });
  const owner = await buyer(t);
  const orders = {
    unpaid: await placeOrder(owner, { license_type_id: 13, payment_type: 'wechat_pay', quantity: 1, period: 3 }),
    transfer: await placeOrder(owner, { license_type_id: 14, payment_type: 'company_pay', quantity: 1, period: 12 }),
    paid: await paidOrder(t, owner),
  };
  for (let i = Object.keys(orders).length; i < 20; i++) await placeOrder(owner, { license_type_id: 13, payment_type: 'alipay', quantity: 1 + i, period: 3 });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${owner.token}`, 'x-locale': 'en' };
  const graph = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${gateway.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  };
  const upstreamCalls = async () => (await gateway.metrics.upstreamCalls.get()).values.reduce((sum, v) => sum + v.value, 0);

  const market = await graph('{ plugins(page: 1, size: 1) { items { extensionId } } }', {});
  const plugins = market.data?.plugins as { items: { extensionId: string }[] } | undefined;
  if (!plugins?.items.length) throw new Error(`the demo market is empty: ${JSON.stringify(market.errors)}`);
  const extensionId = plugins.items[0].extensionId;
  const variables = sampleVariables(orders, extensionId);

  console.log('Upstream calls per screen query (public cache off: a cold gateway), budget ≤ 2:\n');
  let worst = 0;
  for (const { name, text } of clientQueries().sort((a, b) => a.name.localeCompare(b.name))) {
    if (!variables[name]) {
      console.log(`  ${name.padEnd(22)} (no sample variables in scripts/bench-screens.ts: add them)`);
      continue;
    }
    const before = await upstreamCalls();
    const answer = await graph(text, variables[name]);
    const calls = (await upstreamCalls()) - before;
    worst = Math.max(worst, calls);
    const note = answer.errors ? `  (errors: ${answer.errors.map((e) => e.message).join('; ')})` : '';
    console.log(`  ${name.padEnd(22)} ${String(calls).padStart(2)}${calls > 2 ? '  over budget' : ''}${note}`);
  }
  console.log(`  ${'most'.padEnd(22)} ${String(worst).padStart(2)}\n`);

  // The orders page: the gateway's OrderManagement query beside the REST calls it stands for.
  const ordersQuery = clientQueries().find((q) => q.name === 'OrderManagement')!.text;
  const ordersBody = JSON.stringify({ query: ordersQuery, variables: variables.OrderManagement });
  const before = (await gateway.metrics.upstreamCalls.get()).values.map((v) => ({ ...v }));
  await graph(ordersQuery, variables.OrderManagement);
  const after = (await gateway.metrics.upstreamCalls.get()).values;
  const callsMade = after.filter((v) => v.value > (before.find((b) => b.labels.call === v.labels.call && b.labels.outcome === v.labels.outcome)?.value ?? 0));
  const restRequests: autocannon.Request[] = [
    { method: 'GET', path: '/api/order/list?pay_status=-1&page=1&size=20', headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'en' } },
    { method: 'GET', path: '/api/order/paymentType', headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'en' } },
  ];
  const rate = async (title: string, url: string, requests: autocannon.Request[]) => {
    const result = await autocannon({ url, connections, duration: seconds, requests });
    const errors = result.errors + result.non2xx;
    console.log(`  ${title.padEnd(56)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p99 ${result.latency.p99} ms${errors ? `  (${errors} errors)` : ''}`);
    return result.requests.average;
  };
  console.log(`Signed-in orders page (20 rows; the query costs ${callsMade.map((v) => v.labels.call).join(' + ')}), ${connections} connections, ${seconds} s each:\n`);
  const gatewayRates: number[] = [];
  const upstreamRates: number[] = [];
  for (let round = 1; round <= 2; round++) {
    gatewayRates.push(await rate(`gateway  OrderManagement (round ${round})`, `${gateway.url}/graphql`, [{ method: 'POST', path: '/graphql', headers, body: ordersBody }]));
    upstreamRates.push((await rate(`upstream GET /order/list + /order/paymentType (round ${round})`, t.upstream.origin, restRequests)) / restRequests.length);
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(`
  gateway orders pages/s            ${mean(gatewayRates).toFixed(0)}
  direct upstream pages/s           ${mean(upstreamRates).toFixed(0)}
  ratio gateway / direct upstream   ${(mean(gatewayRates) / mean(upstreamRates)).toFixed(2)}  (budget ≥ 0.60)
`);
  await gateway.close();
};
