import { staffMe } from '../../../contract/index.ts';
import type { Resolvers, StaffActorKind, StaffRole } from '../generated/graphql.ts';

/** contract's lower-case names → the graph's enum values */
export const staffRoleOf = (role: string) => role.toUpperCase() as StaffRole;
const actorKindOf = (kind: string) => kind.toUpperCase() as StaffActorKind;

/** The staff back office (issue #33): the upstream checks the staff session and the role on every call. */
export const staffResolvers: Resolvers = {
  Query: {
    staffMe: async (_, __, { upstream }) => {
      const member = await upstream.call(staffMe);
      return { id: member.id === null ? null : String(member.id), username: member.username, role: staffRoleOf(member.role), kind: actorKindOf(member.kind) };
    },
  },
};
