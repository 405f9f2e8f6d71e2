import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { currentLocale } from '../i18n/i18n.ts';
import { getToken } from './session.ts';

const wsUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;

/** The subscriptions' link (loaded on demand by apollo.ts): one lazy socket carrying the locale and the token. */
export const wsLink = new GraphQLWsLink(
  createClient({
    url: wsUrl,
    lazy: true,
    connectionParams: () => {
      const token = getToken();
      return { locale: currentLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    },
  }),
);
