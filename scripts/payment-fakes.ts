/**
 * `node --import tsx scripts/payment-fakes.ts`: the local fakes of PayPal, Alipay and WeChat Pay (issue #31) on fixed
 * ports, for a site started with PAYMENT_PROVIDER=paypal,alipay,wechat pointed at them: PayPal on FAKES_PORT, Alipay on
 * FAKES_PORT+1, WeChat Pay on FAKES_PORT+2, and on FAKES_PORT+3 the fakes' control (what a test does at a provider
 * besides a buyer's clicks: a payment whose notification is lost; what a provider was asked).
 *
 * Keys: FAKE_* variables give the providers' half (upstream/src/testing/payment-fakes/test-keys.ts; the Playwright config makes the keys
 * and gives the site the merchant's half). Without them the program makes a fresh set, prints the site's settings and,
 * with FAKES_SITE_ENV_FILE, writes them there for `node --env-file=<file> --import tsx scripts/start.ts`.
 */
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startFakeAlipay, type FakeAlipay } from '../upstream/src/testing/payment-fakes/alipay/fake-alipay.ts';
import { startFakePayPal, type FakePayPal } from '../upstream/src/testing/payment-fakes/paypal/fake-paypal.ts';
import { startFakeWechatPay, type FakeWechatPay } from '../upstream/src/testing/payment-fakes/wechat/index.ts';
import {
  envFileText,
  fakeOrigin,
  fakePorts,
  fakesSettingsFrom,
  fakesSettingsOf,
  generateTestProviderKeys,
  siteProviderEnv,
  type FakesSettings,
} from '../upstream/src/testing/payment-fakes/test-keys.ts';

interface Fakes {
  paypal: FakePayPal;
  alipay: FakeAlipay;
  wechat: FakeWechatPay;
}

const startFakes = async (settings: FakesSettings, ports: ReturnType<typeof fakePorts>): Promise<Fakes> => ({
  paypal: await startFakePayPal({ ...settings.paypal, port: ports.paypal }),
  alipay: await startFakeAlipay({
    appId: settings.alipay.appId,
    sellerId: settings.alipay.sellerId,
    alipayPrivateKey: settings.alipay.alipayPrivateKey,
    merchantPublicKey: settings.alipay.merchantPublicKey,
    port: ports.alipay,
  }),
  wechat: await startFakeWechatPay({
    mchId: settings.wechat.mchId,
    appId: settings.wechat.appId,
    apiV3Key: settings.wechat.apiV3Key,
    merchantSerial: settings.wechat.merchantSerial,
    merchantPublicKey: settings.wechat.merchantPublicKey,
    publicKey: { privatePem: settings.wechat.platformPrivateKey, id: settings.wechat.publicKeyId },
    port: ports.wechat,
  }),
});

/** A payment at a QR provider as the control tells it: its state, the notifications sent about it and those the site accepted, the queries about it. */
const paymentFacts = (fakes: Fakes, provider: string, reference: string) => {
  if (provider === 'alipay') {
    const trade = fakes.alipay.trade(reference);
    const sent = fakes.alipay.deliveries.filter((delivery) => delivery.what.endsWith(` of ${reference}`));
    return {
      status: trade?.status ?? null,
      notifications: sent.length,
      accepted: sent.filter((delivery) => delivery.accepted).length,
      queries: fakes.alipay.requests.filter((request) => request.method === 'alipay.trade.query' && request.biz.out_trade_no === reference).length,
    };
  }
  const about = (deliveries: { resource: Record<string, unknown> }[]) => deliveries.filter((delivery) => delivery.resource.out_trade_no === reference).length;
  const accepted = about(fakes.wechat.deliveredNotifications());
  return {
    status: fakes.wechat.orders.get(reference)?.trade_state ?? null,
    notifications: accepted + about(fakes.wechat.pendingNotifications()),
    accepted,
    queries: fakes.wechat.requests.filter((request) => request.method === 'GET' && request.url.startsWith(`/v3/pay/transactions/out-trade-no/${encodeURIComponent(reference)}?`)).length,
  };
};

const json = (response: ServerResponse, status: number, body: unknown) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

/**
 * The control, on 127.0.0.1:
 * - GET /readyz: 200 once the three fakes listen;
 * - GET /{alipay|wechat}/payments/{reference}: the payment's status, notifications sent and accepted, queries received;
 * - POST /{alipay|wechat}/payments/{reference}/pay?notify=false: the buyer pays and the notification is lost (as a
 *   scan and Pay would, without the POST to the notify URL); notify=true sends it as the page does.
 */
const control = (fakes: Fakes) => async (request: IncomingMessage, response: ServerResponse) => {
  const url = new URL(request.url ?? '/', 'http://control');
  if (url.pathname === '/readyz') return json(response, 200, { ready: true });
  const [, provider, reference, action] = /^\/(alipay|wechat)\/payments\/([\w-]+)(?:\/(pay))?$/.exec(url.pathname) ?? [];
  if (!provider) return json(response, 404, { error: 'no such control' });
  if (!action && request.method === 'GET') return json(response, 200, paymentFacts(fakes, provider, reference));
  if (action !== 'pay' || request.method !== 'POST') return json(response, 405, { error: 'not allowed' });
  const notify = url.searchParams.get('notify') !== 'false';
  if (provider === 'alipay') await fakes.alipay.pay(reference, { notify });
  else await fakes.wechat.pay(reference, { notify });
  return json(response, 200, paymentFacts(fakes, provider, reference));
};

const startControl = async (fakes: Fakes, port: number) => {
  const handle = control(fakes);
  const server = createServer((request, response) => {
    request.resume();
    handle(request, response).catch((error: unknown) => json(response, 409, { error: (error as Error).message }));
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
};

/** The settings the fakes run with: the FAKE_* variables, or keys made now whose other half is printed (and written) for the site. */
const settingsForRun = async (base: number): Promise<FakesSettings> => {
  const given = fakesSettingsFrom(process.env);
  if (given) return given;
  const keys = await generateTestProviderKeys();
  const site = envFileText(siteProviderEnv(keys, base));
  const file = process.env.FAKES_SITE_ENV_FILE;
  if (file) writeFileSync(file, site, { mode: 0o600 });
  console.log(`Fresh test keys. The site's settings${file ? ` (written to ${file})` : ''}:\n\n${site}`);
  return fakesSettingsOf(keys);
};

const main = async () => {
  const base = Number(process.env.FAKES_PORT ?? 4020);
  if (!Number.isInteger(base) || base < 1 || base > 65532) throw new Error(`FAKES_PORT must be a port number, not ${process.env.FAKES_PORT}`);
  const ports = fakePorts(base);
  const fakes = await startFakes(await settingsForRun(base), ports);
  const closeControl = await startControl(fakes, ports.control);
  console.log(`
  PayPal (fake)     ${fakes.paypal.origin}    PAYPAL_API_BASE
  Alipay (fake)     ${fakes.alipay.gateway}    ALIPAY_GATEWAY
  WeChat Pay (fake) ${fakes.wechat.url}    WECHATPAY_API_BASE
  Control           ${fakeOrigin(ports.control)}/readyz`);
  const stop = async () => {
    await closeControl();
    await Promise.all([fakes.paypal.close(), fakes.alipay.close(), fakes.wechat.close()]);
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

main().catch((error: unknown) => {
  console.error(`Could not start the payment fakes: ${(error as Error).message}`);
  process.exit(1);
});
