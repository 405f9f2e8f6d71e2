import { graphql } from '../../gql/index.ts';

/** What both forms need: the edition's names and the dictionaries in the page's language. */
export const SalesFormDocument = graphql(`
  query SalesForm($edition: ID!) {
    edition(id: $edition) {
      id
      name
      nameCn
    }
    dictionaries {
      country {
        text
        value
      }
      position {
        text
        value
      }
      use {
        text
        value
      }
    }
  }
`);
