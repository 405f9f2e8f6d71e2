import type { ColumnType, Generated } from 'kysely';
import type { Created, Json, Moment } from './columns.ts';

/** The extension market: publishers, extensions, their uploaded versions, packages, downloads and access tokens. */

/** A publisher name, owned by the account that first published under it; reserved names are staff-only. */
export interface PluginPublisherTable {
  id: Generated<number>;
  name: string;
  owner_id: number | null;
  reserved: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Created;
}

/** An extension: publisher + name (its id is `publisher.name`); deleting it hides every version. */
export interface PluginTable {
  id: Generated<number>;
  publisher_id: number;
  name: string;
  owner_id: number | null;
  category: string;
  download_count: ColumnType<number, number | undefined, number>;
  deleted_at: Moment;
  created_at: Created;
}

export type PluginReviewState = 'pending' | 'approved' | 'rejected';

/** What a translation file gives one language. */
export interface PluginTranslation {
  description?: string;
  readme?: string;
  changelog?: string;
}

/** One uploaded version of an extension and its review. */
export interface PluginVersionTable {
  id: Generated<number>;
  plugin_id: number;
  version: string;
  /** generated from `version`: its dotted numbers */
  version_parts: ColumnType<number[], never, never>;
  engines: string;
  /** generated from `engines`: its dotted numbers */
  engines_parts: ColumnType<number[], never, never>;
  description: string;
  translations: ColumnType<Record<string, PluginTranslation>, string | undefined, string>;
  readme: ColumnType<string, string | undefined, string>;
  changelog: ColumnType<string, string | undefined, string>;
  manifest: Json<Record<string, unknown>>;
  views: ColumnType<string[], string | undefined, string>;
  /** each warning in both languages */
  warnings: ColumnType<{ en: string; zh: string }[], string | undefined, string>;
  icon: Uint8Array | null;
  icon_type: 'image/svg+xml' | 'image/png' | null;
  size: number;
  review_state: ColumnType<PluginReviewState, PluginReviewState | undefined, PluginReviewState>;
  review_reason: string | null;
  queued_at: Created;
  reviewed_at: Moment;
  version_hash: string;
  /** Ed25519 over the package's bytes, base64; set when approved */
  signature: string | null;
  /** the JWK thumbprint of the key that made `signature` */
  signature_key: string | null;
}

/** A publisher's personal access token, stored as its SHA-256. */
export interface AccessTokenTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  /** what the token may do: `publish` */
  scopes: ColumnType<string[], string[], string[]>;
  created_at: ColumnType<Date, Date, never>;
  expires_at: ColumnType<Date, Date, never>;
  last_used_at: ColumnType<Date | null, never, Date>;
  revoked_at: ColumnType<Date | null, never, Date>;
}

/** A package's bytes, kept by their SHA-256. */
export interface PluginPackageTable {
  hash: string;
  content: Uint8Array;
  size: number;
  created_at: Created;
}

/** One counted download: per version, per address, per day. */
export interface PluginDownloadTable {
  plugin_version_id: number;
  address: string;
  day: ColumnType<Date, string, never>;
}
