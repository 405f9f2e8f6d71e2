import type { Page } from '@playwright/test';
import { apiSignIn, confirmTransfer, createAccount, expect, freshAccount, originOf, placeOrder, signInThroughForm, storeSession, test, type Language } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import { generateInPage, licenseRow, openSignedIn } from './center.ts';
import { licensesOf, newMid, noSidewaysScroll, screens, validate } from './license-after-sale.ts';
import { acceptAs, assignSeat, createTeam, invitationLinkFromOutbox, inviteFromPage, signUpFromInvitation, teamCard, teamsOf, teamText } from './team.ts';

// Teams (issue #34) through their screens: an owner creates a team, invites an existing account and a new one (who
// signs up from the link), withdraws an invitation, changes a role and removes a member; a member sees only themselves
// and their own seat, tagged with the team in licence management, and generates it for their own machine.

const other = (language: Language): Language => (language === 'zh' ? 'en' : 'zh');
const shot = (name: string, language: Language, width: number) => `/tmp/shots-34a/${name}-${language}-${width}.png`;
/** The same path and query on the language's site (a mail in the other language links to the other site). */
const onSite = (origin: string, link: string) => `${origin}${new URL(link).pathname}${new URL(link).search}`;

const signOut = async (page: Page, origin: string) => {
  await page.goto(`${origin}/agreement`);
  await page.evaluate(() => localStorage.removeItem('token'));
};

/** What the steps of one run share: the screen, the people, the team. */
const story = async (page: Page, baseURL: string, language: Language, width: number) => {
  const t = teamText[language];
  const origin = originOf(baseURL, language);
  const owner = await createAccount(baseURL, language);
  const ownerToken = await apiSignIn(baseURL, owner);
  await confirmTransfer(baseURL, await placeOrder(baseURL, ownerToken, { licenseTypeId: '13', paymentType: 'COMPANY_PAY', quantity: 2, period: 12 }));
  const ada = await createAccount(baseURL, language);
  const adaToken = await apiSignIn(baseURL, ada);
  const bob = freshAccount();
  // each is invited at an address of its own: an address has one mail a minute, and theirs just had the activation
  // mail (any account may accept an invitation)
  const [adaInvited, bobInvited, carl] = [freshAccount().email, freshAccount().email, freshAccount().email];
  const team = `Acme ${language} ${width} ${Date.now().toString(36)}`;
  return { page, baseURL, language, width, t, origin, ownerToken, ada, adaToken, bob, adaInvited, bobInvited, carl, team, card: teamCard(page, team) };
};
type Story = Awaited<ReturnType<typeof story>>;

/** The owner: the Team tab, a team, three invitations (one in the other language), one withdrawn, licenses added. */
const ownerInvites = async ({ page, baseURL, language, width, t, ownerToken, adaInvited, bobInvited, carl, team, card }: Story) => {
  await openSignedIn(page, baseURL, language, '/center/team', ownerToken);
  await expect(page.getByRole('link', { name: t.tab, exact: true })).toHaveAttribute('aria-current', 'page');
  await createTeam(page, language, team);
  await inviteFromPage(page, language, team, adaInvited, 'member', language);
  await inviteFromPage(page, language, team, bobInvited, 'member', language);
  await inviteFromPage(page, language, team, carl, 'manager', other(language));
  await card.getByRole('button', { name: t.addLicences }).click();
  const adding = page.getByRole('dialog');
  const owned = await licensesOf(baseURL, ownerToken);
  for (const license of owned) await adding.getByRole('checkbox', { name: t.licence(license.id) }).check();
  await adding.getByRole('button', { name: t.addConfirm }).click();
  await expect(adding).toBeHidden();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('team-owner', language, width), fullPage: true });
  await card.getByRole('button', { name: t.withdraw(carl) }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.withdrawConfirm, exact: true }).click();
  await expect(card.getByTestId('team-invitation').filter({ hasText: carl })).toHaveCount(0);
  return owned;
};

