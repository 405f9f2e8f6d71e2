import type { BrowserContext, Page } from '@playwright/test';
import { expect, graph, graphWith, signedInBuyer, type Language } from './fixtures.ts';

// The purchase specs (purchase-*.spec.ts): their texts and the helpers they share.

/** The purchase screens' texts (client/src/locales/zh/messages.po and the upstream's labels). */
export const text = {
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
  dollarMonthOriginalAmount: number;
  dollarYearAmount: number;
}

export const redTeamPrices = async (page: Page, baseURL: string) => {
  const { editions } = await graph<{ editions: Prices[] }>(page, baseURL, '{ editions { id monthAmount monthOriginalAmount yearAmount dollarMonthAmount dollarMonthOriginalAmount dollarYearAmount } }');
  return editions.find((edition) => edition.id === '13')!;
};

/** A fresh buyer signed in on the Red Team order form of that language: the prices, the buyer and the form. */
export const onRedTeamOrderForm = async (page: Page, baseURL: string, language: Language) => {
  const prices = await redTeamPrices(page, baseURL);
  const buyer = await signedInBuyer(page, baseURL, language);
  await page.goto(`${buyer.origin}/buy/orderForm/13/0`);
  return { t: text[language], prices, ...buyer, form: page.getByRole('form', { name: text[language].form }) };
};

/** ¥ or $ and a whole number with thousands separators, as the site writes every amount (spec §9). */
export const money = (amount: number, currency: 'RMB' | 'USD') =>
  (currency === 'RMB' ? '¥' : '$') + new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.round(amount));

export const orderNoOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/')[3]!);

/** The checkstand's "Open the payment page" link opened in a second page: the sandbox provider, approved there. */
export const approveOnSandbox = async (page: Page, context: BrowserContext, language: Language) => {
  const link = page.getByRole('link', { name: text[language].openPage });
  await expect(link).toHaveAttribute('target', '_blank');
  const [provider] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(provider.getByRole('note')).toContainText('Sandbox');
  await provider.getByRole('button', { name: 'Approve payment', exact: true }).click();
  await expect(provider.getByRole('status')).toHaveText('Payment approved');
  await provider.close();
};

export const orderState = (baseURL: string, token: string, orderNo: string) =>
  graphWith<{ order: { payStatus: string; tradeStatus: number | null; state: string } }>(baseURL, token, 'query ($no: ID!) { order(orderNo: $no) { payStatus tradeStatus state } }', { no: orderNo });

/**
 * The names of the GraphQL operations the page sends over HTTP, in order, and whether its pay-status
 * subscription has gone out over the WebSocket.
 */
export const watchOperations = (page: Page) => {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    operations.push((JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '(anonymous)');
  });
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framesent', (frame) => frames.push(String(frame.payload))));
  return { operations, subscribed: () => frames.some((frame) => frame.includes('orderPayStatus')) };
};
