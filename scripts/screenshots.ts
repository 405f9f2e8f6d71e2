/**
 * Full-page screenshots of every page, the main dialogs and the phone menu, at 390 px and 1440 px, in Chinese
 * (localhost) and English (en.localhost), for a person to look at. Against a running development stack:
 *
 *   PORT=19280 UPSTREAM_PORT=19281 DATABASE_URL=memory:// npx tsx scripts/start.ts &   (the upstream on the next port, as e2e/fixtures.ts expects)
 *   npx tsx scripts/screenshots.ts [--base http://localhost:19280] [--out DIR (default: screens in the system's temporary folder)] [--only center,order]
 *
 * Writes <out>/<lang>-<width>-<name>.png and prints each file. Signed-in pages use a fresh buyer made through
 * the upstream's development routes (captcha codes, the outbox) with the e2e helpers (e2e/fixtures.ts): one paid bank-transfer
 * order (so licenses exist, one generated), one transfer awaiting staff and one unpaid WeChat order. Confirming
 * the transfer needs the admin token: ADMIN_TOKEN, else $DATA_DIR/admin-token (what the upstream wrote).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { apiSignIn, createAccount, graphWith, placeOrder, settleAnimations, storeSession, upstreamOf, type Language, type OrderSpec } from '../e2e/fixtures.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : args[at + 1]!;
};
const base = new URL(option('--base', `http://localhost:${process.env.PORT ?? 8080}`));
const out = option('--out', join(tmpdir(), 'screens'));
/** comma-separated parts of shot names: only those shots are taken */
const only = option('--only', '').split(',').filter(Boolean);
const adminToken =
  process.env.ADMIN_TOKEN ??
  (existsSync(`${process.env.DATA_DIR ?? '.data'}/admin-token`) ? readFileSync(`${process.env.DATA_DIR ?? '.data'}/admin-token`, 'utf8').trim() : '');

const languages = { zh: `${base.protocol}//localhost:${base.port}`, en: `${base.protocol}//en.localhost:${base.port}` } as const;
const widths = [390, 1440] as const;
/** pages taller than this are written in parts of this height */
const PART = 8000;

// ---------------------------------------------------------------------------------------------
// A buyer, made as the e2e tests make theirs (the upstream's development routes, the graph).