/** The mails, each in the language chosen with a token= link; the existing account accepts, the withdrawn link is refused. */
const existingAccountAccepts = async ({ page, baseURL, language, t, origin, adaToken, adaInvited, bobInvited, carl, team }: Story) => {
  const adaMail = await invitationLinkFromOutbox(baseURL, adaInvited);
  const bobMail = await invitationLinkFromOutbox(baseURL, bobInvited);
  const carlMail = await invitationLinkFromOutbox(baseURL, carl);
  expect(adaMail.subject).toContain(t.subject(team));
  expect(carlMail.subject).toContain(teamText[other(language)].subject(team));
  await storeSession(page, origin, adaToken);
  await acceptAs(page, language, onSite(origin, adaMail.link), team);
  await page.goto(onSite(origin, carlMail.link));
  await page.getByRole('button', { name: t.accept }).click();
  await expect(page.getByRole('alert')).toContainText(t.invalid);
  return bobMail.link;
};

/** A newcomer: the link explains, sign up, activate, sign in, and back to the invitation to accept it. */
const newcomerAccepts = async ({ page, baseURL, language, width, t, origin, bob, team }: Story, link: string) => {
  await signOut(page, origin);
  await page.goto(onSite(origin, link));
  await expect(page.getByRole('main').getByRole('link', { name: t.signUp, exact: true })).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('accept-signed-out', language, width), fullPage: true });
  await signUpFromInvitation(page, baseURL, language, onSite(origin, link), bob);
  await signInThroughForm(page, baseURL, language, bob.username, bob.password);
  await expect(page).toHaveURL(/\/center\/team\/accept\?token=/);
  await page.screenshot({ path: shot('accept-signed-in', language, width), fullPage: true });
  await page.getByRole('button', { name: t.accept }).click();
  await expect(teamCard(page, team)).toBeVisible();
};

/** The owner makes ada a manager, then removes her (the graph no longer shows her the team); a seat goes to bob. */
const ownerChangesAndRemoves = async ({ page, baseURL, language, t, origin, ownerToken, ada, adaToken, bob, card }: Story, seat: string) => {
  await signOut(page, origin);
  await openSignedIn(page, baseURL, language, '/center/team', ownerToken);
  await card.getByRole('button', { name: t.changeRole(ada.username) }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.changeRoleConfirm, exact: true }).click();
  await expect(card.getByTestId('team-member').filter({ hasText: ada.username })).toContainText(t.manager);
  await card.getByRole('button', { name: t.remove(ada.username) }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.removeConfirm, exact: true }).click();
  await expect(card.getByTestId('team-member').filter({ hasText: ada.username })).toHaveCount(0);
  expect(await teamsOf(baseURL, adaToken)).toEqual([]);
  const bobId = (await teamsOf(baseURL, ownerToken))[0]!.members.find((m) => m.username === bob.username)!.id;
  await assignSeat(baseURL, ownerToken, seat, bobId);
};

/** Bob sees the team with only himself and his seat (the graph says so too), tagged in license management, and generates it. */
const memberUsesSeat = async ({ page, baseURL, language, width, t, origin, bob, team, card }: Story, seat: string) => {
  const bobToken = await apiSignIn(baseURL, bob);
  await openSignedIn(page, baseURL, language, '/center/team', bobToken);
  await expect(card.getByTestId('team-member')).toHaveCount(1);
  await expect(card.getByTestId('team-member')).toContainText(bob.username);
  // the seats column: his one seat
  await expect(card.getByTestId('team-member').locator('td').nth(3)).toHaveText(seat);
  await expect(card.getByLabel(t.email, { exact: true })).toHaveCount(0);
  const seen = (await teamsOf(baseURL, bobToken))[0]!;
  expect(seen.members.map((m) => m.username)).toEqual([bob.username]);
  expect(seen.seats.map((s) => s.license.id)).toEqual([seat]);
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: shot('team-member', language, width), fullPage: true });
  await page.goto(`${origin}/center/licenseManagement`);
  await expect(licenseRow(page, language, seat)).toContainText(t.tag(team));
  const mid = await generateInPage(page, language, seat, newMid());
  expect((await validate(baseURL, seat, mid)).valid).toBe(true);
  await page.screenshot({ path: shot('licenses-member', language, width), fullPage: true });
};

for (const { language, width, height } of screens) {
  test(`a team: create, invite an account and a newcomer, withdraw, change a role, remove; a member sees only their seat (${language}, ${width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height });
    const s = await story(page, baseURL!, language, width);
    const owned = await ownerInvites(s);
    const link = await existingAccountAccepts(s);
    await newcomerAccepts(s, link);
    await ownerChangesAndRemoves(s, owned[0]!.id);
    await memberUsesSeat(s, owned[0]!.id);
  });
}
