import { createHash, randomBytes } from 'node:crypto';
import { DAY, HOUR } from '../domain/clock.ts';

/** How long each kind of token works. */
export const TOKEN_LIFETIME = {
  session: 7 * DAY,
  activate: 48 * HOUR,
  reset: 1 * HOUR,
} as const;

/** 256 random bits, base64url (43 characters): what the user holds. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database holds: the token's SHA-256, hex. A leaked table signs no one in. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new API key: 128 random bits, hex. */
export const newApiKey = () => randomBytes(16).toString('hex');
