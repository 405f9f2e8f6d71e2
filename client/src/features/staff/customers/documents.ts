import { graphql } from '../../../gql/index.ts';

export const CustomerSearchDocument = graphql(`
  query CustomerSearch($q: String!) {
    customerSearch(q: $q) {
      matched
      customers {
        id
        username
        email
      }
    }
  }
`);

export const CustomerLicenseFields = graphql(`
  fragment CustomerLicense_license on CustomerLicense {
    id
    orderNo
    edition
    mid
    machineName
    generated
    expiredAt
    movesLeft
    history {
      kind
      at
      mid
    }
    supportMoves {
      at
      by
      fromMid
      reason
    }
  }
`);

export const CustomerDocument = graphql(`
  query Customer($id: ID!) {
    customer(id: $id) {
      customer {
        id
        username
        email
      }
      createdAt
      orders {
        id
        orderNo
        edition
        quantity
        currency
        amount
        paid
        createdAt
      }
      licenses {
        id
        ...CustomerLicense_license
      }
    }
  }
`);

export const StaffMoveLicenseDocument = graphql(`
  mutation StaffMoveLicense($id: ID!, $mid: String!, $reason: String!) {
    staffMoveLicense(id: $id, mid: $mid, reason: $reason) {
      id
      ...CustomerLicense_license
    }
  }
`);

export const ResendLicenseMailDocument = graphql(`
  mutation ResendLicenseMail($id: ID!) {
    resendLicenseMail(id: $id) {
      licenseId
      to
    }
  }
`);
