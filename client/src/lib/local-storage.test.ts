// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore } from './local-storage.ts';

describe('local storage access', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the page storage when the browser allows it', () => {
    expect(localStore()).toBe(window.localStorage);
  });

  it('is null, not an exception, when the browser refuses storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(localStore()).toBeNull();
  });
});
