import { ApolloArmor } from '@escape.tech/graphql-armor';

/** Depth, alias, cost, token and directive limits: a hostile query is refused at validation. */
export const createLimits = (production: boolean) =>
  new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000 },
    maxTokens: { n: 2000 },
    maxDirectives: { n: 20 },
    blockFieldSuggestion: { enabled: production },
  }).protect();
