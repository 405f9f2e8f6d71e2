/** apollo-upload-client 19 ships JSDoc-typed .mjs without declarations; the part this client uses. */
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: { uri?: string; fetch?: (input: string, init: RequestInit) => Promise<Response>; headers?: Record<string, string> });
  }
}
