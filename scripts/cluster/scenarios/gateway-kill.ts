import { chromium } from '@playwright/test';
import { waitFor } from '../processes.ts';
import { approveOnSandbox, CREATE_ORDER, dataOf, newCustomer, redTeamByAlipay } from '../visitor.ts';
import { gatewayMetric, type ScenarioContext } from './context.ts';

const GATEWAYS = ['gateway-1', 'gateway-2'];

/** Which gateway follows an order now (its pay-status watch), if any. */
const watching = async (ctx: ScenarioContext) => {
  const counts = await Promise.all(GATEWAYS.map((name) => gatewayMetric(ctx.cluster, name, 'gateway_pay_status_pollers').catch(() => 0)));
  return GATEWAYS.filter((_, i) => counts[i] > 0);
};

/**
 * kill -9 of the gateway that holds the checkstand's WebSocket while the order is unpaid: the page (real Chromium)
 * reconnects through the balancer to the other gateway and still goes to the success page within 5 s of the payment.
 */
export const gatewayKill = async (ctx: ScenarioContext) => {
  const { cluster, report, reads, visitor } = ctx;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const buyer = visitor(4);
    const customer = await newCustomer(buyer, reads, 'checkstand01');
    const { createOrder } = dataOf(await buyer.graph<{ createOrder: { orderNo: string; payInfo: { qrcodeUrl: string } } }>(CREATE_ORDER, { input: redTeamByAlipay }, customer.token), 'createOrder');
    const page = await browser.newPage();
    await page.goto(`${cluster.site}/agreement`);
    await page.evaluate((token) => localStorage.setItem('token', token), customer.token);
    await page.goto(`${cluster.site}/buy/checkStand/${encodeURIComponent(createOrder.orderNo)}/0`);
    const [holder] = await waitFor('the checkstand’s subscription on a gateway', () => watching(ctx), (names) => names.length === 1, 60_000);
    const survivor = GATEWAYS.find((name) => name !== holder)!;

    const killed = Date.now();
    await cluster.kill(holder, 'SIGKILL');
    await waitFor('the page’s client back on the other gateway', () => watching(ctx), (names) => names.includes(survivor), 60_000, 50);
    const reconnected = Date.now() - killed;
    report.check(`kill -9 ${holder} under an open checkstand: the page’s client reconnects through the balancer to ${survivor}`, true, `${reconnected} ms after the kill`);

    const approved = Date.now();
    await approveOnSandbox(createOrder.payInfo.qrcodeUrl);
    await page.waitForURL(/\/buy\/payResultSuccess\//, { timeout: 60_000 });
    const seen = Date.now() - approved;
    report.check('the checkstand sees paid within 5 s of the payment', seen <= 5000, `${seen} ms`);
    report.figure(`gateway kill: the checkstand's client was back ${reconnected} ms after kill -9 of ${holder}; paid on the page ${seen} ms after the payment`);

    await cluster.startPart(holder);
    const back = (await cluster.stats()).find((server) => server.server === holder);
    report.check(`${holder}, started again, is back in the balancer’s pool`, back?.status === 'UP');
    buyer.close();
  } finally {
    await browser.close();
  }
};
