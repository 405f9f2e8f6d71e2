import { choose, expect, test } from './fixtures.ts';
import { downloadBy, openSignedIn, readDownload, toast } from './center.ts';
import { noSidewaysScroll, screens, validate } from './license-after-sale.ts';
import { reassignSeat, seatRow, seatTable, seatTeam, seatTexts, smallTeam } from './team-seats.ts';

// The seat table (issue #34, item 4) at /center/team/:teamId/seats: each screen gets its own team (made through the
// graph), since reassigning changes it.

for (const { language, width, height } of screens) {
  test(`the seat table: rows, filter, unused marks, CSV, reassigning a generated seat and a refusal (${language}, ${width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const t = seatTexts[language];
    const team = await seatTeam(baseURL!, language);
    const [first, second] = team.members.map((m) => m.account.username);
    await page.setViewportSize({ width, height });
    await openSignedIn(page, baseURL!, language, `/center/team/${team.teamId}/seats`, team.owner.token);

    // every seat, its holder and machine; the one last validated 40 days ago marked unused
    await expect(seatTable(page, language).locator('tbody tr')).toHaveCount(4);
    await expect(seatRow(page, team.unused.id)).toContainText(first!);
    await expect(seatRow(page, team.unused.id)).toContainText(team.unused.mid);
    await expect(seatRow(page, team.used.id)).toContainText(second!);
    await expect(seatRow(page, team.free)).toContainText(t.notGenerated);
    await expect(seatRow(page, team.unused.id)).toContainText(t.unused(30));
    await expect(seatRow(page, team.used.id)).not.toContainText(t.unused(30));
    await noSidewaysScroll(page);

    // more days than it has been unused: no mark
    await page.getByLabel(t.days).fill('50');
    await expect(seatRow(page, team.unused.id)).not.toContainText(t.unused(50));
    await page.getByLabel(t.days).fill('30');

    // filters: a member's seats; the seats not generated
    await choose(page, t.member, second!);
    await expect(seatTable(page, language).locator('tbody tr')).toHaveCount(1);
    await expect(seatRow(page, team.used.id)).toBeVisible();
    await choose(page, t.member, t.allMembers);
    await choose(page, t.state, t.notGenerated);
    await expect(seatTable(page, language).locator('tbody tr')).toHaveCount(1);
    await expect(seatRow(page, team.free)).toBeVisible();

    // the seats ending within 30 days; selected, both renewable and of one edition, they are renewed in one order
    await choose(page, t.state, t.expiring);
    await expect(seatTable(page, language).locator('tbody tr')).toHaveCount(2);
    await choose(page, t.state, t.all);
    await page.getByRole('checkbox', { name: t.select(team.used.id) }).click();
    await page.getByRole('checkbox', { name: t.select(team.stuck) }).click();
    await expect(page.getByRole('link', { name: t.renewSelected })).toHaveAttribute('href', `/buy/orderForm/13/0?renew=${team.used.id},${team.stuck}`);
    // a seat not due for renewal in the selection: no link
    await page.getByRole('checkbox', { name: t.select(team.free) }).click();
    await expect(page.getByRole('link', { name: t.renewSelected })).toHaveCount(0);
    await page.getByRole('checkbox', { name: t.select(team.free) }).click();

    // the CSV holds the filtered rows: the unused one
    await choose(page, t.state, t.unusedState);
    await expect(seatTable(page, language).locator('tbody tr')).toHaveCount(1);
    const csv = (await readDownload(await downloadBy(page, page.getByRole('button', { name: t.exportCsv })))).trim().split('\r\n');
    expect(csv[0]).toBe(t.csvHeader);
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`${first},${team.unused.id},${team.unused.mid},`);
    await choose(page, t.state, t.all);

    // reassigning a generated seat: told its machine is cut off and that it is a move; the old file is then released
    const dialog = await reassignSeat(page, language, team.unused.id, second!);
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'success')).toContainText(t.reassigned);
    await expect(seatRow(page, team.unused.id)).toContainText(second!);
    await expect(seatRow(page, team.unused.id)).toContainText(t.notGenerated);
    expect(await validate(baseURL!, team.unused.id, team.unused.mid)).toMatchObject({ valid: false, state: 'released' });

    // a seat whose moves are used: the server's refusal is shown, and nothing changes
    await seatRow(page, team.stuck).getByRole('button', { name: t.reassign(team.stuck) }).click();
    const refusing = page.getByRole('dialog', { name: t.reassignTitle(team.stuck) });
    await expect(refusing).toContainText(t.movesWarning);
    await choose(page, t.newHolder, first!);
    await refusing.getByRole('button', { name: t.confirm, exact: true }).click();
    await expect(refusing.getByRole('alert')).toContainText(t.movesUsed);
    await expect(seatRow(page, team.stuck)).toContainText(team.owner.account.username);
    await page.screenshot({ path: test.info().outputPath(`seat-refusal-${language}-${width}.png`) });
    await noSidewaysScroll(page);
  });

  test(`a member opening the seat table is told it is not theirs to see (${language}, ${width} px)`, async ({ page, baseURL }) => {
    const team = await smallTeam(baseURL!, language);
    await page.setViewportSize({ width, height });
    await openSignedIn(page, baseURL!, language, `/center/team/${team.teamId}/seats`, team.member.token);
    await expect(page.getByRole('status')).toContainText(seatTexts[language].membersOnly);
    await expect(seatTable(page, language)).toHaveCount(0);
  });
}
