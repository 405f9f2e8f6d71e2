import { graphql } from '../../../gql/index.ts';

/** What the team page shows of a team: the server gives a member only themselves and their own seats. */
export const TeamFieldsFragment = graphql(`
  fragment TeamPage_team on Team {
    id
    name
    role
    members {
      id
      username
      role
      joinedAt
    }
    seats {
      license {
        id
      }
      member {
        id
      }
    }
    invitations {
      id
      email
      role
      language
      expiresAt
    }
  }
`);

export const TeamsDocument = graphql(`
  query Teams {
    teams {
      ...TeamPage_team
    }
  }
`);

export const CreateTeamDocument = graphql(`
  mutation CreateTeam($name: String!) {
    createTeam(name: $name) {
      ...TeamPage_team
    }
  }
`);

export const InviteToTeamDocument = graphql(`
  mutation InviteToTeam($teamId: ID!, $email: String!, $role: TeamRole, $language: InvitationLanguage) {
    inviteToTeam(teamId: $teamId, email: $email, role: $role, language: $language) {
      id
    }
  }
`);

export const WithdrawInvitationDocument = graphql(`
  mutation WithdrawInvitation($id: ID!) {
    withdrawInvitation(id: $id)
  }
`);

export const SetTeamRoleDocument = graphql(`
  mutation SetTeamRole($teamId: ID!, $memberId: ID!, $role: TeamRole!) {
    setTeamRole(teamId: $teamId, memberId: $memberId, role: $role) {
      ...TeamPage_team
    }
  }
`);

export const RemoveTeamMemberDocument = graphql(`
  mutation RemoveTeamMember($teamId: ID!, $memberId: ID!) {
    removeTeamMember(teamId: $teamId, memberId: $memberId) {
      ...TeamPage_team
    }
  }
`);

export const LeaveTeamDocument = graphql(`
  mutation LeaveTeam($teamId: ID!) {
    leaveTeam(teamId: $teamId)
  }
`);

export const HandOverTeamDocument = graphql(`
  mutation HandOverTeam($teamId: ID!, $memberId: ID!) {
    handOverTeam(teamId: $teamId, memberId: $memberId) {
      ...TeamPage_team
    }
  }
`);

/** The caller's licences, to offer those in no team (a team's seats are listed by `teams`). */
export const MyLicensesForTeamDocument = graphql(`
  query MyLicensesForTeam {
    licenses(page: 1, size: 100) {
      items {
        id
        licenseTypeName
        status
        expiredAt
      }
    }
    teams {
      id
      seats {
        license {
          id
        }
      }
    }
  }
`);

export const AddTeamSeatsDocument = graphql(`
  mutation AddTeamSeats($teamId: ID!, $licenseIds: [ID!]!) {
    addTeamSeats(teamId: $teamId, licenseIds: $licenseIds) {
      license {
        id
      }
    }
  }
`);
