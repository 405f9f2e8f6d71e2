import { expect, placeOrder, signedInBuyer, test, type Language } from '../fixtures.ts';
import { orderState, text, watchOperations } from '../purchase.ts';
import { onCheckstand, paymentFacts, payWithLostNotification, scan, successUrl, type QrProvider } from './providers.ts';

// A payment whose notification never reaches the site (issue #31): the buyer stays on the checkstand, whose pay-status
// subscription asks the upstream every 2 s; once the payment is older than a notification takes (10 s on the
// upstream's clock, the real one here) the upstream asks the provider itself and finds it paid.
const cases: { language: Language; provider: QrProvider }[] = [
  { language: 'zh', provider: 'alipay' },
  { language: 'en', provider: 'wechat' },
];

for (const { language, provider } of cases) {
  test(`a ${provider} payment whose notification is lost is found by asking ${provider}, and the checkstand in ${language} moves on`, async ({ page, context, baseURL }) => {
    // beside the 10 s the upstream waits for a notification, whichever spec runs first pays the second site's cold start
    test.setTimeout(120_000);
    const { token, origin } = await signedInBuyer(page, baseURL!, language);
    const placed = await placeOrder(baseURL!, token, { licenseTypeId: '13', paymentType: provider === 'alipay' ? 'ALIPAY' : 'WECHAT_PAY', quantity: 1, period: 3 });
    const watched = watchOperations(page);
    await page.goto(`${origin}/buy/checkStand/${placed}/0`);
    const { orderNo, code } = await onCheckstand(page, origin, language, provider);
    expect(orderNo).toBe(placed);
    await expect.poll(watched.subscribed).toBe(true);

    // the buyer scans the code and pays; the provider's notification to the site is lost on the way
    const phone = await scan(context, code, provider);
    expect(await payWithLostNotification(baseURL!, provider, orderNo)).toMatchObject({ notifications: 0 });
    await phone.close();

    // within the 10 s a notification is given and the next poll or two after it: the real clock, so a generous wait
    await expect(page).toHaveURL(successUrl(origin, orderNo), { timeout: 45_000 });
    await expect(page.getByRole('heading', { name: text[language].success })).toBeVisible();
    const facts = await paymentFacts(baseURL!, provider, orderNo);
    expect(facts.notifications, 'no notification was sent').toBe(0);
    expect(facts.queries, `the upstream asked ${provider}`).toBeGreaterThan(0);
    expect((await orderState(baseURL!, token, orderNo)).order).toMatchObject({ payStatus: 'PAID', state: 'PAID' });
  });
}
