import { z } from 'zod';
import { defineCall } from './call.ts';
import { timestamp } from './envelope.ts';
import { id, text } from './input.ts';

/** The review queue (issue #33): reviewers decide on extension uploads before they enter the market. */

export const REVIEW_REASON_MAX = 2000;
export const reviewText = {
  reasonRequired: 'Give the publisher a reason for the rejection',
  reasonTooLong: `A rejection reason is at most ${REVIEW_REASON_MAX} characters`,
};

export const reviewState = z.enum(['pending', 'approved', 'rejected']);

/** One upload as the queue lists it. */
export const reviewQueueItem = z.object({
  id: z.number().int(),
  publisher: z.string(),
  name: z.string(),
  version: z.string(),
  engines: z.string(),
  state: reviewState,
  reason: z.string().nullable(),
  queued_at: timestamp,
  reviewed_at: timestamp.nullable(),
  size: z.number().int(),
  /** the validator's warnings in English (the CLI) and Chinese */
  warnings: z.array(z.object({ en: z.string(), zh: z.string() })),
  /** the owner's username; null when the account is gone */
  owner: z.string().nullable(),
  /** the extension was deleted by its owner */
  deleted: z.boolean(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItem>;

export const staffReviewQueue = defineCall({
  id: 'staffReviewQueue',
  method: 'GET',
  path: '/staff/review/uploads',
  summary: 'Extension uploads by review state (all when none given), oldest first: the queue order. Reviewers (issue #33).',
  auth: 'staff',
  roles: ['reviewer'],
  query: z.object({ state: reviewState.optional() }),
  data: z.array(reviewQueueItem),
});

const packageFile = z.object({ path: z.string(), size: z.number().int(), sha256: z.string() });
const secretFinding = z.object({ file: z.string(), line: z.number().int(), kind: z.string(), verdict: z.enum(['refuse', 'advise']) });

/** What changed since the publisher's previous version of the extension. */
export const reviewChanges = z.object({
  previous: z.object({ id: z.number().int(), version: z.string(), state: reviewState }),
  /** top-level manifest fields whose value differs (JSON text of each side; null when absent) */
  manifest: z.array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
  files_added: z.array(packageFile),
  files_removed: z.array(packageFile),
  /** same path, other bytes */
  files_changed: z.array(z.object({ path: z.string(), size_before: z.number().int(), size_after: z.number().int() })),
  /** the README line by line: ' ' kept, '+' added, '-' removed; null when either side is too long to compare */
  readme_diff: z.array(z.object({ op: z.enum([' ', '+', '-']), line: z.string() })).nullable(),
});

export const reviewUploadDetail = reviewQueueItem.extend({
  manifest: z.string(),
  files: z.array(packageFile),
  readme: z.string(),
  secrets: z.array(secretFinding),
  /** null for an extension's first upload */
  changes: reviewChanges.nullable(),
});
export type ReviewUploadDetail = z.infer<typeof reviewUploadDetail>;

const uploadParams = z.object({ id: id('id') });

export const staffReviewUpload = defineCall({
  id: 'staffReviewUpload',
  method: 'GET',
  path: '/staff/review/uploads/{id}',
  summary: "One upload for review: manifest, files, README, the validator's warnings, secret findings, and what changed since the previous version.",
  auth: 'staff',
  roles: ['reviewer'],
  params: uploadParams,
  data: reviewUploadDetail,
});

const decided = z.object({ id: z.number().int(), state: reviewState });

export const staffApproveUpload = defineCall({
  id: 'staffApproveUpload',
  method: 'POST',
  path: '/staff/review/uploads/{id}/approve',
  summary: 'Approve a pending upload: it enters the market as its extension\'s latest version; the publisher is mailed; audited plugin.approve.',
  auth: 'staff',
  roles: ['reviewer'],
  params: uploadParams,
  data: decided,
});

export const staffRejectUpload = defineCall({
  id: 'staffRejectUpload',
  method: 'POST',
  path: '/staff/review/uploads/{id}/reject',
  summary: 'Reject a pending upload with a reason the publisher reads in the user centre and the mail; audited plugin.reject.',
  auth: 'staff',
  roles: ['reviewer'],
  params: uploadParams,
  body: z.object({ reason: text({ error: reviewText.reasonRequired }).trim().min(1, reviewText.reasonRequired).max(REVIEW_REASON_MAX, reviewText.reasonTooLong) }),
  data: decided,
});
