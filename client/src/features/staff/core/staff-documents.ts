import { graphql } from '../../../gql/index.ts';

/** The staff screen's questions and actions (admins only: the upstream refuses everyone else). */

export const StaffMembersDocument = graphql(`
  query StaffMembers {
    staffMembers {
      id
      username
      email
      role
      enrolled
      disabled
      lastSignInAt
      createdAt
    }
  }
`);

export const CreateStaffDocument = graphql(`
  mutation CreateStaff($input: CreateStaffInput!) {
    createStaff(input: $input) {
      enrolmentLink
      expiresAt
      member {
        id
        username
      }
    }
  }
`);

export const ChangeStaffRoleDocument = graphql(`
  mutation ChangeStaffRole($id: ID!, $role: StaffRole!) {
    changeStaffRole(id: $id, role: $role) {
      id
      role
    }
  }
`);

export const SetStaffDisabledDocument = graphql(`
  mutation SetStaffDisabled($id: ID!, $disabled: Boolean!) {
    setStaffDisabled(id: $id, disabled: $disabled) {
      id
      disabled
    }
  }
`);

export const EndStaffSessionsDocument = graphql(`
  mutation EndStaffSessions($id: ID!) {
    endStaffSessions(id: $id)
  }
`);
