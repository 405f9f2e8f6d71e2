import type { BrowserContext, Page } from '@playwright/test';
import {
  adminCli,
  createAccount,
  expect,
  freshAccount,
  graph,
  graphWith,
  mailTo,
  originOf,
  signedInBuyer,
  signInText,
  signInThroughForm,
  solveCaptcha,
  test,
  type Language,
} from './fixtures.ts';

/** The purchase screens' texts (client/src/locales/zh/messages.po and the upstream's labels). */
const text = {
  zh: {
    form: '订单表单',
    next: '下一步：确认订单',
    pay: '支付',
    name: '姓名',
    email: '邮箱',
    country: '国家/地区',
    countryDefault: '中国',
    position: '职位',
    purpose: '用途',
    company: '公司',
    quantity: '数量',
    period: '时长（月）',
    wechat: '微信支付',
    alipay: '支付宝',
    paypal: 'PayPal',
    bank: '对公转账',
    details: '个人信息',
    cart: '购物车',
    method: '支付方式',
    editDetails: '修改个人信息',
    agreement: /我已阅读并同意/,
    openPage: '无法扫码？打开支付页面',
    success: '支付成功',
    failed: '支付失败',
    payInTime: '为了不影响您使用产品，请及时付款！',
    payNow: '立即支付',
    trialReady: '您的 7 天体验版已就绪',
    sevenDays: '7 天',
    confirmedIn24h: '24 小时内确认',
    bankPage: '在单独页面查看对公转账信息',
    warning: '请先登录再购买许可证',
    refunded: '每人限购一次。',
  },
  en: {
    form: 'Order form',
    next: 'Next: review your order',
    pay: 'Pay',
    name: 'First and last name',
    email: 'Email',
    country: 'Country or region',
    countryDefault: 'United States',
    position: 'Position',
    purpose: 'Purpose',
    company: 'Company',
    quantity: 'Quantity',
    period: 'Period (months)',
    wechat: 'WeChat Pay',
    alipay: 'Alipay',
    paypal: 'PayPal',
    bank: 'Bank transfer',
    details: 'Personal details',
    cart: 'Cart',
    method: 'Payment method',
    editDetails: 'Edit personal details',
    agreement: /I have read and agree/,
    openPage: "Can't scan? Open the payment page",
    success: 'Payment successful',
    failed: 'Payment Failed',
    payInTime: 'In order not to affect your use of the product, please pay in time!',
    payNow: 'Pay Now',
    trialReady: 'Your 7-day trial is ready',
    sevenDays: '7 days',
    confirmedIn24h: 'confirmed within 24 hours',
    bankPage: 'Open the bank-transfer details on their own page',
    warning: 'Please log in to purchase a license',
    refunded: 'Limit one purchase per person.',
  },
} as const;

interface Prices {
  id: string;
  monthAmount: number;
  monthOriginalAmount: number;
  yearAmount: number;
  dollarMonthAmount: number;
  dollarYearAmount: number;
}

const redTeamPrices = async (page: Page, baseURL: string) => {
  const { editions } = await graph<{ editions: Prices[] }>(page, baseURL, '{ editions { id monthAmount monthOriginalAmount yearAmount dollarMonthAmount dollarYearAmount } }');
  return editions.find((edition) => edition.id === '13')!;
};

/** ¥ or $ and a whole number with thousands separators, as the order form writes whole amounts. */
const money = (amount: number, currency: 'RMB' | 'USD') =>
  (currency === 'RMB' ? '¥' : '$') + new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount);

const orderNoOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/')[3]!);

/** The checkstand's "Open the payment page" link opened in a second page: the sandbox provider, approved there. */
const approveOnSandbox = async (page: Page, context: BrowserContext, language: Language) => {
  const link = page.getByRole('link', { name: text[language].openPage });
  await expect(link).toHaveAttribute('target', '_blank');
  const [provider] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(provider.getByRole('note')).toContainText('Sandbox');
  await provider.getByRole('button', { name: 'Approve payment', exact: true }).click();
  await expect(provider.getByRole('status')).toHaveText('Payment approved');
  await provider.close();
};

const orderState = (baseURL: string, token: string, orderNo: string) =>
  graphWith<{ order: { payStatus: string; tradeStatus: number | null; state: string } }>(baseURL, token, 'query ($no: ID!) { order(orderNo: $no) { payStatus tradeStatus state } }', { no: orderNo });

