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

/** The publisher's tokens for publishing from a terminal; the token itself comes only from createAccessToken. */
export const AccessTokensDocument = graphql(`
  query AccessTokens {
    accessTokens {
      id
      name
      createdAt
      lastUsedAt
      expiresAt
      expired
    }
  }
`);

export const CreateAccessTokenDocument = graphql(`
  mutation CreateAccessToken($input: CreateAccessTokenInput!) {
    createAccessToken(input: $input) {
      token
      accessToken {
        id
        name
        expiresAt
      }
    }
  }
`);

export const RevokeAccessTokenDocument = graphql(`
  mutation RevokeAccessToken($id: ID!) {
    revokeAccessToken(id: $id)
  }
`);
