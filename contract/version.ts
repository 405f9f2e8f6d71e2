import { z } from 'zod';
import { defineCall } from './call.ts';
import { timestamp } from './envelope.ts';

export const version = z.object({
  id: z.number().int(),
  name: z.string(),
  version: z.string(),
  version_base: z.string(),
  created_at: timestamp,
  win_download_url: z.string(),
  mac_download_url: z.string(),
  linux_download_url: z.string(),
  content: z.string().nullable().default(null),
});
export type Version = z.infer<typeof version>;

/** The download list item of docs-market-content §3: `url` is the Windows download. */
export const versionListItem = z.object({
  id: z.number().int(),
  version: z.string(),
  version_base: z.string(),
  created_at: timestamp,
  url: z.string(),
  mac_download_url: z.string(),
  linux_download_url: z.string(),
  content: z.string().nullable().default(null),
});
export type VersionListItem = z.infer<typeof versionListItem>;

export const listVersions = defineCall({
  id: 'listVersions',
  method: 'GET',
  path: '/versions',
  summary: 'Released versions, newest first: the first is the latest, the home page shows three.',
  auth: 'none',
  data: z.array(version),
  example: {},
});

export const listDownloads = defineCall({
  id: 'listDownloads',
  method: 'GET',
  path: '/version-list',
  summary: 'The download list (historical versions with per-OS links), newest first.',
  auth: 'none',
  data: z.array(versionListItem),
  example: {},
});