/** Picks `option` in the Radix select labelled `label`. */
const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test.describe('purchase', () => {
  test('buys Red Team with WeChat Pay in Chinese: yuan, QR code paid on the provider page, success by itself, then license management', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const t = text.zh;
    const prices = await redTeamPrices(page, baseURL!);
    const { account, token, origin } = await signedInBuyer(page, baseURL!, 'zh');
    const graphRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') graphRequests.push(request.postData() ?? '');
    });
    const socketFrames: string[] = [];
    page.on('websocket', (socket) => socket.on('framesent', (frame) => socketFrames.push(String(frame.payload))));

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

    // the checkstand follows the order over the WebSocket subscription: no HTTP request while it waits
    await expect.poll(() => socketFrames.some((frame) => frame.includes('orderPayStatus'))).toBe(true);
    const requestsBefore = graphRequests.length;
    await page.waitForTimeout(3_000);
    expect(graphRequests.length).toBe(requestsBefore);

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

    // 5 s later, license management, with the two licenses the order issued
    await expect(page).toHaveURL(`${origin}/center/licenseManagement`, { timeout: 9_000 });
    await expect(page.getByTestId('available-licenses')).toHaveText(/[:：]\s*2$/);
  });

  test('buys with PayPal in English: dollars, the provider page, back to the site, success', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const t = text.en;
    const prices = await redTeamPrices(page, baseURL!);
    const { token, origin } = await signedInBuyer(page, baseURL!, 'en');
    await page.goto(`${origin}/buy/orderForm/13/0?period=12`);
    const form = page.getByRole('form', { name: t.form });
    await expect(form.getByRole('combobox', { name: t.country })).toContainText(t.countryDefault);
    await expect(form.getByRole('radio', { name: t.paypal })).toHaveAttribute('aria-checked', 'true');
    await expect(form.getByLabel(t.period, { exact: true })).toHaveValue('12');
    await expect(page.getByTestId('order-total')).toHaveText(money(prices.dollarYearAmount, 'USD'));

    await form.getByRole('button', { name: t.next }).click();
    await form.getByRole('button', { name: t.pay, exact: true }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    const orderNo = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect(page.getByRole('note')).toContainText('Sandbox');
    await page.getByRole('button', { name: 'Approve payment', exact: true }).click();

    await expect(page).toHaveURL(`${origin}/buy/payResultSuccess/0?orderNo=${encodeURIComponent(orderNo)}`);
    await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('license management');
    await expect(page.getByRole('region', { name: 'What you paid for' }).getByTestId('order-amount')).toHaveText(money(prices.dollarYearAmount, 'USD'));
    expect((await orderState(baseURL!, token, orderNo)).order).toMatchObject({ payStatus: 'PAID' });
  });

  test('a declined PayPal payment fails; Pay Now goes back to the provider and pays', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const t = text.en;
    const { token, origin } = await signedInBuyer(page, baseURL!, 'en');
    await page.goto(`${origin}/buy/orderForm/14/0`);
    const form = page.getByRole('form', { name: t.form });
    await expect(page.getByTestId('order-total')).toHaveText(/^\$/);
    await form.getByRole('button', { name: t.next }).click();
    await form.getByRole('button', { name: t.pay, exact: true }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    const orderNo = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByRole('button', { name: 'Decline payment', exact: true }).click();

    await expect(page).toHaveURL(`${origin}/buy/payResultError/${orderNo}`);
    await expect(page.getByRole('heading', { name: t.failed })).toBeVisible();
    await expect(page.getByText(t.payInTime)).toBeVisible();
    expect((await orderState(baseURL!, token, orderNo)).order.payStatus).toBe('UNPAID');

    await page.getByRole('button', { name: t.payNow }).click();
    await expect(page).toHaveURL(new RegExp(`/sandbox/checkout/${orderNo}\\?`));
    await page.getByRole('button', { name: 'Approve payment', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/buy/payResultSuccess/0?orderNo=${encodeURIComponent(orderNo)}`);
    expect((await orderState(baseURL!, token, orderNo)).order.payStatus).toBe('PAID');
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

  test('the one-yuan trial: asks position, purpose, company and the agreement; no redirect after paying; a second one is refunded', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const t = text.zh;
    const { token, origin } = await signedInBuyer(page, baseURL!, 'zh');
    const buyTrial = async () => {
      await page.goto(`${origin}/buy/orderForm/16/1`);
      const form = page.getByRole('form', { name: t.form });
      await expect(form.getByRole('radio', { name: t.wechat })).toHaveAttribute('aria-checked', 'true');
      await expect(form.getByRole('radio', { name: t.bank })).toHaveCount(0);
      await expect(form.getByLabel(t.quantity, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('region', { name: t.cart })).toContainText(t.sevenDays);
      await expect(page.getByTestId('order-total')).toHaveText('¥1');
      await choose(page, t.position, '学生');
      await choose(page, t.purpose, '个人学习');
      await form.getByLabel(t.company, { exact: true }).fill('潮望测试');
      await form.getByRole('button', { name: t.next }).click();
      await form.getByRole('checkbox', { name: t.agreement }).check();
      await form.getByRole('button', { name: t.pay, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${origin}/buy/checkStand/[^/]+/1$`));
      return orderNoOf(page);
    };

    // the form's own messages first
    await page.goto(`${origin}/buy/orderForm/16/1`);
    const form = page.getByRole('form', { name: t.form });
    await form.getByRole('button', { name: t.next }).click();
    await expect(form.getByText('请选择职位')).toBeVisible();
    await expect(form.getByText('请选择用途')).toBeVisible();
    await expect(form.getByText('请输入公司名称')).toBeVisible();
    await choose(page, t.position, '学生');
    await choose(page, t.purpose, '个人学习');
    await form.getByLabel(t.company, { exact: true }).fill('潮望测试');
    await form.getByRole('button', { name: t.next }).click();
    await form.getByRole('button', { name: t.pay, exact: true }).click();
    await expect(form.getByText('请先同意用户协议')).toBeVisible();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/16/1?step=review`);
    // the edit icons lead back to step 1, the details kept
    await form.getByRole('button', { name: t.editDetails }).click();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/16/1`);
    await expect(form.getByLabel(t.company, { exact: true })).toHaveValue('潮望测试');

    const first = await buyTrial();
    await expect(page.getByRole('tab')).toHaveText([t.alipay, t.wechat]);
    await approveOnSandbox(page, context, 'zh');
    await expect(page).toHaveURL(`${origin}/buy/payResultSuccess/1?orderNo=${encodeURIComponent(first)}`);
    await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
    await expect(page.getByRole('region', { name: t.trialReady })).toBeVisible();
    expect((await orderState(baseURL!, token, first)).order.state).toBe('PAID');
    // no countdown: still here after the 5 s a normal order waits
    await page.waitForTimeout(6_000);
    await expect(page).toHaveURL(`${origin}/buy/payResultSuccess/1?orderNo=${encodeURIComponent(first)}`);

    const second = await buyTrial();
    await approveOnSandbox(page, context, 'zh');
    await expect(page.getByRole('alert')).toHaveText(t.refunded);
    expect((await orderState(baseURL!, token, second)).order).toMatchObject({ tradeStatus: 4, state: 'REFUNDED' });
  });

  test('order form: quantity and period rules, typed periods, and the trial offering Red Team instead', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const t = text.en;
    const prices = await redTeamPrices(page, baseURL!);
    const { origin } = await signedInBuyer(page, baseURL!, 'en');
    await page.goto(`${origin}/buy/orderForm/13/0`);
    const form = page.getByRole('form', { name: t.form });
    const quantity = form.getByLabel(t.quantity, { exact: true });
    const period = form.getByLabel(t.period, { exact: true });
    await quantity.fill('');
    await quantity.pressSequentially('a1.5b');
    await expect(quantity).toHaveValue('1.5');
    await period.fill('0');
    await form.getByRole('button', { name: t.next }).click();
    await expect(form.getByText('Please enter a quantity from 1 to 1000')).toBeVisible();
    await expect(form.getByText('Please enter a period of 1 to 36 months')).toBeVisible();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0`);

    // 6 months typed: twice the 3-month price; 12 at a click
    await quantity.fill('1');
    await period.fill('6');
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('6 months');
    await expect(page.getByTestId('order-total')).toHaveText(money(prices.dollarMonthAmount * 2, 'USD'));
    await form.getByRole('radio', { name: '12 months' }).click();
    await expect(period).toHaveValue('12');
    await expect(page.getByTestId('order-total')).toHaveText(money(prices.dollarYearAmount, 'USD'));
    await expect(form.getByText('Please enter a quantity from 1 to 1000')).toHaveCount(0);

    // the review is in the history: the browser's Back returns to the details as filled, Forward to the review
    await quantity.fill('2');
    await form.getByRole('button', { name: t.next }).click();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0?step=review`);
    await expect(form.getByRole('button', { name: t.pay, exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0`);
    await expect(quantity).toHaveValue('2');
    await expect(period).toHaveValue('12');
    await expect(form.getByRole('button', { name: t.next })).toBeVisible();
    await page.goForward();
    await expect(form.getByRole('button', { name: t.pay, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: t.cart })).toContainText('12 months');
    // a reload starts again at the details (nothing checked in this visit)
    await page.reload();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0`);
    await expect(form.getByRole('button', { name: t.next })).toBeVisible();

    // the trial offers the full edition: Red Team, 3 months
    await page.goto(`${origin}/buy/orderForm/16/1`);
    await expect(form.getByRole('radio', { name: t.bank })).toHaveCount(0);
    await page.getByRole('link', { name: 'Buy the full Red Team edition instead' }).click();
    await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0?period=3`);
    await expect(period).toHaveValue('3');
    await expect(form.getByRole('radio', { name: t.bank })).toBeVisible();
    await expect(form.getByLabel(t.position, { exact: true })).toHaveCount(0);
  });

  test('the coupon of the query string shows its discount; a refused one can be removed', async ({ page, baseURL }) => {
    const t = text.zh;
    const prices = await redTeamPrices(page, baseURL!);
    const { origin } = await signedInBuyer(page, baseURL!, 'zh');
    await page.goto(`${origin}/buy/orderForm/13/0?coupon=WELCOME10`);
    const summary = page.getByRole('region', { name: '订单摘要' });
    await expect(summary.getByRole('list', { name: '优惠' })).toContainText('WELCOME10');
    await expect(page.getByTestId('order-total')).toHaveText(money(prices.monthAmount * 0.9, 'RMB'));

    await page.goto(`${origin}/buy/orderForm/13/0?coupon_code=EXPIRED5`);
    await expect(summary.getByRole('alert')).toContainText('EXPIRED5');
    const form = page.getByRole('form', { name: t.form });
    await form.getByRole('button', { name: t.next }).click();
    await expect(page.getByRole('region', { name: t.details })).toBeVisible();
    await expect(form.getByRole('button', { name: t.pay, exact: true })).toHaveCount(0);
    await form.getByRole('button', { name: '移除优惠码 EXPIRED5' }).click();
    await expect(summary.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('order-total')).toHaveText(money(prices.monthAmount, 'RMB'));
    await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0`);
  });

  test('a visitor sent to sign in on the way to buying signs up, activates by mail and, signed in, is back on the order form', async ({ page, context, baseURL }) => {
    test.setTimeout(60_000);
    const origin = originOf(baseURL!, 'en');
    const account = freshAccount();
    await page.goto(`${origin}/buy/orderForm/13/0?period=12`);
    await expect(page).toHaveURL(`${origin}/signIn?redirect=${encodeURIComponent('/buy/orderForm/13/0?period=12')}`);
    await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();

    const signUp = page.getByRole('form', { name: 'Sign up' });
    await signUp.getByLabel('Username', { exact: true }).fill(account.username);
    await signUp.getByLabel('Email', { exact: true }).fill(account.email);
    await signUp.getByLabel('Password', { exact: true }).fill(account.password);
    await signUp.getByLabel('Confirm password', { exact: true }).fill(account.password);
    await solveCaptcha(page, baseURL!, signUp.getByLabel(signInText.en.code, { exact: true }));
    await signUp.getByRole('checkbox', { name: signInText.en.agreement }).check();
    await signUp.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/activate/mail`);

    // the mail's link opens in a new tab, as from a mail program; the destination is still known there
    const { link } = await mailTo(baseURL!, account.email, '/activate/result');
    const mailTab = await context.newPage();
    await mailTab.goto(link);
    await expect(mailTab.getByText('Your account has been activated.')).toBeVisible();
    await expect(mailTab).toHaveURL(`${origin}/signIn?redirect=${encodeURIComponent('/buy/orderForm/13/0?period=12')}`, { timeout: 8_000 });
    await expect(mailTab.getByRole('form', { name: signInText.en.form }).getByText(text.en.warning)).toBeVisible();
    await signInThroughForm(mailTab, baseURL!, 'en', account.username, account.password);
    await expect(mailTab).toHaveURL(`${origin}/buy/orderForm/13/0?period=12`);
    await expect(mailTab.getByRole('form', { name: text.en.form }).getByLabel(text.en.period, { exact: true })).toHaveValue('12');
    // once signed in, the destination is forgotten: a later activation or reset goes to plain sign-in
    expect(await mailTab.evaluate(() => localStorage.getItem('previousRoute'))).toBeNull();
    await mailTab.close();
  });

  for (const language of ['zh', 'en'] as Language[]) {
    test(`a visitor on the order form (${language}) is warned and sent to sign-in, then comes back`, async ({ page, baseURL }) => {
      const origin = originOf(baseURL!, language);
      const account = await createAccount(baseURL!, language);
      await page.goto(`${origin}/buy/orderForm/13/0`);
      await expect(page).toHaveURL(`${origin}/signIn?redirect=%2Fbuy%2ForderForm%2F13%2F0`);
      await expect(page.locator('[data-toast="warning"]')).toContainText(text[language].warning);
      // the page itself says why the visitor is there, after the toast has gone
      await expect(page.getByRole('form', { name: signInText[language].form }).getByText(text[language].warning)).toBeVisible();
      await signInThroughForm(page, baseURL!, language, account.username, account.password);
      await expect(page).toHaveURL(`${origin}/buy/orderForm/13/0`);
      await expect(page.getByRole('form', { name: text[language].form })).toBeVisible();

      // /buy and /buy/orderForm without an edition go on to the pricing page
      await page.goto(`${origin}/buy`);
      await expect(page).toHaveURL(`${origin}/sale`);
    });
  }
});
