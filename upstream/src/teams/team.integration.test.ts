import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation, Team } from '../../../contract/index.ts';
import { DAY } from '../domain/clock.ts';
import { freshAccount, lastMailTo, outbox, tokenOf } from '../testing/accounts.ts';
import { startTestUpstream, type TestUpstream } from '../testing/api.ts';
import { buyer, type Buyer } from '../testing/orders.ts';

let t: TestUpstream;
let owner: Buyer;
beforeAll(async () => {
  t = await startTestUpstream();
  owner = await buyer(t);
});
afterAll(() => t.close());

const create = async (b: Buyer, name = 'Blue Team Ltd') => (await b.post<Team>('/team/create', { name })).body.data;
const invite = (b: Buyer, body: Record<string, unknown>) => b.post<Invitation>('/team/invite', body);
const accept = (b: Buyer, token: string) => b.post<Team>('/team/invitation/accept', { token });
const teams = async (b: Buyer) => (await b.get<Team[]>('/team/list')).body.data;
/** Invites a fresh address and answers the mailed link's token. */
const invitedToken = async (teamId: number, role = 'member') => {
  const { email } = freshAccount('invitee');
  expect((await invite(owner, { team_id: teamId, email, role })).body.statusCode).toBe(200);
  return tokenOf((await lastMailTo(t, email)).links[0]!);
};

describe('a team', () => {
  it('is created with its creator as owner', async () => {
    const team = await create(owner, 'Acme SOC');
    expect(team).toMatchObject({ name: 'Acme SOC', role: 'owner', members: [{ id: owner.account.id, username: owner.account.username, role: 'owner' }], seats: [], invitations: [] });
    expect((await teams(owner)).map((x) => x.id)).toContain(team.id);
  });

  it('refuses an empty name in the request language', async () => {
    const { body } = await owner.post('/team/create', { name: '  ' });
    expect(body).toMatchObject({ statusCode: 400, messages: 'Please enter a team name' });
  });
});

describe('invitations', () => {
  it('are mailed in the language the inviter chose, with a link carrying token=', async () => {
    const team = await create(owner);
    const { email } = freshAccount('zh');
    const { body } = await invite(owner, { team_id: team.id, email, locale: 'zh' });
    expect(body.data).toMatchObject({ email, role: 'member', locale: 'zh' });
    const mail = await lastMailTo(t, email);
    expect(mail.subject).toContain('邀请您加入潮望团队');
    expect(mail.links[0]).toMatch(/\/center\/team\/accept\?token=[\w-]{43}$/);
    expect(await t.upstream.db.selectFrom('team_invitation').select('token_hash').where('id', '=', body.data.id).executeTakeFirstOrThrow()).not.toEqual({ token_hash: tokenOf(mail.links[0]!) });
  });

  it('answer the same whether or not the address has an account', async () => {
    const team = await create(owner);
    const other = await buyer(t);
    const stranger = freshAccount('nobody');
    t.clock.advance(61 * 1000); // past the one-a-minute limit of mail to the address, which its activation mail used
    const known = (await invite(owner, { team_id: team.id, email: other.account.email })).body;
    const unknown = (await invite(owner, { team_id: team.id, email: stranger.email })).body;
    const shape = (b: typeof known) => ({ statusCode: b.statusCode, messages: b.messages, keys: Object.keys(b.data).sort(), role: b.data.role });
    expect(shape(known)).toEqual(shape(unknown));
  });

  it('are accepted once by a signed-in account, which joins with the invited role', async () => {
    const team = await create(owner);
    const token = await invitedToken(team.id, 'manager');
    const joiner = await buyer(t);
    expect((await accept(joiner, token)).body.data).toMatchObject({ id: team.id, role: 'manager' });
    const again = await buyer(t);
    expect((await accept(again, token)).body).toMatchObject({ statusCode: 400, messages: expect.stringContaining('not valid') });
  });

  it('are listed while pending, and a withdrawn one is refused', async () => {
    const team = await create(owner);
    const { email } = freshAccount('withdrawn');
    const invitation = (await invite(owner, { team_id: team.id, email })).body.data;
    expect((await teams(owner)).find((x) => x.id === team.id)!.invitations).toEqual([expect.objectContaining({ id: invitation.id, email })]);
    expect((await owner.post('/team/invitation/withdraw', { invitation_id: invitation.id })).body.statusCode).toBe(200);
    expect((await teams(owner)).find((x) => x.id === team.id)!.invitations).toEqual([]);
    expect((await accept(await buyer(t), tokenOf((await lastMailTo(t, email)).links[0]!))).body.statusCode).toBe(400);
  });

  it('are rate limited per inviter, also under parallel requests', async () => {
    const inviter = await buyer(t);
    const team = await create(inviter);
    const answers = await Promise.all(Array.from({ length: 24 }, () => invite(inviter, { team_id: team.id, email: freshAccount('flood').email })));
    const codes = answers.map((a) => a.body.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    const mails = (await outbox(t)).filter((m) => m.to.startsWith('flood.'));
    expect(mails.length).toBeGreaterThanOrEqual(20);
  });
});

describe('roles', () => {
  it('a member cannot invite (403)', async () => {
    const team = await create(owner);
    const member = await buyer(t);
    await accept(member, await invitedToken(team.id));
    expect((await invite(member, { team_id: team.id, email: freshAccount().email })).body.statusCode).toBe(403);
  });

  it('a stranger cannot read or invite to the team (404, and it is not in their list)', async () => {
    const team = await create(owner);
    const stranger = await buyer(t);
    expect((await invite(stranger, { team_id: team.id, email: freshAccount().email })).body.statusCode).toBe(404);
    expect(await teams(stranger)).toEqual([]);
  });

  it('a member sees only themselves among members, and no invitations', async () => {
    const team = await create(owner);
    const member = await buyer(t);
    await accept(member, await invitedToken(team.id));
    await invite(owner, { team_id: team.id, email: freshAccount().email });
    const seen = (await teams(member)).find((x) => x.id === team.id)!;
    expect(seen).toMatchObject({ role: 'member', members: [{ id: member.account.id, role: 'member' }], invitations: [] });
  });

  it('ownership is handed to another member; the former owner stays a manager', async () => {
    const team = await create(owner);
    const heir = await buyer(t);
    await accept(heir, await invitedToken(team.id));
    const handed = (await owner.post<Team>('/team/hand-over', { team_id: team.id, member_id: heir.account.id })).body.data;
    const roles = Object.fromEntries(handed.members.map((m) => [m.id, m.role]));
    expect(roles).toEqual({ [owner.account.id]: 'manager', [heir.account.id]: 'owner' });
    expect((await owner.post('/team/hand-over', { team_id: team.id, member_id: owner.account.id })).body.statusCode).toBe(403);
  });
});

// Last: it moves the clock past every session of the tests above.
describe('an invitation after 7 days', () => {
  it('is refused', async () => {
    const team = await create(owner);
    const token = await invitedToken(team.id);
    t.clock.advance(7 * DAY + 1000);
    expect((await accept(await buyer(t), token)).body).toMatchObject({ statusCode: 400, messages: expect.stringContaining('expired') });
  });
});
