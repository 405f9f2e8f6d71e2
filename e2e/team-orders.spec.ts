import { apiSignIn, createAccount, expect, test } from './fixtures.ts';
import { openSignedIn, orderRow } from './center.ts';
import { endLicenseIn, generateFor, licensesOf, noSidewaysScroll, screens } from './license-after-sale.ts';
import { buySeatsForTeam, createTeam, renewSeats, seatsBoughtFor, teamOrdersOf, teamSeats, teamTexts } from './team-orders.ts';

// Issue #34, items 3 and 5: an owner buys seats for their team on the order form ("For: Team …"), and renews three
// of the team's seats in one order from paths.renewSeats (what the seat table's "Renew selected" opens). Red Team
// (13): Blue Team Enterprise is sold by quote, not on the order form.
const RED_TEAM = 13;
const DAY = 86_400_000;

/** A new buyer's token, signed in through the upstream. */
const newBuyer = async (baseURL: string, language: 'zh' | 'en') => apiSignIn(baseURL, await createAccount(baseURL, language));

for (const { language, width, height } of screens) {
  test(`five seats bought for a team on the order form are the team's, held by the buyer, and the order list names the team (${language}, ${width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    const token = await newBuyer(baseURL!, language);
    const team = await createTeam(baseURL!, token, `Blue Team ${language} ${width}`);
    await openSignedIn(page, baseURL!, language, '/center/orderManagement', token);

    const orderNo = await buySeatsForTeam(page, language, team.name, RED_TEAM, 5);
    const seats = await teamSeats(baseURL!, token, team.id);
    expect(seats).toHaveLength(5);
    expect(new Set(seats.map((seat) => seat.member.id)).size).toBe(1);

    await page.goto(`${new URL(page.url()).origin}/center/orderManagement`);
    await expect(orderRow(page, language, orderNo)).toContainText(teamTexts[language].team(team.name));
    await page.screenshot({ path: test.info().outputPath(`team-order-${language}-${width}.png`), fullPage: true });
    await noSidewaysScroll(page);
  });

  test(`three of a team's seats are renewed by one order, each extended (${language}, ${width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    const token = await newBuyer(baseURL!, language);
    const team = await createTeam(baseURL!, token, `Renewing Team ${language} ${width}`);
    await seatsBoughtFor(baseURL!, token, team.id, 4);
    const all = (await teamSeats(baseURL!, token, team.id)).map((seat) => seat.license.id);
    const three = all.slice(0, 3);
    for (const id of three) {
      await generateFor(baseURL!, token, id);
      await endLicenseIn(baseURL!, id, 10);
    }
    const endOf = async () => new Map((await licensesOf(baseURL!, token)).map((license) => [license.id, license.expiredAt]));
    const before = await endOf();
    const ordersBefore = (await teamOrdersOf(baseURL!, token)).length;
    await openSignedIn(page, baseURL!, language, '/center/orderManagement', token);

    const orderNo = await renewSeats(page, language, RED_TEAM, three);
    await expect(page).toHaveURL(new RegExp(`/buy/payResultSuccess/0\\?orderNo=${orderNo}`), { timeout: 20_000 });
    const after = await endOf();
    for (const id of three) expect(Date.parse(after.get(id)!)).toBeGreaterThan(Date.parse(before.get(id)!) + 80 * DAY);
    expect(after.get(all[3]!)).toBe(before.get(all[3]!));
    const orders = await teamOrdersOf(baseURL!, token);
    expect(orders).toHaveLength(ordersBefore + 1);
    expect(orders[0]).toMatchObject({ orderNo, quantity: 3, renewedLicenseIds: [...three].sort((a, b) => Number(a) - Number(b)) });
    await page.screenshot({ path: test.info().outputPath(`team-renewal-${language}-${width}.png`), fullPage: true });
    await noSidewaysScroll(page);
  });
}
