import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashToken } from '../accounts/index.ts';

/**
 * The staff second factor: RFC 6238 TOTP as every authenticator app reads it (SHA-1, 6 digits, 30-second steps),
 * accepting the step before and after the server's (a phone's clock drifts), and the single-use recovery codes.
 */
const PERIOD_SECONDS = 30;
const ISSUER = 'Tidewatch staff';

const totpOf = (secret: string, username = '') =>
  new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** 160 random bits (RFC 4226's recommended length), base32 as authenticators take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the enrolment QR code holds. */
export const otpauthUri = (secret: string, username: string) => totpOf(secret, username).toString();

/**
 * The time step a 6-digit code belongs to, if it is right for `now` within one step either way; else undefined.
 * The caller refuses a step not newer than the last one accepted, so a code is good once.
 */
export const totpStep = (secret: string, code: string, now: Date): number | undefined => {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? undefined : totp.counter({ timestamp: now.getTime() }) + delta;
};

export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code: 10 characters of an alphabet without look-alikes (about 50 bits), shown as xxxxx-xxxxx. */
export const newRecoveryCode = () => {
  const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** What is stored of a recovery code: the hash of its characters, whatever case, spaces or hyphens it was typed with. */
export const recoveryCodeHash = (code: string) => hashToken(`recovery:${code.toLowerCase().replace(/[\s-]/g, '')}`);
