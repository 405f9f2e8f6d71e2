import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N = 2^14, r = 8, p = 1 (about 16 MiB and tens of milliseconds per hash). */
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

const derive = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS, (error, key) => (error ? reject(error) : resolve(key))),
  );

export interface PasswordHash {
  /** hex */
  hash: string;
  /** hex, 16 random bytes per user */
  salt: string;
}

export const hashPassword = async (password: string): Promise<PasswordHash> => {
  const salt = randomBytes(16);
  return { hash: (await derive(password, salt)).toString('hex'), salt: salt.toString('hex') };
};

/** Compares in constant time. */
export const verifyPassword = async (password: string, stored: PasswordHash): Promise<boolean> => {
  const expected = Buffer.from(stored.hash, 'hex');
  const actual = await derive(password, Buffer.from(stored.salt, 'hex'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

/** A stored hash no password matches: checked against when there is no such user, so both take as long. */
export const decoyHash: PasswordHash = { hash: '00'.repeat(KEY_LENGTH), salt: '00'.repeat(16) };
