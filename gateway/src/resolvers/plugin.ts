import { GraphQLError } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { deletePlugin, getPluginDetail, listEngineVersions, listMyPlugins, listPluginCategories, listPlugins, uploadPlugin } from '../../../contract/index.ts';
import { graphError } from '../core/errors.ts';
import { present, rowId } from '../graph/graph-input.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { isTooLarge, multipartBody } from '../graph/upload-stream.ts';

const tooLarge = {
  en: 'The package is larger than 20 MB; an extension package may be at most 20 MB',
  zh: '扩展包超过 20 MB，单个扩展包最大为 20 MB',
};
const signInFirst = { en: 'Please sign in to publish extensions', zh: '请先登录再发布扩展' };

/** The site-relative paths the gateway serves packages and icons on (proxied to the upstream's /api). */
export const pluginDownloadPath = (hash: string) => `/api/plugin-download/version_hash/${encodeURIComponent(hash)}`;
export const pluginIconPath = (hash: string) => `/api/plugin-icon/version_hash/${encodeURIComponent(hash)}`;

export const pluginResolvers: Resolvers = {
  Upload: GraphQLUpload,
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
    myPlugins: async (_, args, { upstream }) => {
      const answer = await upstream.call(listMyPlugins, { query: present(args) });
      return { items: answer.lists, page: answer.page, size: answer.size, total: answer.total };
    },
  },
  Mutation: {
    /**
     * The package streams from the browser through graphql-upload (maxFileSize 20 MB) straight into a
     * multipart request to the upstream, which validates it; the gateway never holds it whole.
     */
    uploadPlugin: async (_, { file }, { upstream, token, locale }) => {
      if (!token) throw graphError('UNAUTHENTICATED', signInFirst[locale]);
      const upload = await file;
      const { body, contentType, source } = multipartBody(uploadPlugin.file!, upload);
      let streamError: unknown = null;
      source.on('error', (error) => (streamError = error));
      try {
        return await upstream.upload(uploadPlugin, { body, contentType });
      } catch (error) {
        if (isTooLarge(streamError) || isTooLarge(error)) throw graphError('BAD_USER_INPUT', tooLarge[locale]);
        throw error;
      }
    },
    deletePlugin: async (_, { id }, { upstream, locale }) => {
      await upstream.call(deletePlugin, { params: { id: rowId(id, 'id', locale) } });
      return true;
    },
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
    sha256: ({ version_hash }) => version_hash,
    downloadUrl: ({ version_hash }) => pluginDownloadPath(version_hash),
    signatureUrl: ({ version_hash }) => `${pluginDownloadPath(version_hash)}.sig`,
  },
};
