import type { Page } from '@playwright/test';
import { text as accountText } from './accounts.ts';
import { choose, expect, graphWith, mailTo, signInText, solveCaptcha, type Account, type Language } from './fixtures.ts';

// Teams (issue #34) through their screens: what a spec needs to create a team, invite, accept and check a seat. Kept
// apart from team.spec.ts so a later end-to-end story (buy seats, invite, reassign) can reuse them.

/** The team screens' texts (client/src/locales/*, upstream/src/teams/messages.ts). */
export const teamText = {
  zh: {
    tab: '团队',
    teamName: '团队名称',
    create: '创建团队',
    createForm: '创建团队',
    email: '邮箱',
    role: '角色',
    mailLanguage: '邮件语言',
    invite: '邀请',
    owner: '所有者',
    manager: '管理员',
    member: '成员',
    languageName: { zh: '中文', en: 'English' },
    sent: (email: string) => `已向 ${email} 发送邀请`,
    accept: '接受邀请',
    signUp: '注册',
    signInLink: '登录',
    joined: (team: string) => `您已加入 ${team}`,
    withdraw: (email: string) => `撤回发给 ${email} 的邀请`,
    withdrawConfirm: '撤回',
    changeRole: (name: string) => `更改 ${name} 的角色`,
    changeRoleConfirm: '更改角色',
    remove: (name: string) => `移除 ${name}`,
    removeConfirm: '移除',
    addLicences: '将我的许可证添加到团队',
    addConfirm: '添加到团队',
    licence: (id: string) => new RegExp(`^许可证 ${id}，`),
    tag: (team: string) => `团队：${team}`,
    invalid: '该邀请链接无效',
    you: '（您）',
    subject: (team: string) => `邀请您加入潮望团队 ${team}`,
  },
  en: {
    tab: 'Team',
    teamName: 'Team name',
    create: 'Create team',
    createForm: 'Create a team',
    email: 'Email',
    role: 'Role',
    mailLanguage: 'Language of the mail',
    invite: 'Invite',
    owner: 'Owner',
    manager: 'Manager',
    member: 'Member',
    languageName: { zh: 'Chinese', en: 'English' },
    sent: (email: string) => `Invitation sent to ${email}`,
    accept: 'Accept the invitation',
    signUp: 'Sign up',
    signInLink: 'Sign in',
    joined: (team: string) => `You joined ${team}`,
    withdraw: (email: string) => `Withdraw the invitation to ${email}`,
    withdrawConfirm: 'Withdraw',
    changeRole: (name: string) => `Change the role of ${name}`,
    changeRoleConfirm: 'Change role',
    remove: (name: string) => `Remove ${name}`,
    removeConfirm: 'Remove',
    addLicences: 'Add my licenses to the team',
    addConfirm: 'Add to the team',
    licence: (id: string) => new RegExp(`^License ${id}, `),
    tag: (team: string) => `Team: ${team}`,
    invalid: 'This invitation link is not valid',
    you: '(you)',
    subject: (team: string) => `invites you to the team ${team} on Tidewatch`,
  },
} as const;

/** The card of a team on /center/team (a region named by the team). */
export const teamCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Creates a team with the form of /center/team (the page open), and waits for its card. */
export const createTeam = async (page: Page, language: Language, name: string) => {
  const t = teamText[language];
  const form = page.getByRole('form', { name: t.createForm, exact: true });
  await form.getByLabel(t.teamName, { exact: true }).fill(name);
  await form.getByRole('button', { name: t.create, exact: true }).click();
  await expect(teamCard(page, name)).toBeVisible();
};

/** Invites `email` from the team's card with the role and the mail's language chosen, and waits for it to be listed. */
export const inviteFromPage = async (page: Page, language: Language, team: string, email: string, role: 'manager' | 'member', mailLanguage: Language) => {
  const t = teamText[language];
  const card = teamCard(page, team);
  await card.getByLabel(t.email, { exact: true }).fill(email);
  await choose(page, t.role, t[role]);
  await choose(page, t.mailLanguage, t.languageName[mailLanguage]);
  await card.getByRole('button', { name: t.invite, exact: true }).click();
  await expect(card.getByTestId('team-invitation').filter({ hasText: email })).toBeVisible();
};

/** The link of the newest team invitation mailed to `email` (GET /dev/outbox), and the mail. */
export const invitationLinkFromOutbox = async (baseURL: string, email: string) => {
  const mail = await mailTo(baseURL, email, '/center/team/accept');
  expect(new URL(mail.link).searchParams.get('token')).toMatch(/.{20,}/);
  return mail;
};

/** Opens the invitation link signed in (the session already stored) and accepts: the team page follows. */
export const acceptAs = async (page: Page, language: Language, link: string, team: string) => {
  const t = teamText[language];
  await page.goto(link);
  await page.getByRole('button', { name: t.accept }).click();
  await expect(page).toHaveURL(/\/center\/team$/);
  await expect(teamCard(page, team)).toBeVisible();
};

/** From the invitation link, not signed in: sign up, activate by mail, sign in, and land back on the accept page. */
export const signUpFromInvitation = async (page: Page, baseURL: string, language: Language, link: string, account: Account) => {
  const t = teamText[language];
  const a = accountText[language];
  await page.goto(link);
  await page.getByRole('main').getByRole('link', { name: t.signUp, exact: true }).click();
  const form = page.getByRole('form', { name: a.signUp });
  await form.getByLabel(a.username, { exact: true }).fill(account.username);
  await form.getByLabel(a.email, { exact: true }).fill(account.email);
  await form.getByLabel(a.password, { exact: true }).fill(account.password);
  await form.getByLabel(a.confirmPassword, { exact: true }).fill(account.password);
  await solveCaptcha(page, baseURL, form.getByLabel(signInText[language].code, { exact: true }));
  await form.getByRole('checkbox', { name: signInText[language].agreement }).check();
  await form.getByRole('button', { name: a.signUp, exact: true }).click();
  await expect(page).toHaveURL(/\/activate\/mail$/);
  const { link: activation } = await mailTo(baseURL, account.email, '/activate/result');
  await page.goto(activation);
  // the activation page counts down to sign-in, which comes back to the invitation
  await expect(page).toHaveURL(/\/signIn\?redirect=/);
};

/** The graph's view of the caller's teams (to check what the server gives, not only what the page shows). */
export const teamsOf = async (baseURL: string, token: string) =>
  (
    await graphWith<{ teams: { id: string; name: string; role: string; members: { id: string; username: string }[]; seats: { license: { id: string }; member: { id: string } }[] }[] }>(
      baseURL,
      token,
      '{ teams { id name role members { id username } seats { license { id } member { id } } } }',
    )
  ).teams;

/** Assigns a seat through the graph (the seat table is another screen). */
export const assignSeat = (baseURL: string, token: string, licenseId: string, memberId: string) =>
  graphWith(baseURL, token, 'mutation ($l: ID!, $m: ID!) { assignSeat(licenseId: $l, memberId: $m) { member { id } } }', { l: licenseId, m: memberId });
