import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { apiSignIn, createAccount, expect, freshAccount, originOf, signInThroughForm, storeSession, test, upstreamOf, type Account, type Language } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import { downloadBy, generateInPage, licenseRow, openSignedIn, orderRow, toast } from './center.ts';
import { endLicenseIn, generateFor, newMid, noSidewaysScroll, screens, texts as afterSale, validate } from './license-after-sale.ts';
import { acceptAs, createTeam, invitationLinkFromOutbox, inviteFromPage, signUpFromInvitation, teamCard, teamsOf, teamText } from './team.ts';
import { buySeatsForTeam, payRenewal, teamOrdersOf, teamSeats } from './team-orders.ts';
import { reassignSeat, seatRow, seatTexts } from './team-seats.ts';

// Issue #34's "Done means", as one story through the screens: an owner buys five seats for their team on the order
// form, invites an account and a newcomer from the team page, each accepts; the owner assigns them a seat each on the
// seat table and each generates it in licence management for their own MID; the owner reassigns one generated seat
// and its old file is refused by the desktop client's validate; a member reads neither another member's licence nor
// the team's orders (graph and REST); three seats are renewed from the seat table by one order, with one receipt.
// The issue says Blue Team: Blue Team Enterprise (17) is sold by quote only and is permanent (nothing to renew), so
// the story buys Red Team (13) seats, as e2e/team-orders.spec.ts does.
const RED_TEAM = 13;
const DAY = 86_400_000;

const shot = (name: string, language: Language, width: number) => test.info().outputPath(`${name}-${language}-${width}.png`);
/** The same path and query on the language's site. */
const onSite = (origin: string, link: string) => `${origin}${new URL(link).pathname}${new URL(link).search}`;
const byId = (a: string, b: string) => Number(a) - Number(b);

const signOut = async (page: Page, origin: string) => {
  await page.goto(`${origin}/agreement`);
  await page.evaluate(() => localStorage.removeItem('token'));
};

const axeClean = async (page: Page) => {
  await noSidewaysScroll(page);
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
};

/** The people of one run: the owner and the existing account (made through the upstream), the newcomer (not yet). */
const cast = async (page: Page, baseURL: string, language: Language, width: number) => {
  const owner = await createAccount(baseURL, language);
  const ada = await createAccount(baseURL, language);
  // each is invited at an address of its own: an address gets one mail a minute, and the existing account's just had
  // its activation mail, as the newcomer's will (any account may accept an invitation)
  const [adaInvited, bobInvited] = [freshAccount().email, freshAccount().email];
  return {
    page,
    baseURL,
    language,
    width,
    origin: originOf(baseURL, language),
    team: `Story ${language} ${width} ${Date.now().toString(36)}`,
    ownerToken: await apiSignIn(baseURL, owner),
    ada,
    adaToken: await apiSignIn(baseURL, ada),
    bob: freshAccount() as Account,
    adaInvited,
    bobInvited,
  };
};
type Story = Awaited<ReturnType<typeof cast>>;

/** 1. The owner creates the team on the Team tab and buys five seats for it on the order form, paid by transfer. */
const ownerBuysFiveSeats = async ({ page, baseURL, language, team, ownerToken }: Story) => {
  await openSignedIn(page, baseURL, language, '/center/team', ownerToken);
  await createTeam(page, language, team);
  const orderNo = await buySeatsForTeam(page, language, team, RED_TEAM, 5);
  const teamId = (await teamsOf(baseURL, ownerToken)).find((t) => t.name === team)!.id;
  const seats = (await teamSeats(baseURL, ownerToken, teamId)).map((seat) => seat.license.id).sort(byId);
  expect(seats).toHaveLength(5);
  expect((await teamOrdersOf(baseURL, ownerToken))[0]).toMatchObject({ orderNo, quantity: 5, teamName: team });
  return { orderNo, teamId, seats };
};

