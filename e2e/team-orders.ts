import type { Page } from '@playwright/test';
import { confirmTransfer, expect, graphWith, type Language } from './fixtures.ts';
import { noSidewaysScroll } from './license-after-sale.ts';
import { orderNoOf, text as purchase } from './purchase.ts';

// Orders for a team and team renewals (issue #34): texts and helpers, shared with later team stories (the seat table
// links to paths.renewSeats; a team is made through the graph, not its screens).

export const teamTexts = {
  zh: {
    buyingFor: '购买对象',
    team: (name: string) => `团队：${name}`,
    renewTitle: (count: number) => `续费 ${count} 个授权`,
    renewedList: '续费的授权',
    license: (id: string) => `授权 ${id}`,
    bank: '对公转账',
  },
  en: {
    buyingFor: 'For',
    team: (name: string) => `Team: ${name}`,
    renewTitle: (count: number) => `Renew ${count} licenses`,
    renewedList: 'Licenses renewed',
    license: (id: string) => `License ${id}`,
    bank: 'Bank transfer',
  },
} as const;

export interface TeamSeatFacts {
  license: { id: string; expiredAt: string | null };
  member: { id: string; username: string };
}

/** Buys `quantity` licences of `edition` for the team without the browser (through the graph), paid by transfer. */
export const seatsBoughtFor = async (baseURL: string, token: string, teamId: string, quantity: number, edition = 13) => {
  const { createOrder } = await graphWith<{ createOrder: { orderNo: string } }>(
    baseURL,
    token,
    'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { orderNo } }',
    { input: { name: 'E2E Buyer', country: 'CN', licenseTypeId: String(edition), paymentType: 'COMPANY_PAY', quantity, period: 3, teamId } },
  );
  await confirmTransfer(baseURL, createOrder.orderNo);
  return createOrder.orderNo;
};

/** Creates a team owned by the holder of `token`, through the graph (the team screens are another story's). */
export const createTeam = async (baseURL: string, token: string, name: string) =>
  (await graphWith<{ createTeam: { id: string; name: string } }>(baseURL, token, 'mutation ($name: String!) { createTeam(name: $name) { id name } }', { name })).createTeam;

/** The seats of the team `teamId` as its owner or a manager sees them. */
export const teamSeats = async (baseURL: string, token: string, teamId: string) => {
  const { teams } = await graphWith<{ teams: { id: string; seats: TeamSeatFacts[] }[] }>(
    baseURL,
    token,
    '{ teams { id seats { license { id expiredAt } member { id username } } } }',
  );
  return teams.find((team) => team.id === teamId)?.seats ?? [];
};

/** Orders of the holder of `token` (newest first) with what they renewed and the team they were for. */
export const teamOrdersOf = async (baseURL: string, token: string) =>
  (
    await graphWith<{ orders: { items: { orderNo: string; quantity: number; teamName: string | null; renewedLicenseIds: string[] }[] } }>(
      baseURL,
      token,
      '{ orders(page: 1, size: 50) { items { orderNo quantity teamName renewedLicenseIds } } }',
    )
  ).orders.items;

/** Steps 1 and 2 of the order form already filled: bank transfer, review, Pay; answers the order's number from the checkstand. */
const payByTransfer = async (page: Page, language: Language) => {
  const form = page.getByRole('form', { name: purchase[language].form });
  await form.getByRole('radio', { name: teamTexts[language].bank }).click();
  await form.getByRole('button', { name: purchase[language].next }).click();
  await form.getByRole('button', { name: purchase[language].pay, exact: true }).click();
  await expect(page).toHaveURL(/\/buy\/checkStand\/[^/]+\/0$/);
  return orderNoOf(page);
};

/**
 * On the order form of `edition` (the page signed in on a site), buys `quantity` licences for the team `teamName`
 * ("For: Team …"), by bank transfer, which staff then confirm; answers the order's number once paid.
 */
export const buySeatsForTeam = async (page: Page, language: Language, teamName: string, edition: number, quantity: number) => {
  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/buy/orderForm/${edition}/0`);
  const form = page.getByRole('form', { name: purchase[language].form });
  await form.getByRole('textbox', { name: purchase[language].quantity }).fill(String(quantity));
  await form.getByRole('combobox', { name: teamTexts[language].buyingFor }).click();
  await page.getByRole('option', { name: teamTexts[language].team(teamName) }).click();
  await expect(form.getByRole('combobox', { name: teamTexts[language].buyingFor })).toContainText(teamTexts[language].team(teamName));
  await noSidewaysScroll(page);
  const orderNo = await payByTransfer(page, language);
  await confirmTransfer(new URL(page.url()).origin, orderNo);
  return orderNo;
};

/** Opens paths.renewSeats for `ids` (as the seat table's "Renew selected" does) and pays it (payRenewal). */
export const renewSeats = async (page: Page, language: Language, edition: number, ids: string[]) => {
  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/buy/orderForm/${edition}/0?renew=${ids.map(encodeURIComponent).join(',')}`);
  return payRenewal(page, language, ids);
};

/**
 * On the order form renewing `ids` (opened by paths.renewSeats or the seat table's "Renew selected"): checks it lists
 * each licence and asks for their number, pays by bank transfer and has staff confirm it; answers the order's number.
 */
export const payRenewal = async (page: Page, language: Language, ids: string[]) => {
  const origin = new URL(page.url()).origin;
  await expect(page.getByRole('heading', { name: teamTexts[language].renewTitle(ids.length), level: 1 })).toBeVisible();
  const listed = page.getByRole('list', { name: teamTexts[language].renewedList }).getByRole('listitem');
  await expect(listed).toHaveText(ids.map((id) => teamTexts[language].license(id)));
  const form = page.getByRole('form', { name: purchase[language].form });
  await expect(form.getByRole('textbox', { name: purchase[language].quantity })).toHaveCount(0);
  await noSidewaysScroll(page);
  const orderNo = await payByTransfer(page, language);
  await confirmTransfer(origin, orderNo);
  return orderNo;
};
