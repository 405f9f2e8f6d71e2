import { renderGraphiQL } from '@graphql-yoga/render-graphiql';

/** GraphiQL bundled in the page (no CDN), served on GET /graphql in development only. */
export const graphiqlPage = () =>
  renderGraphiQL({
    title: 'Scanner gateway — GraphiQL',
    endpoint: '/graphql',
    defaultQuery: '{\n  versions { version createdAt }\n  editions { id name price dollar }\n  pocPushGroups { createdAtWeek }\n}\n',
    headers: JSON.stringify({ 'apollo-require-preflight': 'true' }),
  } as Parameters<typeof renderGraphiQL>[0]);
