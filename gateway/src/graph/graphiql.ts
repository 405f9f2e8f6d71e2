import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { introspectionFromSchema, type GraphQLSchema } from 'graphql';

const pages = new WeakMap<GraphQLSchema, string>();

/**
 * GraphiQL bundled in the page (no CDN), served on GET /graphql in development only. The schema is written into
 * the page, so the explorer never sends an introspection query: the gateway refuses those everywhere (limits.ts).
 * Made once per schema (the page is large).
 */
export const graphiqlPage = (schema: GraphQLSchema) => {
  let page = pages.get(schema);
  if (!page) {
    page = renderGraphiQL({
      title: 'Scanner gateway — GraphiQL',
      endpoint: '/graphql',
      defaultQuery: '{\n  versions { version createdAt }\n  editions { id name price dollar }\n  pocPushGroups { createdAtWeek }\n}\n',
      headers: JSON.stringify({ 'apollo-require-preflight': 'true' }),
      schema: introspectionFromSchema(schema),
    } as Parameters<typeof renderGraphiQL>[0]);
    pages.set(schema, page);
  }
  return page;
};
