import { expect, test, type Language } from '../fixtures.ts';
import { text, watchOperations } from '../purchase.ts';
import { expectNewLicenseListed, onCheckstand, orderRedTeamWith, paymentFacts, payOnPhone, qr, scan, successUrl, watchDocuments, type QrProvider } from './providers.ts';

// Alipay and WeChat Pay through their fakes (issue #31): the checkstand shows the provider's own QR code, the buyer
// scans it and pays on the provider's page, the site hears of it from the provider's signed notification and the
// checkstand moves on by its pay-status subscription, with no reload; license management lists the new license.
const cases: { language: Language; provider: QrProvider }[] = [
  { language: 'zh', provider: 'alipay' },
  { language: 'en', provider: 'alipay' },
  { language: 'zh', provider: 'wechat' },
  { language: 'en', provider: 'wechat' },
];

for (const { language, provider } of cases) {
  test(`pays Red Team with ${provider} in ${language}: the provider's QR code scanned and paid, the checkstand moves on by itself, the license listed`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = text[language];
    // the page's clock: time flows, and the test skips the success page's 5 s countdown
    await page.clock.install();
    const { total, token, origin } = await orderRedTeamWith(page, baseURL!, language, qr[provider].label(language));
    const watched = watchOperations(page);
    const documents = watchDocuments(page);

    const { orderNo, code } = await onCheckstand(page, origin, language, provider);
    await expect(page.getByTestId('order-amount')).toHaveText(total);
    // the checkstand waits on its subscription before the buyer pays: the paid event is what moves it
    await expect.poll(watched.subscribed).toBe(true);
    const loaded = documents.length;

    const phone = await scan(context, code, provider);
    await payOnPhone(phone, provider, orderNo);

    await expect(page).toHaveURL(successUrl(origin, orderNo));
    await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
    expect(documents.slice(loaded), 'the checkstand reached the success page without loading a page').toEqual([]);
    // the provider's one notification reached the upstream through the gateway and was accepted (its signature checked)
    expect(await paymentFacts(baseURL!, provider, orderNo)).toMatchObject({ status: provider === 'alipay' ? 'TRADE_SUCCESS' : 'SUCCESS', notifications: 1, accepted: 1 });
    await expectNewLicenseListed(page, baseURL!, language, token, orderNo);
  });
}
