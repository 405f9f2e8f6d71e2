import { z } from 'zod';
import { defineCall } from './call.ts';
import { id, integer, text } from './input.ts';
import { paged, pageQuery, timestamp } from './envelope.ts';
import { KEYWORD_MAX, PRODUCT_VERSION_PATTERN as productVersion } from './limits.ts';

/** An extension in the market. Its extension id is `publisher.name`. */
export const plugin = z.object({
  id: z.number().int(),
  /** the 32×32 icon from the package: /api/plugin-icon/version_hash/{version_hash}; null when it has none */
  icon: z.string().nullable().default(null),
  name: z.string(),
  /** the manifest's displayName, when it has one: what the market shows in place of the name */
  display_name: z.string().nullable().default(null),
  publisher: z.string(),
  /** publisher.name */
  extension_id: z.string(),
  category: z.string(),
  download_count: z.number().int(),
  version: z.string(),
  /** the minimum product version this version runs on */
  engines: z.string(),
  /** the view entry points it adds (scanDia, toolbar, …) */
  views: z.array(z.string()).default([]),
  /** the package to download: /api/plugin-download/version_hash/{version_hash} */
  version_hash: z.string(),
  /** in the request's language when the package has a translation for it */
  description: z.string(),
});
export type Plugin = z.infer<typeof plugin>;

export const pluginReviewStatus = z.enum(['pending', 'approved', 'rejected']);
export type PluginReviewStatus = z.infer<typeof pluginReviewStatus>;

