import { z } from 'zod';
import { defineCall } from './call.ts';
import { timestamp } from './envelope.ts';
import { id, text } from './input.ts';
import { license } from './license.ts';

/**
 * Teams (issue #34): a team owns licences; a seat is a licence assigned to a member, who then does with it what its
 * buyer could, under the same rules (the licence calls under /license answer it). Roles: the owner (one; may hand the
 * team over), managers (invite, assign seats) and members (use the seats given to them). A member sees the team's name,
 * their own membership and their own seats, nothing else of it: no other members, their machines or the team's orders.
 */
export const TEAM_NAME_MAX = 100;
/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

export const teamRole = z.enum(['owner', 'manager', 'member']);
export type TeamRole = z.infer<typeof teamRole>;

export const teamMember = z.object({
  /** the member's account id */
  id: z.number().int(),
  username: z.string(),
  role: teamRole,
  joined_at: timestamp,
});
export type TeamMember = z.infer<typeof teamMember>;

export const seat = z.object({
  team_id: z.number().int(),
  /** the member the seat is assigned to */
  member: teamMember,
  assigned_at: timestamp,
  license,
  /** the seat table (issue #34): the last validate from the machine it is bound to now, to the minute; null when none */
  last_validated_at: timestamp.nullable().default(null),
});
export type Seat = z.infer<typeof seat>;

export const invitation = z.object({
  id: z.number().int(),
  team_id: z.number().int(),
  email: z.string(),
  role: teamRole.exclude(['owner']),
  /** the language the mail was written in */
  locale: z.enum(['zh', 'en']),
  created_at: timestamp,
  expires_at: timestamp,
});
export type Invitation = z.infer<typeof invitation>;

export const team = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the caller's role */
  role: teamRole,
  /** owners and managers: every member; a member: only themselves */
  members: z.array(teamMember),
  /** owners and managers: every seat; a member: only the seats assigned to them */
  seats: z.array(seat),
  /** owners and managers: the pending invitations, newest first; a member: none */
  invitations: z.array(invitation),
});
export type Team = z.infer<typeof team>;

const teamName = text()
  .trim()
  .min(1, 'Please enter a team name')
  .max(TEAM_NAME_MAX, `A team name is at most ${TEAM_NAME_MAX} characters`);
const email = text().trim().min(1, 'Please enter your email.').max(254, 'At most 254 characters').pipe(z.email('Please enter the correct email address.'));

export const listTeams = defineCall({
  id: 'listTeams',
  method: 'GET',
  path: '/team/list',
  summary: "The teams the signed-in account belongs to, oldest first, each as the caller's role may see it.",
  auth: 'required',
  data: z.array(team),
  example: {},
});

export const createTeam = defineCall({
  id: 'createTeam',
  method: 'POST',
  path: '/team/create',
  summary: 'Create a team; the caller is its owner.',
  auth: 'required',
  body: z.object({ name: teamName }),
  data: team,
});

export const inviteToTeam = defineCall({
  id: 'inviteToTeam',
  method: 'POST',
  path: '/team/invite',
  summary:
    `Owners and managers: mail an invitation (role manager or member, member by default) in the chosen language (the request's by default). ` +
    `Its link carries a single-use token valid ${INVITATION_DAYS} days. The answer is the same whether or not the address has an account. ` +
    'Rate limited per inviter and per address (429 with Retry-After).',
  auth: 'required',
  body: z.object({
    team_id: id('team_id'),
    email,
    role: teamRole.exclude(['owner']).default('member'),
    locale: z.enum(['zh', 'en']).optional(),
  }),
  data: invitation,
});

export const withdrawInvitation = defineCall({
  id: 'withdrawInvitation',
  method: 'POST',
  path: '/team/invitation/withdraw',
  summary: 'Owners and managers: withdraw a pending invitation; its link is refused from then on. 404 when not pending.',
  auth: 'required',
  body: z.object({ invitation_id: id('invitation_id') }),
  data: z.unknown(),
});

export const acceptInvitation = defineCall({
  id: 'acceptInvitation',
  method: 'POST',
  path: '/team/invitation/accept',
  summary: "Join a team with the mailed invitation's token, once; an expired, withdrawn or used token is refused (400).",
  auth: 'required',
  body: z.object({ token: text().trim().min(1, 'The invitation link is incomplete').max(100, 'The invitation link is incomplete') }),
  data: team,
});

export const addTeamSeats = defineCall({
  id: 'addTeamSeats',
  method: 'POST',
  path: '/team/seat/add',
  summary:
    "A buyer who is the team's owner or a manager moves licences they bought (and that are in no team) into it: each becomes a seat " +
    'assigned to the buyer, so a generated file keeps working until the seat is reassigned.',
  auth: 'required',
  body: z.object({ team_id: id('team_id'), license_ids: z.array(id('license_ids')).min(1).max(100) }),
  data: z.array(seat),
});

export const assignSeat = defineCall({
  id: 'assignSeat',
  method: 'POST',
  path: '/team/seat/assign',
  summary:
    "Owners and managers: assign a team's seat to one of its members. A generated seat leaves its machine exactly as by POST /license/move " +
    '(the old file is revoked) and counts as one of its moves, under the same limit (429 when they are used).',
  auth: 'required',
  body: z.object({ license_id: id('license_id'), member_id: id('member_id') }),
  data: seat,
});

/** A team and one of its members (hand-over, removal). */
const teamMemberBody = z.object({ team_id: id('team_id'), member_id: id('member_id') });

export const handOverTeam = defineCall({
  id: 'handOverTeam',
  method: 'POST',
  path: '/team/hand-over',
  summary: 'The owner hands the team to another member, who becomes its owner; the former owner stays as a manager.',
  auth: 'required',
  body: teamMemberBody,
  data: team,
});

// --- roles ---

export const setTeamRole = defineCall({
  id: 'setTeamRole',
  method: 'POST',
  path: '/team/member/role',
  summary: "The owner makes a member a manager or a manager a member; the owner's own role changes only by handing the team over.",
  auth: 'required',
  body: z.object({ team_id: id('team_id'), member_id: id('member_id'), role: teamRole.exclude(['owner']) }),
  data: team,
});

export const removeTeamMember = defineCall({
  id: 'removeTeamMember',
  method: 'POST',
  path: '/team/member/remove',
  summary:
    'The owner removes a manager or member, a manager removes a member. Their seats go back to the owner; a generated seat leaves its ' +
    'machine as by POST /license/move (the old file is revoked), never refused by the move limit, so someone who left can always be cut off.',
  auth: 'required',
  body: teamMemberBody,
  data: team,
});

export const leaveTeam = defineCall({
  id: 'leaveTeam',
  method: 'POST',
  path: '/team/leave',
  summary: 'A manager or member leaves the team; their seats go back to the owner as on a removal. The owner hands the team over first.',
  auth: 'required',
  body: z.object({ team_id: id('team_id') }),
  data: z.unknown(),
});
