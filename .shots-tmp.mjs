// temporary screenshot script (not committed)
import { chromium } from '@playwright/test';
const port = Number(process.argv[2]);
const up = `http://127.0.0.1:${port + 1}`;
const out = '/tmp/buyer/shots';
let n = 0;
const rest = async (path, body, token) => {
  n++;
  const r = await fetch(`${up}/api${path}`, { method: body ? 'POST' : 'GET', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.0.${n}`, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const a = await r.json(); if (a.statusCode !== 200) throw new Error(path + ' ' + a.messages); return a.data;
};
const captcha = async () => { const { uuid } = await rest('/user/captcha'); const { code } = await (await fetch(`${up}/dev/captcha/${uuid}`)).json(); return { uuid, code }; };
const username = `shot${Date.now().toString(36)}`;
const email = `${username}@example.com`;
await rest('/user/register', { username, email, password: 'Secret123', confirmPassword: 'Secret123', agreement: 'User Registration and Service Agreement', ...(await captcha()) });
let link;
for (let i = 0; i < 50 && !link; i++) { const mails = await (await fetch(`${up}/dev/outbox`)).json(); link = mails.find((m) => m.to === email)?.links.find((l) => l.includes('/activate/result')); if (!link) await new Promise((r) => setTimeout(r, 200)); }
await rest('/user/activate', { token: new URL(link).searchParams.get('token') });
const { token } = await rest('/user/login', { username, password: 'Secret123', ...(await captcha()) });
const gql = async (query, variables) => (await (await fetch(`http://localhost:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) })).json()).data;
const { createOrder } = await gql('mutation ($input: CreateOrderInput!) { createOrder(input: $input) { orderNo } }', { input: { name: 'Shot', country: 'CN', company: '', licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 2, period: 3 } });
const orderNo = createOrder.orderNo;
await fetch(`${up}/admin/orders/${encodeURIComponent(orderNo)}/confirm-transfer`, { method: 'POST', headers: { authorization: 'Bearer shots-admin-token-0123' } });
await gql('mutation ($input: CreateOrderInput!) { createOrder(input: $input) { orderNo } }', { input: { name: 'Shot', country: 'CN', company: '', licenseTypeId: '13', paymentType: 'WECHAT_PAY', quantity: 1, period: 12 } });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const width of [1440, 390]) for (const lang of ['zh', 'en']) {
  const origin = `http://${lang === 'en' ? 'en.' : ''}localhost:${port}`;
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  const shot = async (name) => { await page.waitForTimeout(600); await page.screenshot({ path: `${out}/${width}-${lang}-${name}.png`, fullPage: true }); };
  await page.goto(`${origin}/sale`); await page.waitForLoadState('networkidle'); await shot('sale');
  await page.goto(`${origin}/buy/orderForm/13/0`); await page.waitForURL(/signIn/); await shot('signin-reason');
  await page.evaluate(() => { localStorage.setItem('signUpEmail', 'ada@qq.com'); localStorage.setItem('signUpId', '1'); });
  await page.goto(`${origin}/activate/mail`); await shot('activate-mail');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(`${origin}/buy/orderForm/13/0`); await page.getByTestId('order-total').waitFor();
  const q = page.getByRole('textbox', { name: lang === 'en' ? 'Quantity' : '数量', exact: true });
  await q.fill('2'); await page.waitForTimeout(800); await shot('order-form');
  await page.getByRole('button', { name: lang === 'en' ? 'Next: review your order' : '下一步：确认订单' }).click(); await shot('order-review');
  await page.goto(`${origin}/buy/payResultSuccess/0?orderNo=${orderNo}`); await page.waitForTimeout(500); await shot('pay-success');
  await page.goto(`${origin}/center/orderManagement?status=1`); await page.waitForLoadState('networkidle'); await shot('orders-paid');
  await page.goto(`${origin}/center/orderManagement?status=0`); await page.waitForLoadState('networkidle'); await shot('orders-tobepaid');
  await page.goto(`${origin}/center/profile`); await page.waitForLoadState('networkidle'); await shot('profile');
  await page.goto(`${origin}/center/licenseManagement`); await page.waitForLoadState('networkidle'); await shot('licenses');
  await page.goto(`${origin}/features`); await page.waitForLoadState('networkidle'); await shot('features');
  await ctx.close();
}
await browser.close();
console.log('done', orderNo);
