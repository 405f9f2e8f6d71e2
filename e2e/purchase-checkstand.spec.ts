import { adminCli, expect, payByQr, placeOrder, signedInBuyer, test } from './fixtures.ts';
import { approveOnSandbox, money, orderNoOf, orderState, redTeamPrices, text, watchOperations } from './purchase.ts';

// The checkstand: paying a placed order by QR code or by bank transfer, and where it goes once paid (on the
// pay-status event alone).
test.describe('purchase', () => {
  test('buys Red Team with WeChat Pay in Chinese: yuan, QR code paid on the provider page, success by itself, then license management', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const t = text.zh;
    // the page's clock: time flows, and the test moves it on where the checkstand waits
    await page.clock.install();
    const prices = await redTeamPrices(page, baseURL!);
    const { account, token, origin } = await signedInBuyer(page, baseURL!, 'zh');
    const watched = watchOperations(page);

    // from the pricing page's Subscribe, 3 months
    await page.goto(`${origin}/sale`);
    await page.getByRole('article', { name: '红队版', exact: true }).getByRole('link', { name: '立即订阅' }).click();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0?period=3`);

    const form = page.getByRole('form', { name: t.form });
    await expect(form.getByLabel(t.name, { exact: true })).toHaveValue(account.username);
    await expect(form.getByLabel(t.name, { exact: true })).toHaveAttribute('readonly', '');
    await expect(form.getByLabel(t.email, { exact: true })).toHaveValue(account.email);
    await expect(form.getByRole('combobox', { name: t.country })).toContainText(t.countryDefault);
    await expect(form.getByRole('radio', { name: t.wechat })).toHaveAttribute('aria-checked', 'true');
    await expect(form.getByLabel(t.period, { exact: true })).toHaveValue('3');
    const total = page.getByTestId('order-total');
    await expect(total).toHaveText(money(prices.monthAmount, 'RMB'));

    // the quantity keeps digits and dots; the price follows
    await form.getByLabel(t.quantity, { exact: true }).fill('');
    await form.getByLabel(t.quantity, { exact: true }).pressSequentially('2x');
    await expect(form.getByLabel(t.quantity, { exact: true })).toHaveValue('2');
    await expect(total).toHaveText(money(prices.monthAmount * 2, 'RMB'));
    // list price − discount = total, on screen: no discounted unit price beside the discount
    await expect(page.getByTestId('list-price')).toHaveText(money(prices.monthOriginalAmount * 2, 'RMB'));
    await expect(page.getByTestId('discount-amount')).toHaveText(`−${money((prices.monthOriginalAmount - prices.monthAmount) * 2, 'RMB')}`);
    await expect(page.getByTestId('unit-price')).toHaveCount(0);

    await form.getByRole('button', { name: t.next }).click();
    await expect(page.getByRole('region', { name: t.details })).toContainText(account.username);
    await expect(page.getByRole('region', { name: t.cart })).toContainText('红队版');
    await expect(page.getByRole('region', { name: t.method })).toContainText(t.wechat);
    await form.getByRole('button', { name: t.pay, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${origin}/buy/checkStand/[^/]+/0$`));
    const orderNo = orderNoOf(page);
    await expect(page.getByRole('tab', { name: t.wechat })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: t.alipay })).toBeVisible();
    await expect(page.getByRole('tab', { name: t.bank })).toBeVisible();
    await expect(page.getByRole('tab', { name: t.paypal })).toHaveCount(0);
    await expect(page.getByRole('img', { name: `${t.wechat}二维码` })).toBeVisible();
    await expect(page.getByTestId('order-amount')).toHaveText(money(prices.monthAmount * 2, 'RMB'));

    // the checkstand follows the order over the WebSocket subscription: no HTTP request while it waits, not in a
    // minute on the page's clock (any polling would have asked by then); a request of the test's own, seen after
    // the minute, closes the count
    await expect.poll(watched.subscribed).toBe(true);
    const requestsBefore = watched.operations.length;
    await page.clock.runFor(60_000);
    await Promise.all([page.waitForRequest((request) => new URL(request.url()).pathname === '/readyz'), page.evaluate(() => fetch('/readyz'))]);
    expect(watched.operations.slice(requestsBefore)).toEqual([]);

    await approveOnSandbox(page, context, 'zh');
    await expect(page).toHaveURL(`${origin}/buy/payResultSuccess/0?orderNo=${encodeURIComponent(orderNo)}`);
    await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
    expect((await orderState(baseURL!, token, orderNo)).order).toMatchObject({ payStatus: 'PAID', state: 'PAID' });
    // during the countdown the page says what was paid: number, edition, quantity, amount
    const paid = page.getByRole('region', { name: '您支付的订单' });
    await expect(paid).toContainText(orderNo);
    await expect(paid).toContainText('红队版');
    await expect(paid.getByText('2', { exact: true })).toBeVisible();
    await expect(paid.getByTestId('order-amount')).toHaveText(money(prices.monthAmount * 2, 'RMB'));

    // 5 s later on the page's clock, license management, with the two licenses the order issued
    await page.clock.runFor(5_000);
    await expect(page).toHaveURL(`${origin}/center/licenseManagement`);
    await expect(page.getByTestId('available-licenses')).toHaveText(/[:：]\s*2$/);
  });

  test('pays by bank transfer: the transfer details, staff confirm with the admin CLI, the checkstand moves on', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const t = text.zh;
    const { token, origin } = await signedInBuyer(page, baseURL!, 'zh');
    await page.goto(`${origin}/buy/orderForm/13/0`);
    const form = page.getByRole('form', { name: t.form });
    await form.getByRole('radio', { name: t.bank }).click();
    await form.getByRole('button', { name: t.next }).click();
    await expect(page.getByRole('region', { name: t.method })).toContainText(t.bank);
    await form.getByRole('button', { name: t.pay, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${origin}/buy/checkStand/[^/]+/0$`));
    const orderNo = orderNoOf(page);
    await expect(page.getByRole('tab', { name: t.bank })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: t.bank });
    for (const label of ['户名', '开户银行', '账号', '汇款金额', '转账备注']) await expect(panel.getByText(label, { exact: true })).toBeVisible();
    await expect(panel.getByTestId('remittance-amount')).toHaveText(/^¥[\d,]+/);
    await expect(panel).toContainText(orderNo);
    await expect(panel).toContainText(t.confirmedIn24h);

    // the same details on their own page, then back to the checkstand, which follows the order
    await panel.getByRole('link', { name: t.bankPage }).click();
    await expect(page).toHaveURL(`${origin}/buy/pay?orderNo=${orderNo}`);
    await expect(page.getByTestId('remittance-amount')).toHaveText(/^¥[\d,]+/);
    await expect(page.getByRole('main')).toContainText(t.confirmedIn24h);
    await page.goBack();
    await expect(page.getByRole('tab', { name: t.bank })).toHaveAttribute('aria-selected', 'true');

    expect(adminCli(baseURL!, 'confirm-transfer', orderNo)).toContain(orderNo);
    await expect(page).toHaveURL(`${origin}/buy/payResultSuccess/0?orderNo=${encodeURIComponent(orderNo)}`, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
    expect((await orderState(baseURL!, token, orderNo)).order.payStatus).toBe('PAID');

    // the transfer page needs an order: without one it goes back to /buy, which goes on to /sale
    await page.goto(`${origin}/buy/pay`);
    await expect(page).toHaveURL(`${origin}/sale`);
  });
});

/** A one-yuan trial order, paid by Alipay. */
const TRIAL = { licenseTypeId: '16', paymentType: 'ALIPAY', quantity: 1, period: -1, company: 'Acme', position: 'Engineer', use: 'Research' } as const;

test.describe('the checkstand after payment', () => {
  test('shows a second one-yuan trial refunded from the pay-status event alone, with no query after it subscribed', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const { token, origin } = await signedInBuyer(page, baseURL!, 'en');
    // the race the refund is for: both trials placed before the first is paid (a later one is refused up front)
    const first = await placeOrder(baseURL!, token, TRIAL);
    const second = await placeOrder(baseURL!, token, TRIAL);
    await payByQr(baseURL!, token, first);
    const watched = watchOperations(page);

    await page.goto(`${origin}/buy/checkStand/${second}/1`);
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect.poll(watched.subscribed).toBe(true);
    const before = watched.operations.length;

    await payByQr(baseURL!, token, second);
    await expect(page.getByRole('alert')).toHaveText('Limit one purchase per person.');
    expect(watched.operations.slice(before)).toEqual([]);
  });

  test('goes to the success page on the paid event: the next query is the success page’s own, never a second look at the order', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const { token, origin } = await signedInBuyer(page, baseURL!, 'en');
    const orderNo = await placeOrder(baseURL!, token, { licenseTypeId: '13', paymentType: 'ALIPAY', quantity: 1, period: 3 });
    const watched = watchOperations(page);

    await page.goto(`${origin}/buy/checkStand/${orderNo}/0`);
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect.poll(watched.subscribed).toBe(true);
    const before = watched.operations.length;

    await payByQr(baseURL!, token, orderNo);
    await expect(page).toHaveURL(`${origin}/buy/payResultSuccess/0?orderNo=${encodeURIComponent(orderNo)}`);
    await expect(page.getByRole('region', { name: 'What you paid for' })).toContainText(orderNo);
    expect(watched.operations.slice(before)).toEqual(['PaidOrderFacts']);
  });
});

test.describe("paying on Alipay's website", () => {
  for (const language of ['zh', 'en'] as const) {
    test(`leaves from the Alipay tab for the provider's page, and Alipay's return address opens the order's checkstand (${language})`, async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      const t = text[language];
      const button = language === 'zh' ? '在支付宝网页支付' : "Pay on Alipay's website";
      const { token, origin } = await signedInBuyer(page, baseURL!, language);
      const orderNo = await placeOrder(baseURL!, token, { licenseTypeId: '13', paymentType: 'ALIPAY', quantity: 1, period: 3 });

      await page.goto(`${origin}/buy/checkStand/${orderNo}/0`);
      await expect(page.getByRole('tab', { name: t.alipay })).toHaveAttribute('aria-selected', 'true');
      const alipay = page.getByRole('tabpanel', { name: t.alipay });
      await expect(alipay.getByRole('img', { name: /QR code|二维码/ })).toBeVisible();
      // only under Alipay's code: WeChat Pay has no page of its own for a desktop browser
      await page.getByRole('tab', { name: t.wechat }).click();
      await expect(page.getByRole('tabpanel', { name: t.wechat }).getByRole('img')).toBeVisible();
      await expect(page.getByRole('button', { name: button })).toHaveCount(0);
      await page.getByRole('tab', { name: t.alipay }).click();

      // the browser goes to the provider's own page for this order (the sandbox's checkout in this stack), a payment
      // of its own beside the two QR codes
      await alipay.getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(new RegExp(`/sandbox/checkout/${orderNo}\\?payment=SBX-`));
      await expect(page.getByRole('note')).toContainText('Sandbox');
      await expect(page.getByRole('main')).toContainText('Alipay 支付宝');
      await expect(page.getByRole('button', { name: 'Approve payment', exact: true })).toBeVisible();

      // back without paying: the checkstand as it was, the button usable again
      await page.goBack();
      await expect(page.getByRole('tabpanel', { name: t.alipay }).getByRole('button', { name: button })).toBeEnabled();

      // where Alipay sends the buyer back: on to the order's checkstand, on the Alipay tab
      await page.goto(`${origin}/buy/checkStand?orderNo=${encodeURIComponent(orderNo)}&paymentType=alipay&out_trade_no=${encodeURIComponent(orderNo)}`);
      await expect(page).toHaveURL(`${origin}/buy/checkStand/${encodeURIComponent(orderNo)}/0`);
      await expect(page.getByRole('tab', { name: t.alipay })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: t.alipay }).getByRole('button', { name: button })).toBeVisible();
    });
  }
});
