import { listDownloads, listVersions } from '../../../contract/index.ts';
import type { Resolvers } from '../generated/graphql.ts';

export const versionResolvers: Resolvers = {
  Query: {
    versions: (_, __, { cached }) => cached(listVersions),
    downloads: async (_, __, { cached }) =>
      (await cached(listDownloads)).map(({ url, ...item }) => ({ ...item, name: item.version, win_download_url: url })),
  },
};
