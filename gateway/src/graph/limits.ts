import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';

/** Past this many tokens a document is refused while it is parsed, before it costs anything more. */
export const MAX_TOKENS = 2000;

const SUGGESTION = /Did you mean ".+"/g;

const withCode = (error: GraphQLError, code: string) =>
  new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions: { ...error.extensions, code } });

/**
 * The GraphQL rules of every transport (HTTP through Apollo, WebSocket through graphql-ws), built in one place so
 * the two cannot drift: a token limit while parsing; depth, alias (`__typename` aliases counted too), cost and
 * directive limits at validation; introspection refused everywhere, field suggestions in production.
 */
export const createGraphqlRules = (production: boolean) => {
  const armor = new ApolloArmor({
    maxDepth: { n: 10 },
    // An empty allow list: armor's default lets `a1: __typename … a9999: __typename` through uncounted.
    maxAliases: { n: 15, allowList: [] },
    costLimit: { maxCost: 5000 },
    // Armor's token limit re-parses in an Apollo hook and turns every syntax error into a 500; graphql-js counts
    // tokens itself (parseOptions below), and its refusal is an ordinary syntax error (400).
    maxTokens: { enabled: false },
    maxDirectives: { n: 20 },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  const parseOptions: ParseOptions = { maxTokens: MAX_TOKENS };
  // Introspection is refused in every environment: armor's depth limit does not count `__schema` fields, so a
  // development gateway answering introspection would answer it at any depth. The one explorer that needs the
  // schema, development's GraphiQL, gets it written into its page (graphiql.ts) and never introspects.
  const validationRules: ValidationRule[] = [...armor.validationRules, NoSchemaIntrospectionCustomRule];
  /** Field suggestions tell a stranger the schema's names: hidden in production, as introspection is. */
  const maskSuggestions = (error: GraphQLError) =>
    production && error.message.includes('Did you mean') ? new GraphQLError(error.message.replace(SUGGESTION, '[Suggestion hidden]'), error) : error;

  /** Parses and validates a document as Apollo does for HTTP: the errors, coded as Apollo codes them, or the document. */
  const check = (schema: GraphQLSchema, source: string): { document: DocumentNode } | { errors: readonly GraphQLError[] } => {
    let document: DocumentNode;
    try {
      document = parse(source, parseOptions);
    } catch (error) {
      const message = error instanceof GraphQLError ? error.message : 'Syntax Error: the document could not be read';
      return { errors: [withCode(error instanceof GraphQLError ? error : new GraphQLError(message), 'GRAPHQL_PARSE_FAILED')] };
    }
    const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
    return errors.length > 0 ? { errors: errors.map((error) => withCode(maskSuggestions(error), 'GRAPHQL_VALIDATION_FAILED')) } : { document };
  };

  return {
    parseOptions,
    validationRules,
    /** Apollo's own hooks: the suggestion mask (HTTP). */
    plugins: armor.plugins as ApolloServerPlugin[],
    check,
  };
};

export type GraphqlRules = ReturnType<typeof createGraphqlRules>;
