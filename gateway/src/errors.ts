import { GraphQLError, type GraphQLFormattedError } from 'graphql';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'NOT_IMPLEMENTED'
  | 'INTERNAL_SERVER_ERROR';

export const graphError = (code: ErrorCode, message: string) => new GraphQLError(message, { extensions: { code } });

/** The one place an upstream answer becomes a GraphQL error code. */
export const errorFromUpstream = (httpStatus: number | undefined, statusCode: number | undefined, messages: string) => {
  if (httpStatus && httpStatus >= 500) return graphError('UPSTREAM_UNAVAILABLE', 'The service is temporarily unavailable');
  const status = statusCode && statusCode !== 200 ? statusCode : httpStatus;
  if (status === 401) return graphError('UNAUTHENTICATED', messages || 'Please sign in');
  if (status === 403) return graphError('FORBIDDEN', messages || 'Forbidden');
  if (status === 404) return graphError('NOT_FOUND', messages || 'The requested resource does not exist');
  return graphError('BAD_USER_INPUT', messages || 'The request was refused');
};

export const notImplemented = (field: string) =>
  graphError('NOT_IMPLEMENTED', `${field} is not available yet: it arrives with a later release`);

/** Our own faults leave without stack traces or internals outside development. */
export const formatError = (development: boolean) => (formatted: GraphQLFormattedError): GraphQLFormattedError => {
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    return development ? formatted : { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  if (development) return formatted;
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, extensions };
};
