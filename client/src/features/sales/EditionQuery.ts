import { graphql } from '../../gql/index.ts';

/** What both forms need: the edition's names and way of sale, and the dictionaries in the page's language. */
export const SalesFormDocument = graphql(`
  query SalesForm($edition: ID!) {
    edition(id: $edition) {
      id
      name
      nameCn
      sale
    }
    dictionaries {
      ...DictionaryField_dictionaries
    }
  }
`);

/** The trial success page: whether the edition is the one-yuan trial (its data lags a month). */
export const TrialEditionDocument = graphql(`
  query TrialEdition($edition: ID!) {
    edition(id: $edition) {
      id
      sale
    }
  }
`);
