import { z } from 'zod';
import { defineCall } from './call.ts';
import { timestamp } from './envelope.ts';
import { id, integer, text } from './input.ts';
import { ACCESS_TOKEN_DAYS, ACCESS_TOKEN_MAX_ACTIVE, ACCESS_TOKEN_NAME_MAX, accessTokenText } from './limits.ts';
import { ownPlugin } from './plugin.ts';

/**
 * Personal access tokens: a publisher publishes from a terminal or a build with one (`POST /plugin/publish`).
 * A token carries scopes (today only `publish`) and is refused by every call that wants a session, so it can
 * publish and nothing else: no orders, licences or profile. Only its SHA-256 is kept; the token is shown once.
 */
export const accessTokenScope = z.enum(['publish']);
export type AccessTokenScope = z.infer<typeof accessTokenScope>;

export const accessToken = z.object({
  id: z.number().int(),
  /** what the publisher called it ("CI on GitHub") */
  name: z.string(),
  scopes: z.array(accessTokenScope),
  created_at: timestamp,
  expires_at: timestamp,
  /** the last call that presented it; null when never used */
  last_used_at: timestamp.nullable(),
  /** expired tokens stay listed until revoked, so their owner sees why a build stopped publishing */
  expired: z.boolean(),
});
export type AccessToken = z.infer<typeof accessToken>;

export const listAccessTokens = defineCall({
  id: 'listAccessTokens',
  method: 'GET',
  path: '/plugin/access-tokens',
  summary: "The signed-in user's publishing tokens that are not revoked, newest first (never the tokens themselves).",
  auth: 'required',
  data: z.array(accessToken),
});

const days = integer('expires_in_days', { min: 1, max: 365 }).refine((value) => (ACCESS_TOKEN_DAYS as readonly number[]).includes(value), { message: accessTokenText.days });

export const createAccessToken = defineCall({
  id: 'createAccessToken',
  method: 'POST',
  path: '/plugin/access-tokens',
  summary:
    `Make a publishing token (scope publish) that expires in 30, 90 or 365 days. The answer holds the token itself (twp_…), ` +
    `shown this once; only its hash is kept. At most ${ACCESS_TOKEN_MAX_ACTIVE} unexpired tokens per account.`,
  auth: 'required',
  body: z.object({
    name: text().trim().min(1, accessTokenText.name).max(ACCESS_TOKEN_NAME_MAX, accessTokenText.nameMax),
    expires_in_days: days,
  }),
  data: accessToken.extend({ token: z.string() }),
});
export type AccessTokenCreated = z.infer<typeof createAccessToken.data>;

export const revokeAccessToken = defineCall({
  id: 'revokeAccessToken',
  method: 'DELETE',
  path: '/plugin/access-tokens/{id}',
  summary: 'Revoke one of your publishing tokens: it is refused from now on. 404 for a token that is not yours or already revoked.',
  auth: 'required',
  params: z.object({ id: id('id') }),
  data: z.unknown(),
});

export const publishPlugin = defineCall({
  id: 'publishPlugin',
  method: 'POST',
  path: '/plugin/publish',
  summary:
    'Publish an extension from a terminal or a build: multipart/form-data with the .zip (at most 20 MB) in the field `file`, and ' +
    '`Authorization: Bearer <publishing token>`. The same checks and the same answer as POST /plugin/upload: a refusal is 400 with ' +
    'every reason on its own line of `messages`; an accepted package waits for review with its warnings and queue position. ' +
    'A missing, unknown, expired or revoked token is 401 with a message that says which.',
  auth: 'token',
  file: 'file',
  data: ownPlugin,
});
