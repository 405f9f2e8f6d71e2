import { describe, expect, it } from 'vitest';
import { anchorOf, hashKey } from './content-key.ts';

describe('content anchors', () => {
  it('uses the server key, else the position counted from 1', () => {
    expect(anchorOf('what-is-mid', 1, 0)).toBe('what-is-mid');
    expect(anchorOf(null, 1, 0)).toBe('item-2-1');
    expect(anchorOf(undefined, 3)).toBe('item-4');
  });

  it('reads the key of a hash, decoded, and nothing from an empty or malformed one', () => {
    expect(hashKey('#what-is-mid')).toBe('what-is-mid');
    expect(hashKey('#a%20b')).toBe('a b');
    expect(hashKey('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(hashKey('#')).toBeNull();
    expect(hashKey('')).toBeNull();
  });
});