const makeBuyer = async () => {
  const token = await apiSignIn(base.origin, await createAccount(base.origin, 'zh'));
  const order = (paymentType: OrderSpec['paymentType'], quantity: number, period: number) =>
    placeOrder(base.origin, token, { licenseTypeId: '13', paymentType, quantity, period });
  const paid = await order('COMPANY_PAY', 3, 12);
  // the stack's own admin token, not the e2e one that fixtures' confirmTransfer sends
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const awaiting = await fetch(`${upstreamOf(base.origin)}/api/staff/money/transfers`, { headers });
  const amount = awaiting.ok ? ((await awaiting.json()) as { data: { orderNo: string; amount: number }[] }).data.find((one) => one.orderNo === paid)?.amount : undefined;
  const confirmed = await fetch(`${upstreamOf(base.origin)}/api/staff/money/transfers/${encodeURIComponent(paid)}/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ reference: paid, amount: amount ?? 0 }),
  });
  if (confirmed.status !== 200) console.log(`(could not confirm ${paid}: ${confirmed.status}; set ADMIN_TOKEN — the license pages will be empty)`);
  else {
    const { licenses } = await graphWith<{ licenses: { items: { id: string }[] } }>(base.origin, token, '{ licenses { items { id } } }');
    await graphWith(base.origin, token, 'mutation ($input: GenerateLicenseInput!) { generateLicense(input: $input) { licenseId } }', {
      input: { licenseId: licenses.items[0]!.id, mid: 'A1B2C3D4E5F60718293A4B5C6D7E8F90' },
    });
  }
  const transfer = await order('COMPANY_PAY', 2, 12);
  const unpaid = await order('WECHAT_PAY', 1, 3);
  return { token, paid, transfer, unpaid };
};

// ---------------------------------------------------------------------------------------------
// The shots.

type Buyer = Awaited<ReturnType<typeof makeBuyer>>;
interface Shot {
  name: string;
  path: (buyer: Buyer) => string;
  signedIn?: boolean;
  /** only at this width (the phone menu) */
  width?: number;
  /** what to do on the page before the picture (open a dialog) */
  act?: (page: Page, language: Language) => Promise<void>;
}

const text = {
  zh: { watch: /^观看视频/, next: '下一步：确认订单', generate: '生成', details: '查看详情' },
  en: { watch: /^Watch the video/, next: 'Next: review your order', generate: 'Generate', details: 'View details' },
} as const;

const open = (page: Page) => page.getByRole('dialog').last().waitFor();

const shots: Shot[] = [
  ...[
    ['home', '/'],
    ['sale', '/sale'],
    ['updates', '/updates'],
    ['features', '/features'],
    ['faq', '/faq'],
    ['friend-links', '/friendLink'],
    ['doc', '/doc'],
    ['exp', '/exp'],
    ['go-exp', '/goExp'],
    ['extensions', '/extensions'],
    ['trial', '/trial/13'],
    ['trial-success', '/trialSuccess/13'],
    ['chat', '/chat/15'],
    ['chat-success', '/chatSuccess/15'],
    ['sign-in', '/signIn'],
    ['sign-in-to-buy', '/signIn?redirect=%2Fbuy%2ForderForm%2F13%2F0'],
    ['sign-up', '/signUp'],
    ['agreement', '/agreement'],
    ['activate-mail', '/activate/mail'],
    ['activate-result', '/activate/result?token=not-a-token'],
    ['password-send', '/password/send'],
    ['password-reset', '/password/reset?token=not-a-token'],
  ].map(([name, path]): Shot => ({ name: name!, path: () => path! })),
  { name: 'extension', path: () => '/extensions/__first__' },
  { name: 'video-dialog', path: () => '/', act: async (page, language) => {
    await page.getByRole('button', { name: text[language].watch }).first().click();
    await open(page);
  } },
  { name: 'phone-menu', path: () => '/', width: 390, act: async (page) => {
    await page.locator('header button[aria-haspopup="dialog"]').click();
    await open(page);
  } },
  { name: 'phone-menu-signed-in', path: () => '/', width: 390, signedIn: true, act: async (page) => {
    await page.locator('header button[aria-haspopup="dialog"]').click();
    await open(page);
  } },
  ...[
    ['modify', () => '/modify'],
    ['profile', () => '/center/profile'],
    ['licenses', () => '/center/licenseManagement'],
    ['orders', () => '/center/orderManagement'],
    ['my-extensions', () => '/center/extensions'],
    ['order-form', () => '/buy/orderForm/13/0'],
    ['checkstand', (buyer: Buyer) => `/buy/checkStand/${buyer.unpaid}/0`],
    ['checkstand-transfer', (buyer: Buyer) => `/buy/checkStand/${buyer.transfer}/0`],
    ['bank-transfer', (buyer: Buyer) => `/buy/pay?orderNo=${buyer.transfer}`],
    ['pay-success', (buyer: Buyer) => `/buy/payResultSuccess/0?orderNo=${buyer.paid}`],
    ['pay-error', (buyer: Buyer) => `/buy/payResultError/${buyer.unpaid}`],
  ].map(([name, path]): Shot => ({ name: name as string, path: path as Shot['path'], signedIn: true })),
  { name: 'order-review', path: () => '/buy/orderForm/13/0', signedIn: true, act: async (page, language) => {
    await page.getByRole('button', { name: text[language].next }).click();
    await page.getByRole('button', { name: text[language].next }).waitFor({ state: 'detached' });
  } },
  { name: 'generate-dialog', path: () => '/center/licenseManagement', signedIn: true, act: async (page, language) => {
    await page.getByRole('button', { name: text[language].generate, exact: true }).first().click();
    await open(page);
  } },
  { name: 'order-detail-dialog', path: () => '/center/orderManagement', signedIn: true, act: async (page, language) => {
    await page.getByRole('button', { name: text[language].details }).first().click();
    await open(page);
  } },
];

/** The page is drawn: its data arrived and nothing finite is still animating. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  // lazy images load only near the window: pass the window over the whole page first
  await page.evaluate(async () => {
    // 'instant': the site scrolls smoothly, and a sticky header would be drawn where a smooth scroll left it
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.waitForLoadState('networkidle');
  await page.getByRole('status').filter({ hasText: /^(Loading…|加载中…)$/ }).waitFor({ state: 'detached' }).catch(() => undefined);
  await settleAnimations(page);
};

const wanted = shots.filter((shot) => !only.length || only.some((part) => shot.name.includes(part)));
const buyer = wanted.some((shot) => shot.signedIn) ? await makeBuyer() : ({} as Buyer);
const { plugins } = await graphWith<{ plugins: { items: { extensionId: string }[] } }>(base.origin, '', '{ plugins(size: 1) { items { extensionId } } }');

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const problems: string[] = [];
for (const language of Object.keys(languages) as Language[]) {
  const origin = languages[language];
  for (const width of widths) {
    for (const signedIn of [false, true]) {
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`${language}-${width} ${page.url()}: ${error.message}`));
      page.on('console', (message) => message.type() === 'error' && problems.push(`${language}-${width} ${page.url()}: ${message.text()}`));
      if (signedIn) await storeSession(page, origin, buyer.token);
      for (const shot of wanted.filter((each) => !!each.signedIn === signedIn && (!each.width || each.width === width))) {
        const path = shot.path(buyer).replace('__first__', encodeURIComponent(plugins.items[0]?.extensionId ?? ''));
        const file = `${out}/${language}-${width}-${shot.name}.png`;
        try {
          await page.goto(`${origin}${path}`, { waitUntil: 'load' });
          await settle(page);
          await shot.act?.(page, language);
          await settle(page);
          const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (sideways > 0) problems.push(`${file}: the page scrolls sideways by ${sideways} px`);
          // a dialog is drawn over the window: the window is the picture
          const fullPage = !shot.act || shot.name === 'order-review';
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          if (!fullPage || height <= PART) {
            await page.screenshot({ path: file, fullPage, timeout: 90_000 });
            console.log(file);
          }
          // the long documentation pages, in parts an image viewer can open
          for (let part = 0; fullPage && height > PART && part * PART < height; part++) {
            const partFile = file.replace(/\.png$/, `-part${part + 1}.png`);
            const clip = { x: 0, y: part * PART, width, height: Math.min(PART, height - part * PART) };
            await page.screenshot({ path: partFile, fullPage: true, clip, timeout: 90_000 });
            console.log(partFile);
          }
        } catch (error) {
          problems.push(`${file}: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      await context.close();
    }
  }
}
await browser.close();
if (problems.length) console.log(`\nProblems:\n  ${problems.join('\n  ')}`);
