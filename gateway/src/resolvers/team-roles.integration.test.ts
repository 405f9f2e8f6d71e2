import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, startTestStack, type TestStack } from '../testing/stack.ts';

type Auth = Record<string, string>;
interface TeamView {
  id: string;
  members: { id: string; username: string; role: string }[];
}

const FIELDS = 'id members { id username role }';
let stack: TestStack;
let owner: Auth;
let team: TeamView;

const outboxLink = async (email: string) => {
  const mails = (await (await fetch(`${stack.upstream.origin}/dev/outbox`)).json()) as { to: string; links: string[] }[];
  return new URL(mails.find((mail) => mail.to === email)!.links[0]!).searchParams.get('token');
};
/** A new account that joined the team through the graph, and its member id. */
const joined = async (name: string) => {
  const auth = { ...(await signedInUser(stack, name)).auth, 'x-locale': 'en' };
  // not the account's own address: it had its activation mail this minute (one mail a minute per address)
  const email = `${name}.invited@example.com`;
  await stack.graph('mutation($t: ID!, $e: String!) { inviteToTeam(teamId: $t, email: $e) { email } }', { t: team.id, e: email }, owner);
  const { body } = await stack.graph<{ acceptInvitation: TeamView }>(`mutation($token: String!) { acceptInvitation(token: $token) { ${FIELDS} } }`, { token: await outboxLink(email) }, auth);
  return { auth, id: body.data!.acceptInvitation.members.find((m) => m.username === name)!.id };
};

beforeAll(async () => {
  stack = await startTestStack();
  owner = { ...(await signedInUser(stack, 'rolesowner34')).auth, 'x-locale': 'en' };
  team = (await stack.graph<{ createTeam: TeamView }>(`mutation { createTeam(name: "Roles") { ${FIELDS} } }`, {}, owner)).body.data!.createTeam;
});
afterAll(() => stack.close());

describe('roles and removal through the graph', () => {
  it('setTeamRole makes a member a MANAGER; OWNER is refused as input', async () => {
    const ada = await joined('rolesada34');
    const set = (role: string) => stack.graph<{ setTeamRole: TeamView }>(`mutation($t: ID!, $m: ID!, $r: TeamRole!) { setTeamRole(teamId: $t, memberId: $m, role: $r) { ${FIELDS} } }`, { t: team.id, m: ada.id, r: role }, owner);
    expect((await set('MANAGER')).body.data!.setTeamRole.members.find((m) => m.id === ada.id)!.role).toBe('MANAGER');
    expect((await set('OWNER')).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('removeTeamMember takes the member out; a member asking is FORBIDDEN', async () => {
    const [bob, carl] = [await joined('rolesbob34'), await joined('rolescarl34')];
    const remove = (who: string, auth: Auth) => stack.graph<{ removeTeamMember: TeamView }>(`mutation($t: ID!, $m: ID!) { removeTeamMember(teamId: $t, memberId: $m) { ${FIELDS} } }`, { t: team.id, m: who }, auth);
    expect((await remove(carl.id, bob.auth)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await remove(bob.id, owner)).body.data!.removeTeamMember.members.map((m) => m.id)).not.toContain(bob.id);
  });

  it('leaveTeam: a member leaves and no longer sees the team', async () => {
    const dan = await joined('rolesdan34');
    expect((await stack.graph<{ leaveTeam: boolean }>('mutation($t: ID!) { leaveTeam(teamId: $t) }', { t: team.id }, dan.auth)).body.data!.leaveTeam).toBe(true);
    expect((await stack.graph<{ teams: TeamView[] }>('query { teams { id } }', {}, dan.auth)).body.data!.teams).toEqual([]);
  });
});
