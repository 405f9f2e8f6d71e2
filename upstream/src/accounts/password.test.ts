import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';
import { hashToken, newApiKey, newToken } from './tokens.ts';

describe('passwords', () => {
  it('a hash verifies the same password and no other', async () => {
    const stored = await hashPassword('Secret123');
    expect(await verifyPassword('Secret123', stored)).toBe(true);
    expect(await verifyPassword('secret123', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('each hash has its own salt, so one password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret123'), hashPassword('Secret123')]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(a.hash).toMatch(/^[0-9a-f]{128}$/);
  });

  it('the decoy hash matches no password', async () => {
    expect(await verifyPassword('Secret123', decoyHash)).toBe(false);
  });
});

describe('tokens', () => {
  it('a token is 256 random bits in base64url, and only its SHA-256 is stored', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });

  it('an API key is 128 random bits in hex', () => {
    expect(newApiKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newApiKey()).not.toBe(newApiKey());
  });
});
