import { waitFor } from '../processes.ts';
import { approveOnSandbox, CREATE_ORDER, dataOf, newCustomer, redTeamByAlipay, type Visitor } from '../visitor.ts';
import { gatewayMetric, watchPayStatus, type ScenarioContext } from './context.ts';

const GATEWAYS = ['gateway-1', 'gateway-2'];
const OUTAGE_MS = 10_000;

const shared = (ctx: ScenarioContext) => Promise.all(GATEWAYS.map((name) => gatewayMetric(ctx.cluster, name, 'gateway_pay_status_shared')));
const polls = (ctx: ScenarioContext) => Promise.all(GATEWAYS.map((name) => gatewayMetric(ctx.cluster, name, 'gateway_upstream_calls_total', { call: 'checkPayStatus' })));

/** An unpaid order followed on both gateways at once (a checkstand open on each); answers when both saw it paid. */
const followOnBoth = async (ctx: ScenarioContext, buyer: Visitor, token: string) => {
  const { createOrder } = dataOf(await buyer.graph<{ createOrder: { orderNo: string; payInfo: { qrcodeUrl: string } } }>(CREATE_ORDER, { input: redTeamByAlipay }, token), 'createOrder');
  const watches = GATEWAYS.map((name) => watchPayStatus(ctx.cluster.urlOf(name), token, createOrder.orderNo));
  await Promise.all(watches.map((watch) => watch.first));
  return { order: createOrder, watches };
};

/**
 * Redis stopped for 10 s: each gateway falls back to its own poller, so the pay status still reaches checkstands on
 * both; once Redis is back, the gateways share again and one of them polls an order followed on both.
 */
export const redisOutage = async (ctx: ScenarioContext) => {
  const { cluster, report, reads, visitor } = ctx;
  const buyer = visitor(5);
  const { token } = await newCustomer(buyer, reads, 'outage01');

  const stopped = Date.now();
  await cluster.stopPart('redis');
  await waitFor('both gateways noticing that Redis is away', () => shared(ctx), (values) => values.every((v) => v === 0), 60_000);
  const during = await followOnBoth(ctx, buyer, token);
  const approved = Date.now();
  await approveOnSandbox(during.order.payInfo.qrcodeUrl);
  const seen = await Promise.all(during.watches.map(async (watch) => (await watch.paidAt()) - approved));
  await Promise.all(during.watches.map((watch) => watch.client.dispose()));
  report.check('with Redis stopped, checkstands on both gateways see the payment (each gateway polls for its own)', seen.every((ms) => ms >= 0), `${seen.map((ms, i) => `${GATEWAYS[i]} ${ms} ms`).join(', ')} after approval`);

  // the outage lasts its 10 s (the scenario's length, not a wait for something)
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - stopped))));
  await cluster.startPart('redis');
  const outage = Date.now() - stopped;
  await waitFor('both gateways back on Redis', () => shared(ctx), (values) => values.every((v) => v === 1), 60_000);
  const resumed = Date.now() - stopped - outage;

  const after = await followOnBoth(ctx, buyer, token);
  const start = await polls(ctx);
  // three polls of the order: by one gateway only, the leader
  const counts = await waitFor('three polls of the order', async () => (await polls(ctx)).map((n, i) => n - start[i]), (d) => d[0] + d[1] >= 3, 60_000, 50);
  report.check('once Redis is back, one gateway polls an order followed on both', counts.filter((n) => n > 0).length === 1, `polls ${counts.map((n, i) => `${GATEWAYS[i]} ${n}`).join(', ')}`);
  const paidAt = Date.now();
  await approveOnSandbox(after.order.payInfo.qrcodeUrl);
  const seenAfter = await Promise.all(after.watches.map(async (watch) => (await watch.paidAt()) - paidAt));
  await Promise.all(after.watches.map((watch) => watch.client.dispose()));
  report.check('…and both gateways’ checkstands see that payment through the shared message', seenAfter.every((ms) => ms >= 0), `${seenAfter.map((ms, i) => `${GATEWAYS[i]} ${ms} ms`).join(', ')}`);
  report.figure(
    `Redis outage: stopped ${(outage / 1000).toFixed(1)} s; paid seen during it ${seen.map((ms) => `${ms} ms`).join(' / ')} (each gateway polling alone); sharing back ${resumed} ms after Redis returned; after it ${counts.join(' / ')} polls by gateway, paid seen ${seenAfter.map((ms) => `${ms} ms`).join(' / ')}`,
  );
  buyer.close();
};