/** 2. From the team page, the owner invites the existing account and the newcomer; the existing account accepts. */
const ownerInvitesAndAccountAccepts = async ({ page, baseURL, language, width, origin, team, adaToken, adaInvited, bobInvited }: Story) => {
  await page.goto(`${origin}/center/team`);
  await inviteFromPage(page, language, team, adaInvited, 'member', language);
  await inviteFromPage(page, language, team, bobInvited, 'member', language);
  await axeClean(page);
  await page.screenshot({ path: shot('story-invited', language, width), fullPage: true });
  const { link } = await invitationLinkFromOutbox(baseURL, adaInvited);
  await storeSession(page, origin, adaToken);
  await acceptAs(page, language, onSite(origin, link), team);
  return (await invitationLinkFromOutbox(baseURL, bobInvited)).link;
};

/** 2. The newcomer opens the link signed out, signs up, activates, signs in, lands back on it and accepts. */
const newcomerSignsUpAndAccepts = async ({ page, baseURL, language, origin, team, bob }: Story, link: string) => {
  await signOut(page, origin);
  await signUpFromInvitation(page, baseURL, language, onSite(origin, link), bob);
  await signInThroughForm(page, baseURL, language, bob.username, bob.password);
  await expect(page).toHaveURL(/\/center\/team\/accept\?token=/);
  await axeClean(page);
  await page.getByRole('button', { name: teamText[language].accept }).click();
  await expect(teamCard(page, team)).toBeVisible();
  return apiSignIn(baseURL, bob);
};

/** 3. On the seat table the owner gives one seat to each member (the seats are the owner's until then). */
const ownerAssignsSeats = async ({ page, baseURL, language, ownerToken, ada, bob }: Story, teamId: string, [adaSeat, bobSeat]: string[]) => {
  await openSignedIn(page, baseURL, language, `/center/team/${teamId}/seats`, ownerToken);
  for (const [seat, member] of [
    [adaSeat!, ada.username],
    [bobSeat!, bob.username],
  ] as const) {
    await expect(await reassignSeat(page, language, seat, member)).toBeHidden();
    await expect(seatRow(page, seat)).toContainText(member);
  }
  await axeClean(page);
};

/** 3. A member generates their seat in licence management (the real dialog) for their own MID; answers the MID. */
const memberGenerates = async ({ page, baseURL, language, width, team }: Story, token: string, seat: string) => {
  await openSignedIn(page, baseURL, language, '/center/licenseManagement', token);
  await expect(licenseRow(page, language, seat)).toContainText(teamText[language].tag(team));
  const mid = await generateInPage(page, language, seat, newMid());
  await axeClean(page);
  await page.screenshot({ path: shot(`story-generated-${seat}`, language, width), fullPage: true });
  expect(await validate(baseURL, seat, mid)).toMatchObject({ valid: true });
  return mid;
};

/** 4. The owner reassigns the existing account's generated seat to the newcomer: the old file is released. */
const ownerReassignsGeneratedSeat = async ({ page, baseURL, language, ownerToken, bob }: Story, teamId: string, seat: string, oldMid: string) => {
  const t = seatTexts[language];
  await openSignedIn(page, baseURL, language, `/center/team/${teamId}/seats`, ownerToken);
  await expect(seatRow(page, seat)).toContainText(oldMid);
  await expect(await reassignSeat(page, language, seat, bob.username)).toBeHidden();
  await expect(toast(page, 'success')).toContainText(t.reassigned);
  await expect(seatRow(page, seat)).toContainText(bob.username);
  await expect(seatRow(page, seat)).toContainText(t.notGenerated);
  await axeClean(page);
  // the desktop client's validate refuses the old machine's file
  expect(await validate(baseURL, seat, oldMid)).toMatchObject({ valid: false, state: 'released' });
};

/** A graph call that may be refused: its data and errors as they come. */
const graphAnswer = async (baseURL: string, token: string, query: string, variables: Record<string, unknown>) => {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
};