/** Runtime values of the GraphQL enum PluginReviewStatus. */
export const pluginReviewStatusEnum = { PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected' } as const satisfies Record<string, PluginReviewStatus>;

/** An extension its publisher uploaded, with its review. Only approved ones appear in the market. */
export const ownPlugin = plugin.extend({
  /** this upload (one version of the extension `id`) */
  upload_id: z.number().int(),
  review_status: pluginReviewStatus,
  /** the reviewer's reason, for rejected uploads */
  review_note: z.string().nullable().default(null),
  uploaded_at: timestamp,
  /** what the validator advises, in the request's language (never a reason to refuse) */
  warnings: z.array(z.string()).default([]),
  /** 1 = the next upload staff review; null once reviewed */
  queue_position: z.number().int().nullable().default(null),
});
export type OwnPlugin = z.infer<typeof ownPlugin>;

/** A market row or an own upload, as the gateway hands it to `Plugin` resolvers. */
export type PluginSource = Plugin & Partial<Pick<OwnPlugin, 'upload_id' | 'review_status' | 'review_note' | 'uploaded_at' | 'warnings' | 'queue_position'>>;

export const listPlugins = defineCall({
  id: 'listPlugins',
  method: 'GET',
  path: '/plugins',
  summary: 'Approved extensions, most downloaded first; keyword matches name, publisher and description; engines keeps those the given product version runs.',
  auth: 'none',
  query: pageQuery.extend({
    size: integer('size', { min: 1, max: 10000 }).default(100),
    keyword: text().trim().max(KEYWORD_MAX).optional(),
    engines: text()
      .trim()
      .regex(productVersion, 'engines must be a product version such as 1.8.237')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    category: text().trim().max(64).optional(),
  }),
  data: paged(plugin),
  example: { query: { page: 1, size: 100 } },
});

/** Hashes are SHA-256 in hex; anything else cannot name a package. */
const versionHash = z.object({ hash: text().trim().min(1).max(128) });

export const downloadPlugin = defineCall({
  id: 'downloadPlugin',
  method: 'GET',
  path: '/plugin-download/version_hash/{hash}',
  summary:
    'The zip package of one approved extension version (Content-Disposition names publisher.name-version.zip); ' +
    'counts a download at most once per address, version and day. 404 for an unknown, unapproved or deleted one.',
  auth: 'none',
  params: versionHash,
  data: z.string(),
  produces: 'application/zip',
});

export const pluginSignature = defineCall({
  id: 'pluginSignature',
  method: 'GET',
  path: '/plugin-download/version_hash/{hash}.sig',
  summary:
    "The Ed25519 signature of one approved extension package, beside its download: base64 of the 64-byte signature over the zip's exact " +
    'bytes, as text. Verify it with GET /plugin-signing-key. 404 for a package the market does not hold.',
  auth: 'none',
  params: versionHash,
  data: z.string(),
  produces: 'text/plain',
});

export const pluginSigningKey = defineCall({
  id: 'pluginSigningKey',
  method: 'GET',
  path: '/plugin-signing-key',
  summary: 'The public key (SPKI PEM, Ed25519) that verifies the signatures of extension packages.',
  auth: 'none',
  data: z.string(),
  produces: 'application/x-pem-file',
  example: {},
});

export const pluginIcon = defineCall({
  id: 'pluginIcon',
  method: 'GET',
  path: '/plugin-icon/version_hash/{hash}',
  summary:
    'The icon file of one version of an undeleted extension, as its package holds it (SVG or PNG), approved or still awaiting review ' +
    '(its owner sees it in the user centre; the hash is known only to them until approval); 404 when it has none.',
  auth: 'none',
  params: versionHash,
  data: z.string(),
  produces: 'image/svg+xml',
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

/** One approved version of an extension, as its detail view lists it. */
export const pluginVersionEntry = z.object({
  version: z.string(),
  /** the minimum product version it runs on */
  engines: z.string(),
  /** when it was approved (reached the market) */
  date: timestamp,
  /** SHA-256 of the zip, hex: its download key */
  version_hash: z.string(),
  /** Ed25519 signature of the zip's exact bytes, base64 (verify with GET /plugin-signing-key); null until signed */
  signature: z.string().nullable().default(null),
});
export type PluginVersionEntry = z.infer<typeof pluginVersionEntry>;

/** An extension's detail view: its latest approved version (`views` are the entry points it adds) with the package's texts and every approved version. */
export const pluginDetail = plugin.extend({
  /** README.md of the package (markdown), in the request's language when the package translates it */
  readme: z.string(),
  /** CHANGELOG.md of the package (markdown), likewise */
  changelog: z.string(),
  /** the lowest product version any approved version runs on; `engines` is what the latest version needs */
  engines_min: z.string(),
  /** approved versions, newest first */
  versions: z.array(pluginVersionEntry),
});
export type PluginDetail = z.infer<typeof pluginDetail>;

export const getPluginDetail = defineCall({
  id: 'getPluginDetail',
  method: 'GET',
  path: '/plugin/detail/{extensionId}',
  summary: "One extension of the market by its extension id (publisher.name, any letter case): README, changelog, versions, entry points. 404 unless approved and undeleted.",
  auth: 'none',
  params: z.object({ extensionId: text().trim().min(3).max(200) }),
  data: pluginDetail,
  example: { params: { extensionId: 'tidewatch.port-presets' } },
});

export const listPluginCategories = defineCall({
  id: 'listPluginCategories',
  method: 'GET',
  path: '/plugin-categories',
  summary: 'The categories of the approved, undeleted extensions with how many each holds, largest first: the market\'s category filter.',
  auth: 'none',
  data: z.array(z.object({ category: z.string(), count: z.number().int() })),
  example: {},
});

export const uploadPlugin = defineCall({
  id: 'uploadPlugin',
  method: 'POST',
  path: '/plugin/upload',
  summary:
    'Publish an extension: multipart/form-data with the .zip (at most 20 MB) in the field `package`; its root, or its single top-level folder, ' +
    'holds package.json (name, publisher, engines, version, main, description, contributes). Validated at once: a refusal is 400 with every ' +
    'reason on its own line of `messages`. The version must rise over every earlier upload of the same publisher.name; the publisher name ' +
    'belongs to the first account that publishes under it. The same bytes uploaded again by their owner answer the earlier upload. ' +
    'An accepted upload waits for staff review (pending) with its warnings and queue position.',
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
  summary: "Delete one of the signed-in user's extensions: every version leaves the market at once and its downloads answer 404.",
  auth: 'required',
  params: z.object({ id: id('id') }),
  data: z.unknown(),
});
