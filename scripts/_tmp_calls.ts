import { print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as documents from '/work/wt/paystatus/client/src/gql/graphql.ts';
import { startGateway } from '/work/wt/paystatus/gateway/src/server.ts';
import { startTestUpstream } from '/work/wt/paystatus/upstream/src/testing/api.ts';
import { buyer, paidOrder, placeOrder } from '/work/wt/paystatus/upstream/src/testing/orders.ts';
const t = await startTestUpstream();
const gateway = await startGateway({ PORT: 0, UPSTREAM_URL: t.upstream.apiUrl, NODE_ENV: 'production', PUBLIC_CACHE_TTL_MS: 0 });
const owner = await buyer(t);
const unpaid = await placeOrder(owner, { license_type_id: 13, payment_type: 'wechat_pay', quantity: 1, period: 3 });
const paid = await paidOrder(t, owner);
const headers = { 'content-type': 'application/json', authorization: `Bearer ${owner.token}`, 'x-locale': 'en' };
const op = (d: DocumentNode) => d.definitions.find((x): x is OperationDefinitionNode => x.kind === 'OperationDefinition')!;
const vars: Record<string, unknown> = { CheckStand: { orderNo: unpaid, paymentType: 'WECHAT_PAY' }, LicenseManagement: { page: 1, size: 10 }, OrderForm: { edition: '13' }, PaidOrder: { orderNo: paid }, OrderDetail: { orderNo: paid, bankTransfer: false } };
for (const [name, doc] of Object.entries(documents)) {
  if (!name.endsWith('Document') || typeof doc !== 'object' || !('definitions' in (doc as object))) continue;
  const o = op(doc as DocumentNode); if (!vars[o.name!.value]) continue;
  const before = (await gateway.metrics.upstreamCalls.get()).values.map((v) => ({ ...v }));
  const r = await (await fetch(`${gateway.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: print(doc as DocumentNode), variables: vars[o.name!.value] }) })).json();
  const after = (await gateway.metrics.upstreamCalls.get()).values;
  const diff = after.map((v) => `${v.labels.call}:${v.value - (before.find((b) => b.labels.call === v.labels.call && b.labels.outcome === v.labels.outcome)?.value ?? 0)}`).filter((s) => !s.endsWith(':0'));
  console.log(o.name!.value, diff.join(' '), (r as any).errors ? JSON.stringify((r as any).errors) : '');
  console.log(print(doc as DocumentNode));
}
await gateway.close(); await t.close(); process.exit(0);
