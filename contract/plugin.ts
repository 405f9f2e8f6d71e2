import { z } from 'zod';
import { defineCall } from './call.ts';
import { paged, pageQuery, timestamp } from './envelope.ts';

/** An extension in the market. Its extension id is `publisher.name`. */
export const plugin = z.object({
  id: z.number().int(),
  icon: z.string().nullable().default(null),
  name: z.string(),
  publisher: z.string(),
  category: z.string(),
  download_count: z.number().int(),
  version: z.string(),
  /** the package to download: /api/plugin-download/version_hash/{version_hash} */
  version_hash: z.string(),
  description: z.string(),
});
export type Plugin = z.infer<typeof plugin>;

export const pluginReviewStatus = z.enum(['pending', 'approved', 'rejected']);
export type PluginReviewStatus = z.infer<typeof pluginReviewStatus>;

/** Runtime values of the GraphQL enum PluginReviewStatus. */
export const pluginReviewStatusEnum = { PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected' } as const satisfies Record<string, PluginReviewStatus>;

/** An extension its publisher uploaded, with its review. Only approved ones appear in the market. */
export const ownPlugin = plugin.extend({
  review_status: pluginReviewStatus,
  /** the reviewer's reason, for rejected uploads */
  review_note: z.string().nullable().default(null),
  uploaded_at: timestamp,
});
export type OwnPlugin = z.infer<typeof ownPlugin>;

/** A market row or an own upload, as the gateway hands it to `Plugin` resolvers. */
export type PluginSource = Plugin & Partial<Pick<OwnPlugin, 'review_status' | 'review_note' | 'uploaded_at'>>;

export const listPlugins = defineCall({
  id: 'listPlugins',
  method: 'GET',
  path: '/plugins',
  summary: 'Approved extensions, most downloaded first; keyword matches name, publisher and description; engines keeps those the given product version runs.',
  auth: 'none',
  query: pageQuery.extend({
    keyword: z.string().trim().max(100).optional(),
    engines: z.string().trim().max(32).optional(),
    category: z.string().trim().max(64).optional(),
  }),
  data: paged(plugin),
  example: { query: { page: 1, size: 100 } },
});

export const downloadPlugin = defineCall({
  id: 'downloadPlugin',
  method: 'GET',
  path: '/plugin-download/version_hash/{hash}',
  summary: 'The zip package of one extension version; counts a download.',
  auth: 'none',
  params: z.object({ hash: z.string().trim().min(1).max(128) }),
  data: z.string(),
  produces: 'application/zip',
});

export const listEngineVersions = defineCall({
  id: 'listEngineVersions',
  method: 'GET',
  path: '/engines-version',
  summary: "Product versions extensions may target, newest first; the first item's version is the market's engines filter.",
  auth: 'none',
  data: z.array(z.object({ version: z.string() })),
  example: {},
});

export const uploadPlugin = defineCall({
  id: 'uploadPlugin',
  method: 'POST',
  path: '/plugin/upload',
  summary:
    'Publish an extension: a .zip whose root holds package.json (name, publisher, engines, version, main, description, contributes). ' +
    'The version must rise over the last upload of the same publisher.name. The upload waits for staff review (pending).',
  auth: 'required',
  file: 'package',
  data: ownPlugin,
});

export const listMyPlugins = defineCall({
  id: 'listMyPlugins',
  method: 'GET',
  path: '/plugin/mine',
  summary: "The signed-in user's uploaded extensions with their review status, newest first.",
  auth: 'required',
  query: pageQuery,
  data: paged(ownPlugin),
});

export const deletePlugin = defineCall({
  id: 'deletePlugin',
  method: 'DELETE',
  path: '/plugin/{id}',
  summary: "Delete one of the signed-in user's extensions (it leaves the market).",
  auth: 'required',
  params: z.object({ id: z.coerce.number().int().positive() }),
  data: z.unknown(),
});