let calls = 0;
/** A REST call to the upstream as the holder of `token` (each from an address of its own, clear of per-address limits). */
const rest = async (baseURL: string, token: string, path: string, body?: unknown) => {
  const n = ++calls;
  const response = await fetch(`${upstreamOf(baseURL)}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': `10.250.${(n >> 8) & 255}.${n & 255}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { statusCode: number; data: unknown } };
};

const SEEN = `query ($a: ID!, $b: ID!) {
  a: license(id: $a) { id mid history { kind } }
  b: license(id: $b) { id mid history { kind } }
  licenses(page: 1, size: 100) { total }
  orders(page: 1, size: 50) { total items { orderNo } }
}`;

/** 5. What a member may read of licences and orders, through the graph and through REST. */
const readable = async (baseURL: string, token: string, [first, second]: string[], orderNo: string) => {
  const graph = await graphAnswer(baseURL, token, SEEN, { a: first, b: second });
  const order = await graphAnswer(baseURL, token, 'query ($no: ID!) { order(orderNo: $no) { orderNo } }', { no: orderNo });
  return {
    graph,
    order,
    detail: await rest(baseURL, token, `/license/detail?license_id=${first}`),
    history: await rest(baseURL, token, '/license/history', { license_ids: [Number(first), Number(second)] }),
    orders: await rest(baseURL, token, '/order/list'),
    orderDetail: await rest(baseURL, token, `/order/detail?order_no=${orderNo}`),
  };
};

/** 5. The existing account, now holding no seat, reads neither seat the newcomer holds nor the team's order; the newcomer reads his own. */
const memberReadsNothingElse = async ({ baseURL, adaToken, ada }: Story, bobToken: string, bobSeats: string[], orderNo: string) => {
  const adaSees = await readable(baseURL, adaToken, bobSeats, orderNo);
  expect(adaSees.graph.errors).toBeUndefined();
  expect(adaSees.graph.data).toEqual({ a: null, b: null, licenses: { total: 0 }, orders: { total: 0, items: [] } });
  expect(adaSees.order.data).toEqual({ order: null });
  expect(adaSees.order.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
  expect(adaSees.detail).toMatchObject({ status: 404, body: { statusCode: 404, data: null } });
  expect(adaSees.history).toMatchObject({ status: 200, body: { statusCode: 200, data: [] } });
  expect(adaSees.orders).toMatchObject({ status: 200, body: { statusCode: 200, data: { total: 0, lists: [] } } });
  expect(adaSees.orderDetail).toMatchObject({ status: 404, body: { statusCode: 404, data: null } });
  const adaTeam = (await teamsOf(baseURL, adaToken))[0]!;
  expect(adaTeam.members.map((m) => m.username)).toEqual([ada.username]);
  expect(adaTeam.seats).toEqual([]);
  // the same calls answer the newcomer his seats (so the refusals above are the member's, not the calls'), and no order
  const bobSees = await readable(baseURL, bobToken, bobSeats, orderNo);
  expect(bobSees.graph.data).toMatchObject({ a: { id: bobSeats[0] }, b: { id: bobSeats[1] }, licenses: { total: 2 }, orders: { total: 0 } });
  expect(bobSees.detail).toMatchObject({ status: 200, body: { data: { id: Number(bobSeats[0]) } } });
  expect((bobSees.history.body.data as unknown[]).length).toBe(2);
  expect(bobSees.orders.body).toMatchObject({ data: { total: 0 } });
  expect(bobSees.orderDetail.status).toBe(404);
};

/** The text of a PDF as a reader extracts it (pdfjs-dist), all pages. */
const pdfText = async (bytes: Uint8Array) => {
  const document = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= document.numPages; n++) for (const item of (await (await document.getPage(n)).getTextContent()).items) if ('str' in item) parts.push(item.str);
  await document.destroy();
  return parts.join('');
};

