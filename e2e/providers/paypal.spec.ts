import { expect, test, type Language } from '../fixtures.ts';
import { text } from '../purchase.ts';
import { fakeOrigin } from '../../upstream/src/testing/payment-fakes/test-keys.ts';
import { expectNewLicenseListed, orderRedTeamWith, successUrl, watchDocuments } from './providers.ts';
import { fakePortsOf } from './stack.ts';

// PayPal through its fake (issue #31): the order form sends the browser to PayPal's approval page, "Pay with PayPal"
// brings it back to /buy/payPalResult, where the site captures the order at PayPal and lands on the success page;
// license management lists the new license.
for (const language of ['zh', 'en'] as Language[]) {
  test(`pays Red Team with PayPal in ${language}: PayPal's page, back to the site, captured, the license listed`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const t = text[language];
    await page.clock.install();
    const documents = watchDocuments(page);
    const { total, token, origin } = await orderRedTeamWith(page, baseURL!, language, t.paypal);

    // PayPal's own page (the fake's), in dollars whatever the site's language
    await expect(page).toHaveURL(new RegExp(`^${fakeOrigin(fakePortsOf(baseURL!).paypal)}/checkoutnow\\?token=\\w+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PayPal Checkout');
    await expect(page.getByRole('main')).toContainText(`${Number(total.replace(/[$,]/g, '')).toFixed(2)} USD`);
    await page.getByRole('button', { name: 'Pay with PayPal', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`^${origin}/buy/payResultSuccess/0\\?orderNo=`));
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await expect(page).toHaveURL(successUrl(origin, orderNo));
    await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
    await expect(page.getByRole('region', { name: language === 'zh' ? '您支付的订单' : 'What you paid for' }).getByTestId('order-amount')).toHaveText(total);
    // the way back: PayPal's return, with the order's token and the payer, to the site of the buyer's language
    const back = new URL(documents.find((url) => url.includes('/buy/payPalResult'))!);
    expect(back.origin).toBe(origin);
    expect(back.searchParams.get('orderNo')).toBe(orderNo);
    expect(back.searchParams.get('token')).toMatch(/^\w+$/);
    expect(back.searchParams.get('PayerID')).toMatch(/^\w+$/);

    await expectNewLicenseListed(page, baseURL!, language, token, orderNo);
  });
}
