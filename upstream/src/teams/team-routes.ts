import { Router } from 'express';
import { acceptInvitation, addTeamSeats, assignSeat, createTeam, handOverTeam, inviteToTeam, leaveTeam, listTeams, removeTeamMember, setTeamRole, withdrawInvitation } from '../../../contract/index.ts';
import { signedInOf } from '../http/auth.ts';
import { route } from '../http/route.ts';
import type { Runtime } from '../runtime/runtime.ts';
import * as invitations from './invitation.ts';
import * as members from './member.ts';
import * as seats from './seat.ts';
import * as teams from './team.ts';

/** The /team calls: every one needs a buyer's session (contract: auth required). */
export const teamRoutes = (rt: Runtime) => {
  const router = Router();
  route(router, listTeams, ({ locale, res }) => teams.teamsOf(rt, signedInOf(res).userId, locale));
  route(router, createTeam, ({ body, locale, res }) => teams.createTeam(rt, signedInOf(res).userId, body.name, locale));
  route(router, handOverTeam, ({ body, locale, res }) => teams.handOverTeam(rt, signedInOf(res).userId, body, locale));
  route(router, inviteToTeam, ({ body, locale, res }) => invitations.invite(rt, signedInOf(res).userId, body, locale));
  route(router, withdrawInvitation, ({ body, res }) => invitations.withdraw(rt, signedInOf(res).userId, body.invitation_id));
  route(router, acceptInvitation, ({ body, locale, res }) => invitations.accept(rt, signedInOf(res).userId, body.token, locale));
  route(router, addTeamSeats, ({ body, locale, res }) => seats.addSeats(rt, signedInOf(res).userId, body, locale));
  route(router, assignSeat, ({ body, locale, res }) => seats.assignSeat(rt, signedInOf(res).userId, body, locale));
  route(router, setTeamRole, ({ body, locale, res }) => members.setRole(rt, signedInOf(res).userId, body, locale));
  route(router, removeTeamMember, ({ body, locale, res }) => members.removeMember(rt, signedInOf(res).userId, body, locale));
  route(router, leaveTeam, ({ body, res }) => members.leave(rt, signedInOf(res).userId, body.team_id));
  return router;
};
