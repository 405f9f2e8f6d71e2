import { graphql } from '../../../gql/index.ts';

/** The leads screen's questions and changes (issue #33); each answers the lead as it now is. */

export const StaffLeadFieldsFragment = graphql(`
  fragment StaffLeadFields on StaffLead {
    id
    kind
    state
    edition
    name
    email
    mobile
    company
    quantity
    comment
    lostReason
    owner {
      id
      username
    }
    createdAt
    notes {
      id
      author
      createdAt
      text
    }
  }
`);

export const StaffLeadsDocument = graphql(`
  query StaffLeads($filter: LeadFilter) {
    staffLeads(filter: $filter) {
      ...StaffLeadFields
    }
    staffLeadOwners {
      id
      username
    }
  }
`);

export const StaffLeadsCsvDocument = graphql(`
  query StaffLeadsCsv($filter: LeadFilter) {
    staffLeadsCsv(filter: $filter)
  }
`);

export const MoveLeadDocument = graphql(`
  mutation MoveLead($id: ID!, $state: LeadState!, $reason: String) {
    moveLead(id: $id, state: $state, reason: $reason) {
      ...StaffLeadFields
    }
  }
`);

export const GrantLeadTrialDocument = graphql(`
  mutation GrantLeadTrial($id: ID!) {
    grantLeadTrial(id: $id) {
      leadId
      licenseId
    }
  }
`);

export const AssignLeadDocument = graphql(`
  mutation AssignLead($id: ID!, $ownerId: ID) {
    assignLead(id: $id, ownerId: $ownerId) {
      ...StaffLeadFields
    }
  }
`);

export const NoteLeadDocument = graphql(`
  mutation NoteLead($id: ID!, $text: String!) {
    noteLead(id: $id, text: $text) {
      ...StaffLeadFields
    }
  }
`);
