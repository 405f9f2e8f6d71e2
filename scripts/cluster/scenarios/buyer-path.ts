import { importSPKI, jwtVerify } from 'jose';
import { approveOnSandbox, CREATE_ORDER, dataOf, newCustomer, redTeamByAlipay } from '../visitor.ts';
import { requestsSince, watchPayStatus, type ScenarioContext } from './context.ts';

const MID = 'CLUSTER1CLUSTER2CLUSTER3CLUSTER4';

/**
 * The buyer's path through the balancer, each request balanced on its own: sign-up with a captcha, activation from
 * the mail, sign-in, an order, the QR checkstand's subscription, the payment, the licence generated and verified
 * offline. Consecutive requests reach both gateways and both upstreams.
 */
export const buyerPath = async ({ cluster, report, reads, visitor }: ScenarioContext) => {
  const before = await cluster.stats();
  const started = Date.now();
  const buyer = visitor(1);
  const customer = await newCustomer(buyer, reads, 'buyer01');
  report.check('sign-up with a captcha, activation from the mail and sign-in, through the balancer', customer.token.length > 0);

  const { createOrder } = dataOf(await buyer.graph<{ createOrder: { orderNo: string; payInfo: { qrcodeUrl: string } } }>(CREATE_ORDER, { input: redTeamByAlipay }, customer.token), 'createOrder');
  const watch = watchPayStatus(cluster.siteUrl, customer.token, createOrder.orderNo);
  await watch.first;
  const approved = Date.now();
  await approveOnSandbox(createOrder.payInfo.qrcodeUrl);
  const paidAfter = (await watch.paidAt()) - approved;
  await watch.client.dispose();
  report.check('the checkstand’s subscription (WebSocket through the balancer) sees the QR payment', watch.events[0]?.paid === false && paidAfter >= 0, `paid ${paidAfter} ms after the sandbox approval`);

  const { licenses } = dataOf(await buyer.graph<{ licenses: { items: { id: string }[] } }>('{ licenses { items { id } } }', {}, customer.token), 'licenses');
  const { generateLicense } = dataOf(
    await buyer.graph<{ generateLicense: { content: string } }>('mutation ($input: GenerateLicenseInput!) { generateLicense(input: $input) { content } }', { input: { licenseId: licenses.items[0].id, mid: MID } }, customer.token),
    'generateLicense',
  );
  // the desktop client's view: the public key any upstream publishes, and the file alone
  const keys = await Promise.all(['upstream-1', 'upstream-2'].map(async (name) => (await fetch(`${cluster.urlOf(name)}/api/license/public-key`)).text()));
  const { payload } = await jwtVerify(generateLicense.content, await importSPKI(keys[1], 'EdDSA'), { issuer: 'tidewatch' });
  report.check('the licence is generated and verifies offline with the public key both upstreams publish', keys[0] === keys[1] && payload.mid === MID && payload.license_id === Number(licenses.items[0].id));

  const seen = requestsSince(before, await cluster.stats());
  const spread = ['gateway-1', 'gateway-2', 'upstream-1', 'upstream-2'].map((name) => `${name} ${seen[name] ?? 0}`).join(', ');
  report.check('the buyer’s requests were spread over both gateways and both upstreams', ['gateway-1', 'gateway-2', 'upstream-1', 'upstream-2'].every((name) => (seen[name] ?? 0) > 0), spread);
  report.figure(`buyer path: ${((Date.now() - started) / 1000).toFixed(1)} s end to end; paid on the subscription ${paidAfter} ms after approval; requests ${spread}`);
  buyer.close();
};
