import { z } from 'zod';
import { defineCall } from './call.ts';
import { integer } from './input.ts';
import { paged, pageQuery } from './envelope.ts';

export const pocPush = z.object({
  name: z.string(),
  name_en: z.string(),
  cve_id: z.string(),
  cvss: z.number(),
  fofa_query: z.string(),
  product: z.string(),
  asset_count: z.number().int(),
  tags: z.array(z.string()),
  tags_en: z.array(z.string()),
  /** the release lists (editions, builds) that ship this PoC */
  released_at: z.array(z.string()),
  description: z.string(),
  description_en: z.string(),
  /** an <img> tag or an http(s) URL; anything else is not shown */
  demo_gif_url: z.string(),
});
export type PocPush = z.infer<typeof pocPush>;

export const pocPushGroup = z.object({
  /** year-week, e.g. "2026-46" */
  created_at_week: z.string(),
  push_data: z.array(pocPush),
});
export type PocPushGroup = z.infer<typeof pocPushGroup>;

export const listPocPushGroups = defineCall({
  id: 'listPocPushGroups',
  method: 'GET',
  path: '/poc-push-list',
  summary: 'Weekly PoC push groups, newest week first.',
  auth: 'none',
  data: z.array(pocPushGroup),
  example: {},
});


/**
 * One question and answer, or one feature: a title and its rich-text content. `key` is a stable slug for
 * deep links (/faq#key), the same in every language; optional, so backends without one still conform.
 */
export const contentEntry = z.object({ title: z.string(), content: z.string(), key: z.string().optional() });
export type ContentEntry = z.infer<typeof contentEntry>;

/** A named group of FAQ entries or features; `key` as for entries. */
export const contentGroup = z.object({ name: z.string(), lists: z.array(contentEntry), key: z.string().optional() });
export type ContentGroup = z.infer<typeof contentGroup>;

export const listFaqGroups = defineCall({
  id: 'listFaqGroups',
  method: 'GET',
  path: '/faqs',
  summary: "FAQ groups in the request's language (Accept-Language), in display order.",
  auth: 'none',
  data: z.array(contentGroup),
  example: {},
});

export const listFeatureGroups = defineCall({
  id: 'listFeatureGroups',
  method: 'GET',
  path: '/features',
  summary: "Feature groups in the request's language, paged (the site asks page 1, size 1000).",
  auth: 'none',
  query: pageQuery,
  data: paged(contentGroup),
  example: { query: { page: 1, size: 1000 } },
});

export const getAgreement = defineCall({
  id: 'getAgreement',
  method: 'POST',
  path: '/get-pocdoc',
  summary: 'The user registration and service agreement as rich text: type 0 Chinese, 1 English.',
  auth: 'none',
  body: z.object({ type: integer('type', { min: 0, max: 1 }) }),
  data: z.object({ content: z.string() }),
  example: { body: { type: 1 } },
});
