import { graphql } from '../../../gql/index.ts';

export const ReviewQueueDocument = graphql(`
  query ReviewQueue($state: ReviewState) {
    reviewQueue(state: $state) {
      id
      publisher
      name
      version
      state
      queuedAt
      owner
      warnings
    }
  }
`);

export const ReviewUploadDocument = graphql(`
  query ReviewUpload($id: ID!) {
    reviewUpload(id: $id) {
      upload {
        id
        publisher
        name
        version
        engines
        state
        reason
        queuedAt
        size
        warnings
        owner
      }
      manifest
      files {
        path
        size
        sha256
      }
      readme
      secrets {
        file
        line
        kind
        verdict
      }
      changes {
        previousId
        previousVersion
        previousState
        manifest {
          field
          before
          after
        }
        filesAdded {
          path
          size
        }
        filesRemoved {
          path
          size
        }
        filesChanged {
          path
          sizeBefore
          sizeAfter
        }
        readmeDiff {
          op
          line
        }
      }
    }
  }
`);

export const ApproveUploadDocument = graphql(`
  mutation ApproveUpload($id: ID!) {
    approveUpload(id: $id) {
      id
      state
    }
  }
`);

export const RejectUploadDocument = graphql(`
  mutation RejectUpload($id: ID!, $reason: String!) {
    rejectUpload(id: $id, reason: $reason) {
      id
      state
      reason
    }
  }
`);
