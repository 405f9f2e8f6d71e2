import { staffApproveUpload, staffRejectUpload, staffReviewQueue, staffReviewUpload, type ReviewQueueItem } from '../../../contract/index.ts';
import { errorFromUpstream } from '../core/errors.ts';
import type { Locale } from '../core/locale.ts';
import type { ReviewState, Resolvers } from '../generated/graphql.ts';
import { rowId } from '../graph/graph-input.ts';

const stateOf = (state: string) => state.toUpperCase() as ReviewState;

/** An upload as the graph shows it: the warnings in the request's language. */
const uploadOf = (item: ReviewQueueItem, locale: Locale) => ({
  id: String(item.id),
  publisher: item.publisher,
  name: item.name,
  version: item.version,
  engines: item.engines,
  state: stateOf(item.state),
  reason: item.reason,
  queuedAt: item.queued_at,
  reviewedAt: item.reviewed_at,
  size: item.size,
  warnings: item.warnings.map((warning) => warning[locale]),
  owner: item.owner,
  deleted: item.deleted,
});

const file = (f: { path: string; size: number; sha256: string }) => ({ path: f.path, size: f.size, sha256: f.sha256 });

/** The review queue (issue #33): the upstream checks the staff session and the reviewer's role on every call. */
export const staffReviewResolvers: Resolvers = {
  Query: {
    reviewQueue: async (_, { state }, { upstream, locale }) =>
      (await upstream.call(staffReviewQueue, { query: state ? { state: state.toLowerCase() as 'pending' } : {} })).map((item) => uploadOf(item, locale)),
    reviewUpload: async (_, { id }, { upstream, locale }) => {
      const answer = await upstream.raw(staffReviewUpload, { params: { id: rowId(id, 'id', locale) } });
      if (answer.statusCode === 404) return null;
      if (answer.statusCode !== 200 || !answer.data) throw errorFromUpstream(200, answer.statusCode, answer.messages);
      const { manifest, files, readme, secrets, changes, ...item } = answer.data;
      return {
        upload: uploadOf(item, locale),
        manifest,
        files: files.map(file),
        readme,
        secrets,
        changes: changes && {
          previousId: String(changes.previous.id),
          previousVersion: changes.previous.version,
          previousState: stateOf(changes.previous.state),
          manifest: changes.manifest,
          filesAdded: changes.files_added.map(file),
          filesRemoved: changes.files_removed.map(file),
          filesChanged: changes.files_changed.map((c) => ({ path: c.path, sizeBefore: c.size_before, sizeAfter: c.size_after })),
          readmeDiff: changes.readme_diff,
        },
      };
    },
  },
  Mutation: {
    approveUpload: async (_, { id }, { upstream, locale }) => {
      const uploadId = rowId(id, 'id', locale);
      await upstream.call(staffApproveUpload, { params: { id: uploadId } });
      const [item] = (await upstream.call(staffReviewQueue, { query: {} })).filter((row) => row.id === uploadId);
      return uploadOf(item, locale);
    },
    rejectUpload: async (_, { id, reason }, { upstream, locale }) => {
      const uploadId = rowId(id, 'id', locale);
      await upstream.call(staffRejectUpload, { params: { id: uploadId }, body: { reason } });
      const [item] = (await upstream.call(staffReviewQueue, { query: {} })).filter((row) => row.id === uploadId);
      return uploadOf(item, locale);
    },
  },
};
