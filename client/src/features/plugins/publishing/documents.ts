import { graphql } from '../../../gql/index.ts';

/** The fields of one's own upload that the Extensions tab shows. */
export const MyPluginsDocument = graphql(`
  query MyPlugins($page: Int, $size: Int) {
    myPlugins(page: $page, size: $size) {
      items {
        id
        uploadId
        extensionId
        ...UploadRow_upload
      }
      total
    }
  }
`);

export const UploadPluginDocument = graphql(`
  mutation UploadPlugin($file: Upload!) {
    uploadPlugin(file: $file) {
      id
      uploadId
      extensionId
      name
      version
      icon
      reviewStatus
      reviewNote
      warnings
      queuePosition
      uploadedAt
    }
  }
`);

export const DeletePluginDocument = graphql(`
  mutation DeletePlugin($id: ID!) {
    deletePlugin(id: $id)
  }
`);
