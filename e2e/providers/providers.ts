import type { BrowserContext, Page } from '@playwright/test';
import { fakeOrigin } from '../../upstream/src/testing/payment-fakes/test-keys.ts';
import { licenseRow } from '../center.ts';
import { expect, type Language } from '../fixtures.ts';
import { licensesOf } from '../license-after-sale.ts';
import { onRedTeamOrderForm, orderNoOf, orderState, text } from '../purchase.ts';
import { fakePortsOf } from './stack.ts';

// The providers specs (e2e/providers/*.spec.ts): a buyer pays through the fakes of Alipay, WeChat Pay and PayPal
// (scripts/payment-fakes.ts) on a site configured for them (stack.ts). Their helpers.

export type QrProvider = 'alipay' | 'wechat';

/** Each QR provider: its method on the site, its tab's label, and its fake's page (upstream/src/testing/payment-fakes). */
export const qr = {
  alipay: { type: 'ALIPAY', label: (language: Language) => text[language].alipay, page: /\/qr\/[\w-]+$/, heading: 'Alipay (fake)' },
  wechat: { type: 'WECHAT_PAY', label: (language: Language) => text[language].wechat, page: /\/scan\/[0-9A-F]+$/, heading: 'WeChat Pay (fake)' },
} as const;

/** The QR code's accessible name on the checkstand. */
export const qrName = (language: Language, provider: QrProvider) => (language === 'zh' ? `${qr[provider].label(language)}二维码` : `${qr[provider].label(language)} QR code`);

/** The success page of a paid order. */
export const successUrl = (origin: string, orderNo: string) => `${origin}/buy/payResultSuccess/0?orderNo=${encodeURIComponent(orderNo)}`;

/** Documents the page loads in its main frame from now on (a reload, or a navigation that is not the client's own). */
export const watchDocuments = (page: Page) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return documents;
};

/**
 * A fresh buyer on the Red Team order form orders with `method` (its radio's label) and presses Pay; answers the buyer
 * and the total the form showed (what the provider must be asked for).
 */
export const orderRedTeamWith = async (page: Page, baseURL: string, language: Language, method: string) => {
  const ordered = await onRedTeamOrderForm(page, baseURL, language);
  await ordered.form.getByRole('radio', { name: method, exact: true }).click();
  await expect(ordered.form.getByRole('radio', { name: method, exact: true })).toHaveAttribute('aria-checked', 'true');
  // the total follows the method's currency: yuan for Alipay and WeChat Pay, dollars for PayPal
  await expect(page.getByTestId('order-total')).toHaveText(method === ordered.t.paypal ? /^\$[\d,]+$/ : /^¥[\d,]+$/);
  const total = (await page.getByTestId('order-total').textContent())!;
  await ordered.form.getByRole('button', { name: ordered.t.next }).click();
  await expect(page.getByRole('region', { name: ordered.t.method })).toContainText(method);
  await ordered.form.getByRole('button', { name: ordered.t.pay, exact: true }).click();
  return { ...ordered, total };
};

/** The checkstand of an order paid by QR code: its tab chosen, the provider's own code shown; answers the order number and what the code encodes. */
export const onCheckstand = async (page: Page, origin: string, language: Language, provider: QrProvider) => {
  await expect(page).toHaveURL(new RegExp(`^${origin}/buy/checkStand/[^/]+/0$`));
  await expect(page.getByRole('tab', { name: qr[provider].label(language) })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('img', { name: qrName(language, provider) })).toBeVisible();
  // what the QR code encodes is the link beside it for those who cannot scan: the fake's own page, not the site's
  const code = (await page.getByRole('link', { name: text[language].openPage }).getAttribute('href'))!;
  const port = fakePortsOf(origin)[provider];
  expect(code.startsWith(`${fakeOrigin(port)}/`), `${code} is a page of the ${provider} fake`).toBe(true);
  expect(new URL(code).pathname).toMatch(qr[provider].page);
  return { orderNo: orderNoOf(page), code };
};

/** The buyer "scans" the code: the fake's page opens in a page of its own (the buyer's phone); answers it. */
export const scan = async (context: BrowserContext, code: string, provider: QrProvider) => {
  const phone = await context.newPage();
  await phone.goto(code);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(qr[provider].heading);
  await expect(phone.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  return phone;
};

/** On the scanned page, the buyer presses Pay; the fake says so (and has notified the site). */
export const payOnPhone = async (phone: Page, provider: QrProvider, orderNo: string) => {
  await phone.getByRole('button', { name: 'Pay', exact: true }).click();
  if (provider === 'alipay') await expect(phone.getByRole('status')).toHaveText(`TRADE_SUCCESS ${orderNo}`);
  else await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Paid');
  await phone.close();
};

/** What the fakes' control knows of a QR payment (scripts/payment-fakes.ts): its state there, notifications sent and accepted, queries answered. */
export interface PaymentFacts {
  status: string | null;
  notifications: number;
  accepted: number;
  queries: number;
}

const controlOf = (baseURL: string) => fakeOrigin(fakePortsOf(baseURL).control);

export const paymentFacts = async (baseURL: string, provider: QrProvider, reference: string) =>
  (await (await fetch(`${controlOf(baseURL)}/${provider}/payments/${encodeURIComponent(reference)}`)).json()) as PaymentFacts;

/** The buyer pays at the provider and its notification to the site is lost (the fakes' control). */
export const payWithLostNotification = async (baseURL: string, provider: QrProvider, reference: string) => {
  const response = await fetch(`${controlOf(baseURL)}/${provider}/payments/${encodeURIComponent(reference)}/pay?notify=false`, { method: 'POST' });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as PaymentFacts;
};

/**
 * From the success page (the page's clock installed), 5 s on: license management lists the order's one new license.
 * The buyer is new: it is their only one.
 */
export const expectNewLicenseListed = async (page: Page, baseURL: string, language: Language, token: string, orderNo: string) => {
  expect((await orderState(baseURL, token, orderNo)).order).toMatchObject({ payStatus: 'PAID', state: 'PAID' });
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(new RegExp(`/center/licenseManagement$`));
  await expect(page.getByTestId('available-licenses')).toHaveText(/[:：]\s*1$/);
  const [license, ...others] = await licensesOf(baseURL, token);
  expect(others).toEqual([]);
  await expect(licenseRow(page, language, license!.id)).toContainText(license!.key);
  await expect(licenseRow(page, language, license!.id)).toContainText(language === 'zh' ? '红队版' : 'Red Team');
};
