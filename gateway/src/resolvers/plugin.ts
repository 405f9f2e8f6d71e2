import { GraphQLError } from 'graphql';
import { getPluginDetail, listEngineVersions, listPluginCategories, listPlugins } from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';

/** The site-relative paths the gateway serves packages and icons on (proxied to the upstream's /api). */
export const pluginDownloadPath = (hash: string) => `/api/plugin-download/version_hash/${encodeURIComponent(hash)}`;
export const pluginIconPath = (hash: string) => `/api/plugin-icon/version_hash/${encodeURIComponent(hash)}`;

/** GraphQL leaves absent arguments out and passes null for explicit nulls; the REST query wants neither. */
const present = (args: Record<string, unknown>) => Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null && value !== undefined));

export const pluginResolvers: Resolvers = {
  Query: {
    /** The market is the same for everyone, so it goes through the public cache. */
    plugins: async (_, args, { cached }) => {
      const answer = await cached(listPlugins, { query: present(args) });
      return { items: answer.lists, page: answer.page, size: answer.size, total: answer.total };
    },
    enginesVersion: async (_, __, { cached }) => (await cached(listEngineVersions))[0]?.version ?? null,
    enginesVersions: async (_, __, { cached }) => (await cached(listEngineVersions)).map((row) => row.version),
    /** An extension outside the market is simply absent (null), as a link to a deleted one is no error of the visitor's. */
    plugin: async (_, { extensionId }, { cached }) => {
      try {
        return await cached(getPluginDetail, { params: { extensionId } });
      } catch (error) {
        if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    pluginCategories: (_, __, { cached }) => cached(listPluginCategories),
  },
  Plugin: {
    icon: ({ icon, version_hash }) => (icon ? pluginIconPath(version_hash) : null),
    downloadUrl: ({ version_hash }) => pluginDownloadPath(version_hash),
  },
  PluginDetail: {
    icon: ({ icon, version_hash }) => (icon ? pluginIconPath(version_hash) : null),
    downloadUrl: ({ version_hash }) => pluginDownloadPath(version_hash),
  },
  PluginVersion: {
    downloadUrl: ({ version_hash }) => pluginDownloadPath(version_hash),
  },
};
