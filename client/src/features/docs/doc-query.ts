import { graphql } from '../../gql/index.ts';

/** One documentation page (/doc, /exp, /goexp) in the request's language. */
export const DocPageQueryDocument = graphql(`
  query DocPage($kind: DocKind!) {
    doc(kind: $kind) {
      content
      version
      updateDate
    }
  }
`);
