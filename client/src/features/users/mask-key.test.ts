import { describe, expect, it } from 'vitest';
import { maskKey } from './mask-key.ts';

describe('masked API key', () => {
  it('shows only the first and last four characters', () => {
    const key = 'k3y0123456789abcdefghijklmnopqrstuvwxyz';
    expect(maskKey(key)).toBe(`k3y0${'•'.repeat(12)}wxyz`);
    expect(maskKey(key)).not.toContain('0123456789');
  });

  it('hides a short key entirely', () => {
    expect(maskKey('abcdefgh')).toBe('•'.repeat(12));
  });
});