/** 6. Three seats due for renewal, selected on the seat table, "Renew selected", paid: one order extends all three. */
const ownerRenewsThree = async ({ page, baseURL, language, width, origin, ownerToken }: Story, teamId: string, seats: string[], three: string[]) => {
  for (const id of three) await endLicenseIn(baseURL, id, 10);
  const endOf = async () => new Map((await teamSeats(baseURL, ownerToken, teamId)).map((seat) => [seat.license.id, seat.license.expiredAt]));
  const before = await endOf();
  const ordersBefore = (await teamOrdersOf(baseURL, ownerToken)).length;
  const t = seatTexts[language];
  await openSignedIn(page, baseURL, language, `/center/team/${teamId}/seats`, ownerToken);
  for (const id of three) await page.getByRole('checkbox', { name: t.select(id) }).click();
  await page.getByRole('link', { name: t.renewSelected }).click();
  const orderNo = await payRenewal(page, language, three);
  await expect(page).toHaveURL(new RegExp(`/buy/payResultSuccess/0\\?orderNo=${orderNo}`), { timeout: 20_000 });
  const after = await endOf();
  for (const id of three) expect(Date.parse(after.get(id)!)).toBeGreaterThan(Date.parse(before.get(id)!) + 80 * DAY);
  for (const id of seats.filter((s) => !three.includes(s))) expect(after.get(id)).toBe(before.get(id));
  const orders = await teamOrdersOf(baseURL, ownerToken);
  expect(orders).toHaveLength(ordersBefore + 1);
  expect(orders[0]).toMatchObject({ orderNo, quantity: 3, renewedLicenseIds: three });
  // one receipt, naming the three
  await page.goto(`${origin}/center/orderManagement`);
  const download = await downloadBy(page, orderRow(page, language, orderNo).getByRole('button', { name: afterSale[language].receipt(orderNo) }));
  const receipt = await pdfText(new Uint8Array(await readFile((await download.path())!)));
  // the PDF's text breaks a long line of its table where the cell wraps, so compare without white space
  const words = language === 'zh' ? `授权 ${three.join('、')} 续费` : `Renewal of licenses ${three.join(', ')}`;
  expect(receipt.replace(/\s+/g, '')).toContain(words.replace(/\s+/g, ''));
  await page.screenshot({ path: shot('story-renewed', language, width), fullPage: true });
  await noSidewaysScroll(page);
};

for (const { language, width, height } of screens) {
  test(`a team's story: five seats bought, two people invited and seated, a seat reassigned, nothing leaks, three renewed in one order (${language}, ${width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height });
    const s = await cast(page, baseURL!, language, width);
    const { orderNo, teamId, seats } = await ownerBuysFiveSeats(s);
    const link = await ownerInvitesAndAccountAccepts(s);
    const bobToken = await newcomerSignsUpAndAccepts(s, link);
    const [adaSeat, bobSeat, ownerSeat] = seats as [string, string, string];
    await ownerAssignsSeats(s, teamId, [adaSeat, bobSeat]);
    const adaMid = await memberGenerates(s, s.adaToken, adaSeat);
    await memberGenerates(s, bobToken, bobSeat);
    await ownerReassignsGeneratedSeat(s, teamId, adaSeat, adaMid);
    // the new holder generates it for his machine: his file is valid, the old one still refused
    const bobMid = await generateFor(baseURL!, bobToken, adaSeat);
    expect(await validate(baseURL!, adaSeat, bobMid)).toMatchObject({ valid: true });
    expect(await validate(baseURL!, adaSeat, adaMid)).toMatchObject({ valid: false });
    await memberReadsNothingElse(s, bobToken, [adaSeat, bobSeat], orderNo);
    await generateFor(baseURL!, s.ownerToken, ownerSeat);
    await ownerRenewsThree(s, teamId, seats, [adaSeat, bobSeat, ownerSeat]);
  });
}
